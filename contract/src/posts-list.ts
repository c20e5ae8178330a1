/**
 * Brainstorm's list and its cards as the browser needs them, without zod: the orders, the found-count
 * header, the report's reasons (docs/decisions/193-first-screens-without-schemas.md). The schemas
 * are in posts.ts.
 */

/**
 * The Brainstorm's orders (decision 135): `top` by stars then newest, `new` newest first, `active` by
 * the latest comment. A search (`q`) ranks by relevance under `top`, and keeps the others' order.
 */
export const POST_SORTS = ['top', 'new', 'active'] as const;
export type PostSort = (typeof POST_SORTS)[number];

/**
 * The header of a search's or one writer's first page (GET /api/posts with `q` or `author`, no
 * cursor) that says how many posts the list holds: `12`, or `1000+` past POSTS_FOUND_CAP
 * ("at least"), so the count's cost stays flat however many posts match (decision 167).
 */
export const POSTS_FOUND_HEADER = 'X-Posts-Found';
export const POSTS_FOUND_PATTERN = /^\d{1,9}\+?$/;

/** How many posts a list holds, as its header says: `more` when there are at least `count`. */
export interface PostsFound {
  count: number;
  more: boolean;
}

/** The header's value for a count of `count` posts (at least, with `more`). */
export const postsFoundValue = ({ count, more }: PostsFound) => `${count}${more ? '+' : ''}`;

/** The header read back; null when absent or malformed. */
export function parsePostsFound(value: unknown): PostsFound | null {
  if (typeof value !== 'string' || !POSTS_FOUND_PATTERN.test(value)) return null;
  return { count: Number.parseInt(value, 10), more: value.endsWith('+') };
}

/** Why a writer reports a post or comment; a report that says nothing is `other`. */
export const REPORT_REASONS = ['spam', 'harassment', 'off-topic', 'explicit', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 500;
