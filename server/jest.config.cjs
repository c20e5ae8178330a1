/** Server tests: real database per test file (PGlite, or PostgreSQL when DATABASE_URL is set). */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  // The attack suite (role matrix, fuzzer) runs in npm run test:security with jest.security.config.cjs.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/security/'],
  setupFiles: ['<rootDir>/test/env.ts'],
  testTimeout: 30000,
  maxWorkers: 2,
};
