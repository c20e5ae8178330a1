/** Server tests: real database per test file (PGlite, or PostgreSQL when DATABASE_URL is set). */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  // Slow suites have their own configs and commands: npm run test:faults and npm run test:security.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/faults/', '<rootDir>/test/security/'],
  setupFiles: ['<rootDir>/test/env.ts'],
  // One migrated PGlite dumped before the run; each file's database starts from it (test/test-db.ts).
  globalSetup: '<rootDir>/test/pglite-snapshot.mjs',
  globalTeardown: '<rootDir>/test/pglite-snapshot-teardown.mjs',
  // The contract is read from its TypeScript source, so tests need no build step.
  moduleNameMapper: { '^@three-act/contract/(.*)$': '<rootDir>/../contract/src/$1' },
  // A test file's database opens in its beforeAll: seconds alone, over 30 s when CI runs this suite beside the
  // e2e suite on two cores. A timeout only ends a test that hangs, so it is generous.
  testTimeout: 120000,
  maxWorkers: 2,
  // Each file's PGlite is WebAssembly memory the worker keeps: a worker past 1 GB starts afresh before its next file.
  workerIdleMemoryLimit: '1GB',
};
