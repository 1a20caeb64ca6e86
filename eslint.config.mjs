// Lint for every workspace, including the import rules of ARCHITECTURE.md §8:
// a remote imports only its own files and @jetkiz/contracts; no import cycles.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { jetkizLint } from './tools/lint/no-type-import-cycle.mjs';

const APPS = ['shell', 'mfe-marketing', 'mfe-auth', 'mfe-schedule', 'mfe-widgets', 'mfe-logistics', 'profile', 'api'];

/** Each app may not reach into any other app's folder. */
const isolationZones = APPS.map((app) => ({
  target: `./${app}`,
  from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'Apps share code only through @jetkiz/contracts.',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, jetkiz: jetkizLint },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: isolationZones }],
      'import-x/no-cycle': 'error',
      // import-x/no-cycle skips type-only imports; this one follows them too, so lint fails on any cycle
      'jetkiz/no-type-import-cycle': 'error',
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Each folder's index names what it exports, so a folder's public surface is read in one place; `export type *`
      // is erased and fine. The contracts package's own index gathers those folders (below).
      'no-restricted-syntax': ['error', { selector: "ExportAllDeclaration[exportKind!='type']", message: 'Name what a folder exports.' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The package index re-exports each folder's named list whole: a second copy of ~300 names drifted from the first.
    files: ['shared-contracts/src/index.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Remotes render inside the shell's router but navigate through HostApi: React Router is not in the share scope.
    files: ['mfe-*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: 'Navigate with host.navigation; routes belong to the shell.',
          })),
        },
      ],
    },
  },
  {
    // Migrations are frozen in time: Kysely's advice is to type them against `Kysely<any>`, not today's schema.
    files: ['api/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
