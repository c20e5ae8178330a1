import { z } from './zod';
import isURL from 'validator/lib/isURL';

/** PostgreSQL text cannot hold NUL; removing it keeps such input a 400 or a save, never a 500. */
export const withoutNul = (value: string) => value.replaceAll('\u0000', '');

/** An absolute http(s) link, as validator.js judges it. */
export const isHttpUrl = (value: string) =>
  isURL(value, { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true });

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Line breaks, tabs and every other control character (Unicode Cc). */
export const hasControlCharacter = (value: string) => /\p{Cc}/u.test(value);

/**
 * Characters that change how text around them reads without showing themselves: bidirectional
 * controls (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069) and zero-width ones (U+200B–U+200D,
 * U+2060, U+FEFF). In a name they let "Admin\u202Eredom" or "Mod\u200Berator Team" pose as someone else.
 */
export const hasInvisibleCharacter = (value: string) =>
  /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u.test(value);

export interface TextMessages {
  required?: string;
  tooLong?: string;
  /** A single-line field (a title, a name): line breaks and control characters are refused. */
  oneLine?: boolean;
}

const oneLineMessage = (label: string) => `${label} must be one line, without control characters`;

/** A required single-line text: a string, NUL removed, trimmed, non-empty, within max. */
export function requiredText(label: string, max: number, messages: TextMessages = {}) {
  const required = messages.required ?? `${label} is required`;
  return z
    .string({ error: required })
    .transform((value) => withoutNul(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .max(max, { error: messages.tooLong ?? tooLong(label, max) })
        .refine((value) => !messages.oneLine || !hasControlCharacter(value), { error: oneLineMessage(label) }),
    )
    .meta({ minLength: 1, maxLength: max });
}

const blankToNull = (value: string | null) => (value === null ? null : withoutNul(value).trim() || null);

/** Optional free text: null, '' or blank clears it (null); otherwise trimmed and within max. */
export function optionalText(label: string, max: number, { oneLine = false }: { oneLine?: boolean } = {}) {
  return z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .transform(blankToNull)
    .pipe(
      z
        .string()
        .max(max, { error: tooLong(label, max) })
        .refine((value) => !oneLine || !hasControlCharacter(value), { error: oneLineMessage(label) })
        .nullable(),
    )
    .meta({ type: ['string', 'null'], maxLength: max })
    .optional();
}

/** Optional http(s) link: empty clears it (null); anything else an absolute http(s) URL within max. */
export function optionalLink(label: string, max: number) {
  const notLink = `${label} must be an http(s) link`;
  return z
    .union([z.string(), z.null()], { error: notLink })
    .transform(blankToNull)
    .pipe(
      z
        .string()
        .max(max, { error: tooLong(label, max) })
        .refine(isHttpUrl, { error: notLink })
        .nullable(),
    )
    .meta({ type: ['string', 'null'], format: 'uri', maxLength: max })
    .optional();
}

/** A whole-number query parameter within [min, max], given as text (one value, never repeated). */
export function queryInt(
  name: string,
  min: number,
  max: number,
  message = `${name} must be a whole number from ${min} to ${max}`,
) {
  return z
    .string({ error: message })
    .regex(/^[+-]?\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }))
    .optional();
}

/** An opaque paging cursor from a Link header. */
export const cursorParam = (max: number) =>
  z.string({ error: 'cursor is not valid' }).max(max, { error: 'cursor is not valid' }).optional();

/** An id in a path: any text; an unknown or malformed id is the service's 404, not a 400. */
export const idParam = z.string();

/** A search box's text in a query string: trimmed, NUL-free, at most `max` characters (any content). */
export function searchParam(label: string, max: number) {
  const message = `${label} must be at most ${max} characters`;
  return z
    .string({ error: message })
    .transform((value) => withoutNul(value).trim())
    .pipe(z.string().max(max, { error: message }))
    .optional();
}
