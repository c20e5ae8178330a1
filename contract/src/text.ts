import { z } from './zod';
import isURL from 'validator/lib/isURL';

/**
 * Characters no stored text keeps (docs/decisions/149-small-findings-of-the-second-attack.md):
 * NUL (PostgreSQL text cannot hold it), U+FFFE and U+FFFF, and lone surrogates, all outside XML
 * 1.0's range, so a DOCX export would be unreadable. Never meant by a writer: removed.
 */
// eslint-disable-next-line no-control-regex -- these control characters are the point
const NEVER_HELD = /\u0000|[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** The other C0 controls XML 1.0 forbids (tab, line feed and carriage return stay). */
// eslint-disable-next-line no-control-regex -- these control characters are the point
const C0_OUTSIDE_XML = /[\u0001-\u0008\u000B\u000C\u000E-\u001F]/g;

/**
 * Text every format can hold (PostgreSQL, JSON, Markdown, DOCX's XML 1.0): what XML 1.0 forbids is
 * removed, as pasted text often carries it. One-line fields keep the other controls so that their
 * own rule refuses them with a clear message (`keepControls`).
 */
export const holdableText = (value: string, { keepControls = false }: { keepControls?: boolean } = {}) => {
  const held = value.replace(NEVER_HELD, '');
  return keepControls ? held : held.replace(C0_OUTSIDE_XML, '');
};

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
    .transform((value) => holdableText(value, { keepControls: messages.oneLine }).trim())
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .max(max, { error: messages.tooLong ?? tooLong(label, max) })
        .refine((value) => !messages.oneLine || !hasControlCharacter(value), { error: oneLineMessage(label) }),
    )
    .meta({ minLength: 1, maxLength: max });
}

const blankToNull = (value: string | null, keepControls = false) =>
  value === null ? null : holdableText(value, { keepControls }).trim() || null;

/** Optional free text: null, '' or blank clears it (null); otherwise trimmed and within max. */
export function optionalText(label: string, max: number, { oneLine = false }: { oneLine?: boolean } = {}) {
  return z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .transform((value) => blankToNull(value, oneLine))
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
    .transform((value) => blankToNull(value))
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
    .transform((value) => holdableText(value).trim())
    .pipe(z.string().max(max, { error: message }))
    .optional();
}
