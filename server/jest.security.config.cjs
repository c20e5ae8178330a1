/** The server half of npm run test:security: role × route matrix and fuzzer, on a real database. */
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/security/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 600000,
};
