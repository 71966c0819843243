/** Three tiers, each selectable with --selectProjects: unit, integration, infra. */
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } }] };
// ESM-only packages are compiled to CommonJS for jest.
const transformIgnorePatterns = ['/node_modules/(?!(jose|@middy|ulid|@scure|@noble)/)'];
const base = { transform, transformIgnorePatterns, testEnvironment: 'node' };

module.exports = {
  // Jest reads testTimeout from the top level only (a project's own is ignored): integration
  // tests start emulator-backed flows and the infra tests synthesize the stack.
  testTimeout: 120000,
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'], setupFiles: ['<rootDir>/test/unit/setup.ts'] },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/setup/global-teardown.ts',
      setupFiles: ['<rootDir>/test/integration/setup/env.ts'],
    },
    { ...base, displayName: 'infra', testMatch: ['<rootDir>/test/infra/**/*.test.ts'] },
  ],
};
