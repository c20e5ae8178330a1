import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jestDom from 'eslint-plugin-jest-dom';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';

/** Every folder under client/src/features is a feature: the zones below follow the folders, no list to keep. */
const CLIENT = './client/src';
const CLIENT_FEATURES = fs
  .readdirSync(path.join(import.meta.dirname, CLIENT, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Every client component's visible words come from `t()` (docs/decisions/186-the-writers-language.md):
 * a word people see or hear in JSX (text, or an attribute read or heard) is refused, in new files too.
 * Long texts (the legal pages, about, the guidelines) are each language's own module in
 * `client/src/content/<language>/`, not keys.
 */
/** JSX attributes that hold no words for people: addresses, ids, names, types, tokens. */
const NOT_WORDS = [
  ...['className', 'style', 'type', 'key', 'id', 'width', 'height', 'to', 'href', 'src', 'name', 'htmlFor', 'role'],
  ...['rel', 'target', 'method', 'lang', 'dir', 'autoComplete', 'inputMode', 'enterKeyHint', 'accept', 'form'],
  ...['value', 'defaultValue', 'pattern', 'mode', 'variant', 'size', 'tone', 'kind', 'as', 'data-.*', 'step'],
  'optionClassName',
  'aria-(controls|describedby|labelledby|live|current|hidden|haspopup|expanded|owns|activedescendant|relevant)',
  'aria-(atomic|busy|level|pressed|selected|checked|disabled|invalid|required|sort|modal|multiline|orientation)',
];

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
  // The client flows one way (docs/style.md "The client", docs/decisions/146-one-way-client.md): app/ and
  // routes/ compose; features don't import each other nor routes; lib/ and components/ import nothing
  // from app/, features/ or routes/; and no import circle anywhere.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // no-cycle follows each import into the file it names: it reads TypeScript with the same parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['lib', 'components'].map((shared) => ({
              target: `${CLIENT}/${shared}`,
              from: [`${CLIENT}/app`, `${CLIENT}/features`, `${CLIENT}/routes`],
              message: 'Shared code imports nothing from app/, features/ or routes/.',
            })),
            ...CLIENT_FEATURES.map((feature) => ({
              target: `${CLIENT}/features/${feature}`,
              from: `${CLIENT}/features`,
              except: [`./${feature}`],
              message:
                'Features do not import each other: move shared code to lib/ or components/, or compose in app/ or routes/.',
            })),
            {
              target: `${CLIENT}/features`,
              from: `${CLIENT}/routes`,
              message: 'A feature imports no route: the route composes the feature.',
            },
          ],
        },
      ],
    },
  },
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
  {
    files: ['client/src/**/*.tsx'],
    // A test's own labels and buttons are fixtures, not the app's words.
    ignores: ['client/src/**/*.test.{ts,tsx}', 'client/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { exclude: NOT_WORDS },
          message: 'a word people see or hear comes from t()',
        },
      ],
    },
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
