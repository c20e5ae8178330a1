import type { Request } from 'express';
import { HttpError } from '../../lib/http-error';

const IF_MATCH = /^"(?:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.)?(\d{1,9})"$/i;
const TAB_ID = /^[\w-]{1,64}$/;

export interface SaveConditions {
  ifMatch?: number;
  /** The story the writer's copy is of, when If-Match names it: a save for another story is refused. */
  story?: string;
  tab?: string;
}

/** The ETag of what has a version, `"<id>.<version>"`: a story's, a codex entry's. */
export const versionETag = (thing: { _id: string; version: number }) => `"${thing._id}.${thing.version}"`;

/**
 * A save's conditions from its headers (docs/decisions/126-conflict-safe-saves.md): `If-Match` with
 * an ETag, `"<id>.<version>"`, or only `"<version>"`, and `X-Tab-Id`, the browser tab a save comes
 * from (revisions of one tab coalesce). Malformed → 400 saying what `etag` is. With `of`, the save is
 * for that id (the story or entry in the path): an If-Match naming another is a 412 saying `other`.
 * Without it, the id named is the story the writer's copy is of (POST /api/outlines).
 */
export function saveConditions(
  req: Request,
  {
    etag = 'the outline\'s ETag, such as "<story id>.12", or its version in quotes, such as "12"',
    of,
  }: { etag?: string; of?: { id: string; other: string } } = {},
): SaveConditions {
  const ifMatch = req.get('If-Match');
  const tab = req.get('X-Tab-Id');
  const match = ifMatch === undefined ? undefined : IF_MATCH.exec(ifMatch.trim());
  if (ifMatch !== undefined && !match) {
    throw HttpError.badRequest(`If-Match must be ${etag}`);
  }
  if (tab !== undefined && !TAB_ID.test(tab)) {
    throw HttpError.badRequest('X-Tab-Id must be 1 to 64 letters, digits, dashes or underscores');
  }
  const named = match?.[1]?.toLowerCase();
  if (of && named !== undefined && named !== of.id.toLowerCase()) throw new HttpError(412, [{ msg: of.other }]);
  return { ifMatch: match ? Number(match[2]) : undefined, story: named, tab };
}
