/**
 * Every language has every word (docs/decisions/187-the-servers-language.md, as the client's
 * decision 186): each namespace under `src/locales/<language>/` holds exactly English's keys, with
 * the plural forms its language needs, the same `{{placeholders}}` and no empty text; and every
 * namespace is in `NAMESPACES`. The rules are contract/src/locale-rules.ts, the client's too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { englishProblems, translationProblems } from '@three-act/contract/locale-rules';
import { LANGUAGES, NAMESPACES } from '../lib/i18n';

const root = __dirname;
const read = (language: string, ns: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(root, language, `${ns}.json`), 'utf8')) as Record<string, string>;

const others = LANGUAGES.filter((language) => language !== 'en');

test('every folder is a language and every file a namespace the server loads', () => {
  const folders = fs.readdirSync(root).filter((entry) => fs.statSync(path.join(root, entry)).isDirectory());
  expect(folders.sort()).toEqual([...LANGUAGES].sort());
  for (const language of LANGUAGES) {
    const files = fs.readdirSync(path.join(root, language)).map((file) => file.replace(/\.json$/, ''));
    expect({ language, namespaces: files.sort() }).toEqual({ language, namespaces: [...NAMESPACES].sort() });
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
