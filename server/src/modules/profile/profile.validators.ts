import { body, query } from 'express-validator';
import { optionalLink, optionalText, requiredText, withoutNul } from '../../lib/text-rules';

/** The professional statuses of spec §5, in the order the form lists them. */
export const STATUSES = [
  'Just Looking',
  'Amateur or Hobbyist',
  'Aspiring Writer',
  'Published Writer',
  'Student or Learning',
  'Instructor',
  'Other',
] as const;
export type Status = (typeof STATUSES)[number];

export const FIELD_MAX = 500;
export const BIO_MAX = 5_000;
export const GENRES_MAX = 30;
export const GENRE_MAX = 100;
export const WORK_TITLE_MAX = 200;
export const WORK_AUTHOR_MAX = 200;
export const WORK_GENRE_MAX = 100;
export const WORK_DESC_MAX = 5_000;
export const PAGE_SIZE = 20;
export const PAGE_SIZE_MAX = 50;

export const TEXT_FIELDS = ['company', 'location', 'bio'] as const;
export const LINK_FIELDS = ['website', 'amazonauthor', 'twitter', 'facebook', 'youtube', 'linkedin', 'instagram'] as const;

const LABELS: Record<(typeof TEXT_FIELDS)[number] | (typeof LINK_FIELDS)[number], string> = {
  company: 'Company',
  location: 'Location',
  bio: 'Bio',
  website: 'Website',
  amazonauthor: 'Amazon author page',
  twitter: 'Twitter',
  facebook: 'Facebook',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
};


/**
 * "Fantasy, sci-fi , Fantasy" or ["Fantasy", " sci-fi"] → ["Fantasy", "sci-fi"]: trimmed, blanks
 * dropped, duplicates (ignoring case) dropped, first spelling kept. Anything else → null.
 */
export function parseGenres(value: unknown): string[] | null {
  let parts: unknown[];
  if (typeof value === 'string') parts = value.split(',');
  else if (Array.isArray(value)) parts = value;
  else return null;
  if (!parts.every((part) => typeof part === 'string')) return null;
  const seen = new Set<string>();
  const genres: string[] = [];
  for (const part of parts as string[]) {
    const genre = withoutNul(part).trim().replace(/\s+/g, ' ');
    const key = genre.toLowerCase();
    if (!genre || seen.has(key)) continue;
    seen.add(key);
    genres.push(genre);
  }
  return genres;
}

/**
 * Status and genres are required on every save; the other fields change only when sent, and an
 * empty value clears them. Fields not listed here never reach the service.
 */
export const saveProfileRules = [
  body('status')
    .isString()
    .withMessage('Status is required')
    .bail()
    .trim()
    .notEmpty()
    .withMessage('Status is required')
    .bail()
    .isIn(STATUSES)
    .withMessage(`Status must be one of: ${STATUSES.join(', ')}`),
  body('genres')
    .custom((value) => parseGenres(value) !== null)
    .withMessage('Genres must be comma-separated text')
    .bail()
    .customSanitizer(parseGenres)
    .custom((genres: string[]) => genres.length > 0)
    .withMessage('Genres is required')
    .bail()
    .custom((genres: string[]) => genres.length <= GENRES_MAX && genres.every((genre) => genre.length <= GENRE_MAX))
    .withMessage(`At most ${GENRES_MAX} genres of at most ${GENRE_MAX} characters each`),
  ...TEXT_FIELDS.map((field) => optionalText(field, LABELS[field], field === 'bio' ? BIO_MAX : FIELD_MAX)),
  ...LINK_FIELDS.map((field) => optionalLink(field, LABELS[field], FIELD_MAX)),
];

export const addWorkRules = [
  requiredText('title', 'Title', WORK_TITLE_MAX),
  requiredText('author', 'Author', WORK_AUTHOR_MAX),
  optionalText('genre', 'Genre', WORK_GENRE_MAX),
  optionalText('desc', 'Description', WORK_DESC_MAX),
  body('asin')
    .optional()
    .custom((value) => value === null || typeof value === 'string')
    .withMessage('ASIN must be 10 letters or digits')
    .bail()
    .customSanitizer((value: string | null) => (value === null ? null : value.trim().toUpperCase() || null))
    .custom((value: string | null) => value === null || /^[A-Z0-9]{10}$/.test(value))
    .withMessage('ASIN must be 10 letters or digits'),
  optionalLink('url', 'URL', FIELD_MAX),
];

export const listProfilesRules = [
  query('page').optional().isInt({ min: 1, max: 100_000 }).withMessage('page must be a whole number from 1').bail().toInt(),
  query('limit')
    .optional()
    .isInt({ min: 1, max: PAGE_SIZE_MAX })
    .withMessage(`limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
    .bail()
    .toInt(),
];
