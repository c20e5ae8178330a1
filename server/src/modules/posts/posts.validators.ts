import { query } from 'express-validator';
import { requiredText } from '../../lib/text-rules';

export const POST_MAX = 10_000;
export const COMMENT_MAX = 3_000;
export const PAGE_SIZE = 20;
export const PAGE_SIZE_MAX = 50;

/** Plain text (never HTML: React escapes it on display), trimmed, non-empty, within the limit. */
const plainText = (label: string, max: number) =>
  requiredText('text', label, max, {
    required: `${label} text is required`,
    tooLong: `${label} must be at most ${max.toLocaleString('en-US')} characters`,
  });

export const createPostRules = [plainText('Post', POST_MAX)];
export const createCommentRules = [plainText('Comment', COMMENT_MAX)];

export const listPostsRules = [
  query('limit')
    .optional()
    .isInt({ min: 1, max: PAGE_SIZE_MAX })
    .withMessage(`limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
    .bail()
    .toInt(),
  query('cursor')
    .optional()
    .isString()
    .withMessage('cursor is not valid')
    .bail()
    .isLength({ max: 200 })
    .withMessage('cursor is not valid'),
];
