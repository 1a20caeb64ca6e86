/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// tools/build-config shares mobx and react-i18next as modules that re-export only the parts the apps use (a shared
// module is not tree-shaken). A name imported but not re-exported would be `undefined` at run time, in the browser
// only (Jest and TypeScript see the whole package): this test reads both sides.
const repoRoot = path.resolve(__dirname, '../../..');
const APP_SOURCES = [
  'shell',
  'mfe-marketing',
  'mfe-auth',
  'mfe-schedule',
  'mfe-widgets',
  'mfe-logistics',
  'profile',
  'web-kit',
  'shared-contracts',
];
const SHARED_PARTS = { mobx: 'shared/mobx.mjs', 'react-i18next': 'shared/react-i18next.mjs' } as const;
type Shared = keyof typeof SHARED_PARTS;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Value names (not types) a source imports from `module`. */
function importedNames(source: string, module: string): string[] {
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)]
    .filter(([, typeOnly, , from]) => !typeOnly && from === module)
    .flatMap(([, , names]) => names.split(','))
    .map((name) => name.trim().split(/\s+as\s+/)[0])
    .filter((name) => name !== '' && !name.startsWith('type '));
}

function exportedNames(file: string): Set<string> {
  const source = fs.readFileSync(file, 'utf8');
  return new Set(
    [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, names]) => names.split(',').map((name) => name.trim())).filter(Boolean),
  );
}

const appSources = APP_SOURCES.flatMap((app) => sourceFiles(path.join(repoRoot, app, 'src'))).map((file) => ({
  file: path.relative(repoRoot, file),
  source: fs.readFileSync(file, 'utf8'),
}));

describe.each(Object.keys(SHARED_PARTS) as Shared[])('the shared %s', (module) => {
  const provided = exportedNames(path.join(repoRoot, 'tools/build-config', SHARED_PARTS[module]));

  it('re-exports every name the apps import from it', () => {
    expect(provided.size).toBeGreaterThan(0);
    const missing = appSources.flatMap(({ file, source }) =>
      importedNames(source, module)
        .filter((name) => !provided.has(name))
        .map((name) => `${name} (${file})`),
    );
    expect(missing).toEqual([]);
  });
});

it('the shared mobx re-exports what mobx-react-lite, itself shared, imports from it', () => {
  const provided = exportedNames(path.join(repoRoot, 'tools/build-config', SHARED_PARTS.mobx));
  const mobxReactLite = fs.readFileSync(require.resolve('mobx-react-lite/dist/mobxreactlite.esm.js'), 'utf8');
  const imported = importedNames(mobxReactLite, 'mobx');
  expect(imported.length).toBeGreaterThan(0);
  expect(imported.filter((name) => !provided.has(name))).toEqual([]);
});
