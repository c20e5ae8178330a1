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

/** Messages with values (`Request body is too large (limit {{limit}} MB)`), matched by pattern. */
let patterns: { key: string; names: string[]; pattern: RegExp }[] | undefined;
const placeholder = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templated(message: string): { key: string; values: Record<string, string> } | undefined {
  patterns ??= Object.keys(enMessages)
    .filter((key) => key.includes('{{'))
    .map((key) => {
      const names = [...key.matchAll(placeholder)].map((match) => match[1] ?? '');
      const parts = key.split(placeholder).filter((_, index) => index % 2 === 0);
      return { key, names, pattern: new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 's') };
    });
  for (const { key, names, pattern } of patterns) {
    const match = pattern.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return undefined;
}

/**
 * An answer's message in `language`: the message itself when it is a key of `messages`, or
 * when it fits a key with values (the values kept as they came); else the English message as it is.
 */
export function translateMessage(language: Language, message: string): string {
  if (language === 'en') return message;
  const exact = i18n.getResource(language, 'messages', message) as string | undefined;
  if (exact !== undefined) return exact;
  const found = templated(message);
  if (!found || i18n.getResource(language, 'messages', found.key) === undefined) return message;
  return i18n.t(found.key, { lng: language, ns: 'messages', ...found.values });
}
