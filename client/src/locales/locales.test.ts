/**
 * Every language has every word (docs/decisions/186-the-writers-language.md): each namespace under
 * `src/locales/<language>/` holds exactly English's keys, with the plural forms its language needs,
 * the same `{{placeholders}}` and no empty text; and every namespace is in `NAMESPACES`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, NAMESPACES } from '../lib/i18n';

const root = __dirname;
const read = (language: string, ns: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(root, language, `${ns}.json`), 'utf8'));

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const languages = LANGUAGES.map((language) => language.code);
const others = languages.filter((language) => language !== 'en');

test('every folder is a language and every file a namespace the app loads', () => {
  const folders = fs.readdirSync(root).filter((entry) => fs.statSync(path.join(root, entry)).isDirectory());
  expect(folders.sort()).toEqual([...languages].sort());
  for (const language of languages) {
    const entries = fs.readdirSync(path.join(root, language));
    const files = entries.filter((file) => file.endsWith('.json')).map((file) => file.replace(/\.json$/, ''));
    expect({ language, namespaces: files.sort() }).toEqual({ language, namespaces: [...NAMESPACES].sort() });
    // Every other language lists its files in a loader of its own (lib/i18n.ts); English loads none.
    expect({ language, loader: entries.includes('load.ts') }).toEqual({ language, loader: language !== 'en' });
  }
});

describe.each(NAMESPACES.map((ns) => [ns]))('namespace %s', (ns) => {
  const english = read('en', ns);
  const words = [...new Set(Object.keys(english).map(base))].sort();

  test('English: a key is its own text, except plural forms', () => {
    for (const [key, text] of Object.entries(english)) {
      if (PLURAL.test(key)) expect(text).not.toBe('');
      else expect({ key, text }).toEqual({ key, text: key });
    }
  });

  test.each(others.map((language) => [language]))('%s has every word, and only those', (language) => {
    const translated = read(language, ns);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const expected = words.flatMap((word) =>
      Object.keys(english).some((key) => key !== word && base(key) === word)
        ? categories.map((category) => `${word}_${category}`)
        : [word],
    );
    expect(Object.keys(translated).sort()).toEqual(expected.sort());
    for (const [key, text] of Object.entries(translated)) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      const englishText = english[key] ?? english[`${base(key)}_other`] ?? base(key);
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(englishText) });
    }
  });
});
