import { body, type ValidationChain } from 'express-validator';

// PostgreSQL text cannot hold NUL; removing it keeps such input a 400 or a save, never a 500.
export const withoutNul = (value: string) => value.replaceAll('\u0000', '');

/** validator.js isURL options for an absolute http(s) link. */
export const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true };

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

interface Messages {
  required?: string;
  tooLong?: string;
}

/** Adds the rules of a non-blank single-line text to a chain: text, NUL removed, trimmed, non-empty, within max. */
export const nonBlankText = (chain: ValidationChain, label: string, max: number, messages: Messages = {}) => {
  const required = messages.required ?? `${label} is required`;
  return chain
    .isString()
    .withMessage(required)
    .bail()
    .customSanitizer(withoutNul)
    .trim()
    .notEmpty()
    .withMessage(required)
    .bail()
    .isLength({ max })
    .withMessage(messages.tooLong ?? tooLong(label, max));
};

/** A required, trimmed, single-line body field with a length limit. */
export const requiredText = (field: string, label: string, max: number, messages?: Messages) =>
  nonBlankText(body(field), label, max, messages);

const nullOrString = (value: unknown) => value === null || typeof value === 'string';
const blankToNull = (value: string | null) => (value === null ? null : withoutNul(value).trim() || null);

/** Optional free text: null, '' or blank clears it (stored as null); otherwise trimmed and length-checked. */
export const optionalText = (field: string, label: string, max: number) =>
  body(field)
    .optional()
    .custom(nullOrString)
    .withMessage(`${label} must be text`)
    .bail()
    .customSanitizer(blankToNull)
    .custom((value: string | null) => value === null || value.length <= max)
    .withMessage(tooLong(label, max));

/** Optional http(s) link: empty clears it; anything else must be an absolute http(s) URL within max. */
export const optionalLink = (field: string, label: string, max: number) =>
  body(field)
    .optional()
    .custom(nullOrString)
    .withMessage(`${label} must be an http(s) link`)
    .bail()
    .customSanitizer(blankToNull)
    .custom((value: string | null) => value === null || value.length <= max)
    .withMessage(tooLong(label, max))
    .bail()
    .if((value: string | null) => value !== null)
    .isURL(HTTP_URL)
    .withMessage(`${label} must be an http(s) link`);
