import { body } from 'express-validator';
import type { outlines } from '../../db/schema';
import { hasVisibleText, sanitizeRichText } from '../../lib/sanitize-html';
import { HTTP_URL, nonBlankText, requiredText, withoutNul } from '../../lib/text-rules';

const pad = (n: number) => String(n).padStart(2, '0');
const beatsOf = (act: number, count: number) => Array.from({ length: count }, (_, i) => `act${act}a${pad(i + 1)}`);

export type BeatKey = Extract<keyof typeof outlines.$inferSelect, `act${number}a${string}`>;

/** act1a01..act1a08, act2a01..act2a16, act3a01..act3a08: the 32 beats of spec §3 / decisions.md. */
export const BEAT_KEYS = [...beatsOf(1, 8), ...beatsOf(2, 16), ...beatsOf(3, 8)] as BeatKey[];

export const TITLE_MAX = 200;
export const BEAT_MAX = 10_000;
export const NAME_MAX = 100;
export const DESC_MAX = 20_000;
export const PHOTO_URL_MAX = 2_000;
export const NOTE_TITLE_MAX = 100;
export const NOTE_TEXT_MAX = 5_000;

/**
 * Every field is optional so a save only changes what it carries (act 2 never erases act 1);
 * fields not listed here never reach the service. Title presence on first save is the service's rule.
 */
export const saveOutlineRules = [
  nonBlankText(body('title').optional(), 'Title', TITLE_MAX),
  body('promptDismissed')
    .optional()
    .custom((value) => typeof value === 'boolean')
    .withMessage('promptDismissed must be true or false'),
  ...BEAT_KEYS.map((key) =>
    body(key)
      .optional()
      .custom((value) => value === null || typeof value === 'string')
      .withMessage('Each answer must be text')
      .bail()
      .custom((value: string | null) => value === null || value.length <= BEAT_MAX)
      .withMessage(`Each answer must be at most ${BEAT_MAX} characters`)
      .bail()
      // An empty or blank answer is a cleared beat, stored as null so progress does not count it.
      .customSanitizer((value: string | null) => {
        const text = value === null ? '' : withoutNul(value);
        return text.trim() === '' ? null : text;
      }),
  ),
];

export const createCharacterRules = [
  requiredText('name', 'Name', NAME_MAX),
  body('desc')
    .isString()
    .withMessage('Description is required')
    .bail()
    .isLength({ max: DESC_MAX })
    .withMessage(`Description must be at most ${DESC_MAX} characters`)
    .bail()
    .customSanitizer(sanitizeRichText)
    .custom(hasVisibleText)
    .withMessage('Description is required'),
  nonBlankText(body('photoUrl'), 'Photo URL', PHOTO_URL_MAX)
    .bail()
    .isURL(HTTP_URL)
    .withMessage('Photo URL must be an http(s) link'),
  // The old form sent the text TRUE; the checkbox sends a boolean. Anything else means "not the protagonist".
  body('protag').customSanitizer(
    (value: unknown) => value === true || (typeof value === 'string' && value.toUpperCase() === 'TRUE'),
  ),
];

export const addNoteRules = [
  requiredText('noteTitle', 'Note title', NOTE_TITLE_MAX),
  requiredText('noteText', 'Note text', NOTE_TEXT_MAX),
];
