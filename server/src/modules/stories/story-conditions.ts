import type { Request } from 'express';
import { saveConditions, versionETag } from '../outlines/save-conditions';
import type { SaveSource } from '../outlines/revisions';

export const STORY_ETAG = {
  ETag: 'The story and its version, `"<story id>.<version>"`: send it back as `If-Match` on the saves under /api/stories/{id}',
};
const OTHER_STORY = 'If-Match names another story than the one in the path: reload it and try again';

/** A story's ETag: `"<story id>.<version>"`. */
export const storyETag = versionETag;

/**
 * A save's conditions for the story in the path (If-Match naming another story is a 412), and the
 * source its history is kept under: the writer (the revision's author), their session and tab.
 */
export function conditionsFor(
  req: Request,
  storyId: string,
  writer: { id: string; sessionId: string },
): { ifMatch?: number; source: SaveSource } {
  const { ifMatch, tab } = saveConditions(req, { of: { id: storyId, other: OTHER_STORY } });
  return { ifMatch, source: { userId: writer.id, sessionId: writer.sessionId, tab } };
}
