/**
 * The fault suite (`npm run test:faults`): real server processes killed and stopped mid-traffic,
 * backup and restore across both databases. Slow, so it is kept out of `npm test`; one file at a time.
 */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testMatch: ['<rootDir>/test/faults/**/*.test.ts'],
  setupFiles: ['<rootDir>/test/env.ts'],
  moduleNameMapper: { '^@three-act/contract/(.*)$': '<rootDir>/../contract/src/$1' },
  globalSetup: '<rootDir>/test/faults/global-setup.ts',
  // Every test here starts server processes: PROCESS_TEST_TIMEOUT (test/scripts.ts).
  testTimeout: 300000,
  maxWorkers: 1,
};
