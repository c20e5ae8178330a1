/**
 * What a translation must hold (docs/decisions/186-the-writers-language.md, 187): the rules the
 * client's and the server's completeness tests share. Keys are the English text; a word with plural
 * forms is kept as `<word>_<category>` for each of its language's plural categories
 * (Intl.PluralRules); every translation keeps its English text's `{{placeholders}}` and is not empty.
 */

type Words = Record<string, string>;

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** English's own problems: a key that is not its own text (plural forms aside), or an empty plural form. */
export function englishProblems(english: Words): string[] {
  return Object.entries(english).flatMap(([key, text]) => {
    if (PLURAL.test(key)) return text === '' ? [`"${key}" is empty`] : [];
    return text === key ? [] : [`"${key}" reads "${text}", not its own key`];
  });
}

/** The keys `language` must hold for these English words: each word once, or once per plural category. */
export function expectedKeys(english: Words, language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const words = [...new Set(Object.keys(english).map(base))];
  return words
    .flatMap((word) =>
      Object.keys(english).some((key) => key !== word && base(key) === word)
        ? categories.map((category) => `${word}_${category}`)
        : [word],
    )
    .sort();
}

/** What a translation lacks or has too many of, empty texts, and placeholders that differ from English's. */
export function translationProblems(english: Words, translated: Words, language: string): string[] {
  const expected = expectedKeys(english, language);
  const held = new Set(Object.keys(translated));
  const wanted = new Set(expected);
  return [
    ...expected.filter((key) => !held.has(key)).map((key) => `missing "${key}"`),
    ...[...held].filter((key) => !wanted.has(key)).map((key) => `not an English word: "${key}"`),
    ...Object.entries(translated).flatMap(([key, text]) => {
      if (text.trim() === '') return [`"${key}" is empty`];
      const englishText = english[key] ?? english[`${base(key)}_other`] ?? base(key);
      const mine = placeholders(text).join(', ');
      const theirs = placeholders(englishText).join(', ');
      return mine === theirs ? [] : [`"${key}" has placeholders [${mine}], English [${theirs}]`];
    }),
  ];
}
