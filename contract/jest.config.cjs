/** Contract tests: the shared rules (progress, frameworks, layouts, Markdown) on their own, in Node. */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  maxWorkers: 2,
};
