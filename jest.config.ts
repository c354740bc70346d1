import type { Config } from 'jest';

const config: Config = {
  testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.cjs',
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    // webpack.config.ts aliases the same (src/components/list/grid/cssVariablesSheet.ts)
    '^@grid-css-variables-context$': '<rootDir>/node_modules/@mui/x-data-grid/utils/css/context.js',
  },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(stylis-plugin-rtl)/)'],
  maxWorkers: 2,
  // The first test of a file that loads the admin layout compiles MUI on the fly; allow for a busy machine.
  testTimeout: 20_000,
  // .ci/run sets JEST_JSON to collect the totals for its closing line.
  reporters: process.env.JEST_JSON
    ? ['default', ['<rootDir>/scripts/jest-summary-reporter.cjs', { outputFile: process.env.JEST_JSON }]]
    : ['default'],
};

export default config;
