/**
 * Every language has every word (docs/decisions/186-the-writers-language.md): each namespace under
 * `src/locales/<language>/` holds exactly English's keys, with the plural forms its language needs,
 * the same `{{placeholders}}` and no empty text; and every namespace is in `NAMESPACES`. The rules
 * are contract/src/locale-rules.ts, the server's too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { englishProblems, translationProblems } from '@three-act/contract/locale-rules';
import { LANGUAGES, NAMESPACES } from '../lib/i18n';

const root = __dirname;
const read = (language: string, ns: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(root, language, `${ns}.json`), 'utf8'));

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

  test('English: a key is its own text, except plural forms', () => {
    expect(englishProblems(english)).toEqual([]);
  });

  test.each(others.map((language) => [language]))('%s has every word, and only those', (language) => {
    expect(translationProblems(english, read(language, ns), language)).toEqual([]);
  });
});
