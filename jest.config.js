/** Three tiers, each selectable with --selectProjects: unit, integration, infra. */
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } }] };
// ESM-only packages are compiled to CommonJS for jest.
const transformIgnorePatterns = ['/node_modules/(?!(jose|@middy|ulid)/)'];
const base = { transform, transformIgnorePatterns, testEnvironment: 'node' };

module.exports = {
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'], setupFiles: ['<rootDir>/test/unit/setup.ts'] },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/setup/global-teardown.ts',
      setupFiles: ['<rootDir>/test/integration/setup/env.ts'],
      testTimeout: 30000,
    },
    { ...base, displayName: 'infra', testMatch: ['<rootDir>/test/infra/**/*.test.ts'], testTimeout: 120000 },
  ],
};
