/** Server tests: real database per test file (PGlite, or PostgreSQL when DATABASE_URL is set). */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  // The fault suite has its own config and command (npm run test:faults): it is slow.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/faults/'],
  setupFiles: ['<rootDir>/test/env.ts'],
  testTimeout: 30000,
  maxWorkers: 2,
};
