/**
 * The server's languages (docs/decisions/187-the-servers-language.md): i18next with the English
 * words as keys, as in the client (decision 186). `messages` holds the messages of the API's answers (errors, and the `{ msg }` of a few successes),
 * `mails` the words of the mails. English needs no lookup; a message missing in a language stays
 * English. Writers' own text is only ever a value inside a sentence, never a key.
 */
import type { Request } from 'express';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '@three-act/contract/languages';
import deMessages from '../locales/de/messages.json';
import deMails from '../locales/de/mails.json';
import enMessages from '../locales/en/messages.json';
import enMails from '../locales/en/mails.json';
import esMessages from '../locales/es/messages.json';
import esMails from '../locales/es/mails.json';
import frMessages from '../locales/fr/messages.json';
import frMails from '../locales/fr/mails.json';
import itMessages from '../locales/it/messages.json';
import itMails from '../locales/it/mails.json';
import nlMessages from '../locales/nl/messages.json';
import nlMails from '../locales/nl/mails.json';
import plMessages from '../locales/pl/messages.json';
import plMails from '../locales/pl/mails.json';
import ptBRMessages from '../locales/pt-BR/messages.json';
import ptBRMails from '../locales/pt-BR/mails.json';
import ruMessages from '../locales/ru/messages.json';
import ruMails from '../locales/ru/mails.json';

export { LANGUAGES, type Language };

/** Every namespace under `src/locales/<language>/` (the completeness test holds the folders to it). */
export const NAMESPACES = ['messages', 'mails'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const resources: Record<Language, Record<Namespace, Record<string, string>>> = {
  en: { messages: enMessages, mails: enMails },
  de: { messages: deMessages, mails: deMails },
  es: { messages: esMessages, mails: esMails },
  fr: { messages: frMessages, mails: frMails },
  it: { messages: itMessages, mails: itMails },
  nl: { messages: nlMessages, mails: nlMails },
  pl: { messages: plMessages, mails: plMails },
  'pt-BR': { messages: ptBRMessages, mails: ptBRMails },
  ru: { messages: ruMessages, mails: ruMails },
};

/** Its own instance: the server never changes a global language, each call names its own. */
const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'messages',
  // Natural keys: "Name is required" and "Reason: {{reason}}" are keys, not paths.
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  returnNull: false,
  // The mails escape what goes into their HTML part themselves; JSON answers need no escaping.
  // A value (a writer's name, a title) is never read for placeholders or nesting.
  interpolation: { escapeValue: false, skipOnVariables: true },
});

const isLanguage = (code: unknown): code is Language => LANGUAGES.some((language) => language === code);

/** The closest of our languages to a tag ("de-AT" → de, "pt" → pt-BR); undefined when none is close. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  if (isLanguage(tag)) return tag;
  const base = tag.toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === base);
}

const baseOf = (tag: string) => tag.trim().toLowerCase().split(/[-;]/)[0] ?? '';

/**
 * The best of our languages that the request's `Accept-Language` names ("de-AT" → de, "pt" →
 * pt-BR), or null when it names none of them (no header, "*", only other languages). Sign-up keeps
 * it as the new account's language.
 */
export function acceptedLanguage(req: Request): Language | null {
  const header = req.get('accept-language');
  if (!header) return null;
  // Express's negotiation weighs q-values and matches a tag's base ("de-AT" → de, "pt" → pt-BR).
  const best = matchLanguage(req.acceptsLanguages(...LANGUAGES) || undefined);
  if (!best) return null;
  // "*" lets Express answer our first language, English, though the browser named none of ours.
  const named = header.split(',').some((tag) => baseOf(tag) === baseOf(best));
  return named ? best : null;
}

/**
 * The language of a request's messages: the signed-in account's, else the best of ours the
 * `Accept-Language` header asks for, else English.
 */
export function requestLanguage(req: Request): Language {
  return req.user?.language ?? acceptedLanguage(req) ?? 'en';
}

/** A namespace's words in one language. */
export const wordsOf = (language: Language, ns: Namespace): TFunction => i18n.getFixedT(language, ns);

/**
 * Messages with values (`Request body is too large (limit {{limit}} MB)`), matched by the English
 * text of each key (each plural form of a key with `{{count}}`), in the file's order: a specific
 * key comes before a general one it would also fit. Two placeholders mean more than a value:
 * `count` must be a number (it picks the plural form: "at most 200 characters" is `_other` in
 * English, `_many` in Polish), and `label` names a field ("Title", "Bio"), put into the language
 * when `messages` knows it and kept as it came otherwise (a JSON field such as `wordTarget`, a
 * writer's own field name).
 */
let patterns: { key: string; names: string[]; pattern: RegExp }[] | undefined;
const placeholder = /\{\{\s*(\w+)\s*\}\}/g;
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const known = (language: Language, key: string) => i18n.getResource(language, 'messages', key) as string | undefined;

function templates() {
  patterns ??= Object.entries(enMessages as Record<string, string>)
    .filter(([, text]) => text.includes('{{'))
    .map(([key, text]) => {
      const names = [...text.matchAll(placeholder)].map((match) => match[1] ?? '');
      const parts = text.split(placeholder).filter((_, index) => index % 2 === 0);
      const pattern = new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 's');
      return { key: key.replace(PLURAL_FORM, ''), names, pattern };
    });
  return patterns;
}

/** A placeholder's value as the translation takes it, or undefined when it cannot be that value. */
function valueOf(language: Language, name: string, value: string): string | number | undefined {
  if (name === 'count') return /^\d[\d,]*$/.test(value) ? Number(value.replaceAll(',', '')) : undefined;
  if (name === 'label') return known(language, value) ?? value;
  return value;
}

function translated(language: Language, message: string): string | undefined {
  const exact = known(language, message);
  if (exact !== undefined) return exact;
  for (const { key, names, pattern } of templates()) {
    const match = pattern.exec(message);
    if (!match || (known(language, key) ?? known(language, `${key}_other`)) === undefined) continue;
    const values = names.map((name, index) => valueOf(language, name, match[index + 1] ?? ''));
    if (values.includes(undefined)) continue;
    return i18n.t(key, {
      lng: language,
      ns: 'messages',
      ...Object.fromEntries(names.map((name, index) => [name, values[index]])),
    });
  }
  return undefined;
}

/** A field's path before a message ("acts[0].name: Act name is required", from an imported file). */
const PATH_PREFIX = /^([A-Za-z_$][\w$]*(?:\.[\w$]+|\[\d+\])*): (.+)$/s;

/**
 * An answer's message in `language`: the message itself when it is a key of `messages`, or when
 * it fits a key with values, or behind a field's path; else the English message as it is.
 */
export function translateMessage(language: Language, message: string): string {
  if (language === 'en') return message;
  // The path first: "acts[0].name: Act name is required" would otherwise fit "{{label}} is required".
  const path = PATH_PREFIX.exec(message);
  const rest = path ? translated(language, path[2] ?? '') : undefined;
  if (path && rest !== undefined) return `${path[1]}: ${rest}`;
  return translated(language, message) ?? message;
}
