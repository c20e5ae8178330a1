/**
 * Every language has every word (docs/decisions/187-the-servers-language.md, as the client's
 * decision 186): each namespace under `src/locales/<language>/` holds exactly English's keys, with
 * the plural forms its language needs, the same `{{placeholders}}` and no empty text; and every
 * namespace is in `NAMESPACES`. The rules are contract/src/locale-rules.ts, the client's too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { englishProblems, translationProblems } from '@three-act/contract/locale-rules';
import { tooLong } from '@three-act/contract/text';
import { LANGUAGES, NAMESPACES, translateMessage } from '../lib/i18n';

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

/** The client's form messages (its `errors` namespace), many of them the contract's and the server's own. */
const clientErrors = (language: string): Record<string, string> =>
  JSON.parse(
    fs.readFileSync(path.join(root, '../../../client/src/locales', language, 'errors.json'), 'utf8'),
  ) as Record<string, string>;

test.each(others.map((language) => [language]))(
  '%s: a message the form and the server both say is worded the same',
  (language) => {
    const server = read(language, 'messages');
    const client = clientErrors(language);
    const differ = Object.keys(client)
      .filter((key) => key in server && server[key] !== client[key])
      .map((key) => ({ key, server: server[key], client: client[key] }));
    expect(differ).toEqual([]);
  },
);

describe.each(NAMESPACES.map((ns) => [ns]))('namespace %s', (ns) => {
  const english = read('en', ns);

  test('English: a key is its own text, except plural forms', () => {
    expect(englishProblems(english)).toEqual([]);
  });

  test.each(others.map((language) => [language]))('%s has every word, and only those', (language) => {
    expect(translationProblems(english, read(language, ns), language)).toEqual([]);
  });
});

describe('messages with values (translateMessage)', () => {
  it('picks the plural form by the number in the English message (Polish and Russian have four)', () => {
    expect(translateMessage('pl', 'A story has at most 1000 scenes')).toBe('Historia ma najwyżej 1000 scen');
    expect(translateMessage('pl', 'A story has at most 2 scenes')).toBe('Historia ma najwyżej 2 sceny');
    expect(translateMessage('ru', 'A story has at most 21 scenes')).toBe('В истории не больше 21 сцены');
    expect(translateMessage('ru', 'A story has at most 5 scenes')).toBe('В истории не больше 5 сцен');
    expect(translateMessage('de', 'Kin still holds 1 entry: delete or move it first')).toBe(
      'Kin enthält noch 1 Eintrag: lösche oder verschiebe ihn zuerst',
    );
    expect(translateMessage('de', 'Kin still holds 3 entries: delete or move them first')).toBe(
      'Kin enthält noch 3 Einträge: lösche oder verschiebe sie zuerst',
    );
  });

  it('puts a known field’s label into the language and keeps other values as they came', () => {
    expect(translateMessage('de', tooLong('Bio', 5000))).toBe('Über mich darf höchstens 5000 Zeichen lang sein');
    expect(translateMessage('pl', 'Post must be at most 10,000 characters')).toBe(
      'Pole „Wpis” może mieć najwyżej 10000 znaków',
    );
    // A JSON field's name and a writer's own field name are not words to translate.
    expect(translateMessage('fr', 'matchCase must be true or false')).toBe(
      'Le champ « matchCase » doit valoir true ou false',
    );
    expect(translateMessage('es', 'Hair Colour must be a number')).toBe('El campo «Hair Colour» debe ser un número');
    expect(translateMessage('it', 'Beat 7f3e is not a beat of this story')).toBe(
      'Il beat 7f3e non è un beat di questa storia',
    );
  });

  it('translates a message behind a field’s path, and leaves unknown messages in English', () => {
    expect(translateMessage('ru', 'acts[0].name: Act name is required')).toBe(
      'acts[0].name: Заполни поле «Название акта»',
    );
    expect(translateMessage('nl', 'Something nobody wrote a key for')).toBe('Something nobody wrote a key for');
    expect(translateMessage('en', 'A story has at most 1000 scenes')).toBe('A story has at most 1000 scenes');
  });

  it('says zod’s own messages for fields the contract words nothing for (a REST client’s extra keys, its limits)', () => {
    expect(translateMessage('de', 'Unrecognized keys: "b", "c"')).toBe('Unbekannte Felder: "b", "c"');
    expect(translateMessage('ru', 'Too big: expected string to have <=3 characters')).toBe(
      'Слишком длинно: максимум символов — 3',
    );
    expect(translateMessage('fr', 'Invalid option: expected one of "x"|"y"')).toBe(
      'Option invalide : une de "x"|"y" est attendue',
    );
  });

  it('covers the contract’s and the services’ messages in every language', () => {
    const messages = [
      tooLong('Title', 200),
      `${'Scene title'} is required`,
      'Post text is required',
      'Story not found',
      'Entry not found',
      'Post not found',
      'Nothing to change',
      'A story can have at most 200 characters',
      'You can keep at most 100 stories: delete one to start another',
      'wordTarget must be a whole number from 1 to 1000000',
      'status must be one of idea, drafted, revised, done',
      'Your account is suspended until 1 May 2027 at 10:00 UTC. Reason: spam',
    ];
    for (const language of others)
      for (const message of messages) {
        const text = translateMessage(language, message);
        expect({ language, message, translated: text !== message && !text.includes('{{') }).toEqual({
          language,
          message,
          translated: true,
        });
      }
  });
});
