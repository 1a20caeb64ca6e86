// One Jest setup for every workspace: TypeScript through SWC, jsdom for UI packages, node for the API.
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * @param {{ rootDir: string, environment?: 'node' | 'jsdom', displayName?: string, setupFilesAfterEnv?: string[] }} options
 */
function createJestConfig({ rootDir, environment = 'node', displayName, setupFilesAfterEnv = [] }) {
  const ui = environment === 'jsdom';
  return {
    displayName: displayName ?? path.basename(rootDir),
    rootDir,
    // jsdom with the Fetch API classes MSW needs (see jsdom-environment.cjs)
    testEnvironment: ui ? require.resolve('./jsdom-environment.cjs') : environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: { '^.+\\.(t|m?j)sx?$': swcTransform },
    // ESM-only packages in node_modules are transformed too.
    transformIgnorePatterns: ['/node_modules/(?!(yup|property-expr|tiny-case|toposort|rettime|until-async|@open-draft/deferred-promise)/)'],
    moduleNameMapper: {
      '\\.(css)$': require.resolve('./style-mock.cjs'),
      '\\.(png|jpe?g|svg|webp)$': require.resolve('./file-mock.cjs'),
    },
    setupFiles: ui ? [require.resolve('./jsdom-polyfills.cjs'), require.resolve('./i18n-setup.cjs')] : [],
    setupFilesAfterEnv: [
      ...(ui
        ? ['@testing-library/jest-dom', require.resolve('./testing-library-setup.cjs'), require.resolve('@jetkiz/mock-api/jest-setup.ts')]
        : []),
      ...setupFilesAfterEnv,
    ],
  };
}

module.exports = { createJestConfig };
