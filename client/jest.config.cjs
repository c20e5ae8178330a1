/** @type {import('jest').Config} */
module.exports = {
  // jsdom with Node's fetch, streams and URL, which MSW needs.
  testEnvironment: 'jest-fixed-jsdom',
  // Both cores: jest's default (cores − 1) leaves one idle on a 2-core machine.
  maxWorkers: 2,
  // Above the findBy…/waitFor limit (5 s, jest.setup.cjs), so that a wait that gives up reports what
  // it waited for instead of the test's own timeout hiding it (a CI run once showed only that).
  testTimeout: 15000,
  roots: ['<rootDir>/src'],
  // Unit tests only: Playwright specs live in e2e/ and run with `npm run test:e2e`.
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.cjs'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
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
  // MSW's dependencies that ship only as ES modules are compiled like our own files.
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft|@mswjs|msw)/)(?!.*\\.mjs$)'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '^@three-act/contract/(.*)$': '<rootDir>/../contract/src/$1',
  },
};
