import { z } from './zod';
import {
  ASIN_LENGTH,
  BIO_MAX,
  GENRE_MAX,
  GENRES_MAX,
  PAGE_SIZE_MAX,
  PROFILE_FIELD_MAX,
  PROFILE_PAGE_MAX,
  USER_SEARCH_MAX,
  WORK_AUTHOR_MAX,
  WORK_DESC_MAX,
  WORK_GENRE_MAX,
  WORK_TITLE_MAX,
} from './limits';
import { optionalLink, optionalText, queryInt, requiredText, searchParam, holdableText } from './text';

/** The professional statuses, in the order the form lists them. */
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

export const TEXT_FIELDS = ['company', 'location', 'bio'] as const;
export const SOCIAL_FIELDS = ['twitter', 'facebook', 'youtube', 'linkedin', 'instagram'] as const;
export type SocialField = (typeof SOCIAL_FIELDS)[number];
export const LINK_FIELDS = ['website', 'amazonauthor', ...SOCIAL_FIELDS] as const;
/** Genres shown on a profile card in the list. */
export const CARD_GENRES = 4;

/**
 * "Fantasy, sci-fi , Fantasy" or ["Fantasy", " sci-fi"] → ["Fantasy", "sci-fi"]: trimmed, blanks
 * dropped, duplicates (ignoring case) dropped, first spelling kept. Anything else → null.
 */
export function parseGenres(value: unknown): string[] | null {
  let parts: unknown[];
  if (typeof value === 'string') parts = value.split(',');
  else if (Array.isArray(value)) parts = value;
  else return null;
  const seen = new Set<string>();
  const genres: string[] = [];
  for (const part of parts) {
    if (typeof part !== 'string') return null;
    const genre = holdableText(part).trim().replace(/\s+/g, ' ');
    const key = genre.toLowerCase();
    if (!genre || seen.has(key)) continue;
    seen.add(key);
    genres.push(genre);
  }
  return genres;
}

const statusSchema = z
  .string({ error: 'Status is required' })
  .transform((value) => value.trim())
  .pipe(z.string().min(1, { error: 'Status is required' }))
  .pipe(z.enum(STATUSES, { error: `Status must be one of: ${STATUSES.join(', ')}` }));

const genresSchema = z
  .union([z.string(), z.array(z.string())], { error: 'Genres must be comma-separated text' })
  .transform((value, ctx) => {
    const genres = parseGenres(value);
    if (genres === null) {
      ctx.addIssue({ code: 'custom', message: 'Genres must be comma-separated text' });
      return z.NEVER;
    }
    return genres;
  })
  .pipe(
    z
      .array(z.string())
      .min(1, { error: 'Genres is required' })
      .refine((genres) => genres.length <= GENRES_MAX && genres.every((genre) => genre.length <= GENRE_MAX), {
        error: `At most ${GENRES_MAX} genres of at most ${GENRE_MAX} characters each`,
      }),
  );

/**
 * POST /api/profile: status and genres on every save; the other fields change only when sent,
 * and an empty value clears them.
 */
export const profileBody = z.object({
  status: statusSchema,
  genres: genresSchema,
  company: optionalText('Company', PROFILE_FIELD_MAX, { oneLine: true }),
  location: optionalText('Location', PROFILE_FIELD_MAX, { oneLine: true }),
  bio: optionalText('Bio', BIO_MAX),
  website: optionalLink('Website', PROFILE_FIELD_MAX),
  amazonauthor: optionalLink('Amazon author page', PROFILE_FIELD_MAX),
  twitter: optionalLink('Twitter', PROFILE_FIELD_MAX),
  facebook: optionalLink('Facebook', PROFILE_FIELD_MAX),
  youtube: optionalLink('YouTube', PROFILE_FIELD_MAX),
  linkedin: optionalLink('LinkedIn', PROFILE_FIELD_MAX),
  instagram: optionalLink('Instagram', PROFILE_FIELD_MAX),
});
export type ProfileBody = z.input<typeof profileBody>;
export type ProfileChanges = z.output<typeof profileBody>;

const ASIN_MESSAGE = 'ASIN must be 10 letters or digits';

/** PUT /api/profile/works */
export const workBody = z.object({
  title: requiredText('Title', WORK_TITLE_MAX, { oneLine: true }),
  author: requiredText('Author', WORK_AUTHOR_MAX, { oneLine: true }),
  genre: optionalText('Genre', WORK_GENRE_MAX, { oneLine: true }),
  desc: optionalText('Description', WORK_DESC_MAX),
  asin: z
    .union([z.string(), z.null()], { error: ASIN_MESSAGE })
    .transform((value) => (value === null ? null : value.trim().toUpperCase() || null))
    .refine((value) => value === null || new RegExp(`^[A-Z0-9]{${ASIN_LENGTH}}$`).test(value), { error: ASIN_MESSAGE })
    .optional(),
  url: optionalLink('URL', PROFILE_FIELD_MAX),
});
export type WorkBody = z.input<typeof workBody>;
export type NewWork = z.output<typeof workBody>;

/** GET /api/profile */
export const listProfilesQuery = z.object({
  page: queryInt('page', 1, PROFILE_PAGE_MAX, 'page must be a whole number from 1'),
  limit: queryInt('limit', 1, PAGE_SIZE_MAX),
  /** Part of a writer's name, any case. */
  q: searchParam('Search text', USER_SEARCH_MAX),
  /** One of the writer's genres, whole, any case. */
  genre: searchParam('Genre', GENRE_MAX),
});

export const workSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  genre: z.string(),
  desc: z.string(),
  asin: z.string(),
  url: z.string(),
});
export type Work = z.infer<typeof workSchema>;

export const profileSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), avatar: z.string() }),
  status: z.string(),
  company: z.string(),
  website: z.string(),
  location: z.string(),
  genres: z.array(z.string()),
  bio: z.string(),
  amazonauthor: z.string(),
  social: z.object({
    twitter: z.string(),
    facebook: z.string(),
    youtube: z.string(),
    linkedin: z.string(),
    instagram: z.string(),
  }),
  works: z.array(workSchema),
  date: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
