import { z } from './zod';

/** The languages of the interface, the server's messages and the mails (issue 36), English first. */
export const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt-BR', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_MESSAGE = `Language must be one of ${LANGUAGES.join(', ')}, or null for the browser's`;

/** An account's language: one of LANGUAGES, or null to follow the browser's. */
export const languageSchema = z
  .enum(LANGUAGES, { error: LANGUAGE_MESSAGE })
  .nullable()
  .meta({ description: "The account's language; null follows the browser's (Accept-Language)" });

/** PUT /api/users/me/language */
export const languageBody = z.object({ language: languageSchema });
export type LanguageBody = z.input<typeof languageBody>;
