/**
 * How the app asks for its reads and names what it read, without zod: a page's first screen needs
 * these before any schema is loaded (docs/decisions/193-first-screens-without-schemas.md).
 */

/**
 * `?absent=null` on a signed-in writer's reads of their own story and profile (GET /api/outlines/me,
 * GET /api/profile/me): a writer who has none yet gets 200 with `null` instead of the spec's 404,
 * which browsers log as an error on an ordinary state (docs/decisions/171-pages-in-one-trip.md).
 * Without it the routes answer as the spec says.
 */
export const ABSENT_AS_NULL = 'null';

/**
 * A story's ETag, and what a save sends back in If-Match: the story and the version the writer's
 * copy came from (docs/decisions/126-conflict-safe-saves.md). A save for a story that is no longer
 * current answers 412 and writes nothing.
 */
export const outlineETag = ({ _id, version }: { _id: string; version: number }) => `"${_id}.${version}"`;
