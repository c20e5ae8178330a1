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
 * The client's files whose words are all translated (docs/decisions/186-the-writers-language.md): in
 * these, a visible word in JSX (text, or an attribute a person reads or hears) must come from `t()`.
 * A part of the app joins the list when its namespace is in every locale.
 */
const TRANSLATED = [
  'client/src/components/layout/footer.tsx',
  'client/src/components/layout/language-switcher.tsx',
  'client/src/features/posts/**/*.tsx',
  'client/src/routes/posts.tsx',
  'client/src/routes/post.tsx',
  'client/src/routes/dashboard.tsx',
  'client/src/features/moderation/**/*.tsx',
  'client/src/routes/moderation.tsx',
  'client/src/routes/admin.tsx',
  // The outline (issue 36's "outline" part): the act pages, the outline's frame, the stories, the characters.
  ...['act', 'outline-layout', 'trash', 'cast', 'characters', 'character', 'create-character', 'edit-character']
    .concat(['add-note', 'framework', 'outline-output', 'read', 'story'])
    .map((route) => `client/src/routes/${route}.tsx`),
  ...['beats-form', 'guided-question-field', 'beat-answer-field', 'beat-cast', 'beat-history']
    .concat(['protagonist-warning', 'beat-links', 'story-switcher', 'story-import'])
    .concat(['character-fields', 'photo-url-field', 'character-photo', 'character-quick-view', 'protagonist-mark'])
    .concat(['outline-summary', 'outline-document', 'share-link', 'use-in-story', 'shared-codex'])
    .map((component) => `client/src/features/outline/components/${component}.tsx`),
  'client/src/features/board/**/*.tsx',
  'client/src/routes/board.tsx',
  'client/src/routes/timeline.tsx',
  'client/src/features/codex/**/*.tsx',
  'client/src/routes/codex.tsx',
  'client/src/routes/codex-entry.tsx',
  'client/src/routes/codex-sheets.tsx',
  'client/src/routes/relationships.tsx',
  'client/src/components/layout/**/*.tsx',
  'client/src/components/ui/**/*.tsx',
  'client/src/app/**/*.tsx',
  'client/src/routes/landing.tsx',
  'client/src/routes/not-found.tsx',
  'client/src/features/auth/**/*.tsx',
  'client/src/features/notifications/**/*.tsx',
  'client/src/routes/notifications.tsx',
  'client/src/features/profile/**/*.tsx',
  'client/src/routes/about.tsx',
  'client/src/routes/guidelines.tsx',
  ...['profile', 'profiles', 'create-profile', 'edit-profile', 'add-work'].map(
    (route) => `client/src/routes/${route}.tsx`,
  ),
  ...[
    'login',
    'register',
    'forgot',
    'reset',
    'verify',
    'resend',
    'confirm-email',
    'cancel-email',
    'unsubscribe',
    'settings',
  ].map((route) => `client/src/routes/${route}.tsx`),
  ...['sheet-outline', 'sheet-view', 'sheet-card', 'sheet-load-failed', 'adopted-credit', 'sheet-field']
    .concat(['publish-control', 'shelf-card', 'shelf-filters'])
    .map((component) => `client/src/features/beat-sheets/components/${component}.tsx`)
    .concat(['beat-sheet', 'beat-sheets', 'shelf', 'shelf-sheet'].map((route) => `client/src/routes/${route}.tsx`)),
];
/** JSX attributes that hold no words for people: addresses, ids, names, types, tokens. */
const NOT_WORDS = [
  ...['className', 'style', 'type', 'key', 'id', 'width', 'height', 'to', 'href', 'src', 'name', 'htmlFor', 'role'],
  ...['rel', 'target', 'method', 'lang', 'dir', 'autoComplete', 'inputMode', 'enterKeyHint', 'accept', 'form'],
  ...['value', 'defaultValue', 'pattern', 'mode', 'variant', 'size', 'tone', 'kind', 'as', 'data-.*'],
  'optionClassName',
  ...['value', 'defaultValue', 'pattern', 'mode', 'variant', 'size', 'tone', 'kind', 'as', 'data-.*', 'step'],
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
    files: TRANSLATED,
    // A test's own labels and buttons are fixtures, not the app's words.
    ignores: ['client/src/**/*.test.{ts,tsx}'],
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
