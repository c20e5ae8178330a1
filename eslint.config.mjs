import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jestDom from 'eslint-plugin-jest-dom';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';

const CLIENT_FEATURES = ['alert', 'auth', 'config', 'moderation', 'outline', 'posts', 'profile'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'client/test-results/**', 'client/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-namespace': 'off',
    },
  },
  // Type-aware rules where a tsconfig covers the files (docs/decisions/104-guard-rails.md).
  {
    files: ['server/src/**/*.ts', 'server/test/**/*.ts', 'client/src/**/*.{ts,tsx}', 'contract/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React event handlers may be async: a rejected submit is handled inside the handler.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'contract/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'client/src/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  // Feature boundaries (docs/style.md): shared code imports no feature, features don't import each other.
  {
    files: ['client/src/components/**', 'client/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**'], message: 'Shared code imports no feature.' }] },
      ],
    },
  },
  ...CLIENT_FEATURES.map((feature) => ({
    files: [`client/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${CLIENT_FEATURES.filter((other) => other !== feature).join('|')})/`,
              message:
                'Features do not import each other: move shared code to lib/ or components/, or compose in app/ or routes/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['server/src/lib/**', 'server/src/middleware/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'lib/ and middleware/ import no module.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['bench/**/*.mjs', '**/scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      'client/e2e/**/*.ts',
      'client/security/**/*.ts',
      'client/playwright*.config.ts',
      'client/src/**/*.test.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  // Client tests query the page as a user does (docs/decisions/104-guard-rails.md).
  {
    files: ['client/src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['client/src/**/*.test.{ts,tsx}'],
    ...jestDom.configs['flat/recommended'],
  },
);
