import {
  HISTORY_BYTES_PER_STORY_MAX,
  REVISION_COALESCE_MINUTES,
  REVISIONS_PER_FIELD_MAX,
  TABS_PER_SESSION_MAX,
} from '@three-act/contract/limits';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Param } from '../../db/prepared';
import { outlineRevisions, users } from '../../db/schema';

/**
 * The field of a story's structure before a change of its acts and beats: one revision per change,
 * never coalesced, so each can be brought back (docs/decisions/161-undo-a-structure-change.md).
 */
export const STRUCTURE_FIELD = 'structure';

/**
 * Where a save comes from: the writer who saves (the request's user, the revision's author), their
 * session, and the browser tab when the client names it.
 */
export interface SaveSource {
  userId: string;
  sessionId: string;
  tab?: string;
}

/** The source a revision is kept under: `<session>:<tab>` (a session is one writer's). */
export const sourceKey = ({ sessionId, tab }: SaveSource) => `${sessionId}:${tab ?? ''}`;

export interface FieldChange {
  /** `title`, or the id of a beat (docs/decisions/154-story-structure-as-rows.md): a value or SQL reading one. */
  field: string | SQL;
  text: Param<string | null>;
}

/**
 * The history a save of one field keeps (docs/decisions/125-revisions.md, bounded by
 * docs/decisions/151-bounded-storage-per-writer.md), as the parts of a WITH that the save's
 * statement ends with. The save writes under its source (session and tab), unless its session
 * already keeps revisions under 8 other sources in this story: then under the session's newest one
 * (`own`), so minting tab ids mints no history. The field's newest revision takes the text when it
 * has that source and author and is less than 10 minutes old (`coalesced`; never the structure's,
 * each of whose revisions is a structure to bring back; never another writer's, so a co-author's
 * save is never folded into the owner's revision, docs/decisions/191-revision-authors.md);
 * otherwise a revision is added
 * (`added`). After adding, one DELETE (`trimmed`) keeps the field's newest 100 (ranking the rows
 * before the new one, so 99 of them) and the story's history within 5 MB: every field's newest
 * revision (the current text) stays, and older ones go, oldest first, once they pass what the new
 * text and the newer revisions leave. `outlineId` and `version` are SQL: values, or reads of an
 * earlier part of the same WITH; nothing is written unless `written` holds. `author` is the saving
 * writer's id.
 */
export function revisionParts({
  outlineId,
  version,
  written,
  change,
  source,
  author,
}: {
  outlineId: SQL;
  version: SQL;
  written: SQL;
  change: FieldChange;
  source: Param<string>;
  author: Param<string>;
}): SQL {
  const field = sql`(${change.field})::text`;
  const session = sql`left(${source}::text, strpos(${source}::text, ':'))`;
  const ofSession = sql`outline_id = ${outlineId} AND starts_with(source, ${session})`;
  return sql`
    newest AS (
      SELECT id, source FROM ${outlineRevisions} WHERE outline_id = ${outlineId} AND field = ${field}
      ORDER BY saved_at DESC, id DESC LIMIT 1
    ),
    own AS (
      SELECT CASE
        WHEN (SELECT source FROM newest) = ${source}::text THEN ${source}::text
        WHEN (
          SELECT count(DISTINCT source) < ${TABS_PER_SESSION_MAX}::int OR coalesce(bool_or(source = ${source}::text), false)
          FROM ${outlineRevisions} WHERE ${ofSession}
        ) THEN ${source}::text
        ELSE (SELECT source FROM ${outlineRevisions} WHERE ${ofSession} ORDER BY saved_at DESC, id DESC LIMIT 1)
      END AS source
    ),
    coalesced AS (
      UPDATE ${outlineRevisions} SET text = ${change.text}::text, version = ${version}, saved_at = now()
      WHERE id = (SELECT id FROM newest)
        AND source = (SELECT source FROM own)
        AND author_id = ${author}::uuid
        AND created_at > now() - make_interval(mins => ${REVISION_COALESCE_MINUTES}::int)
        AND field <> ${STRUCTURE_FIELD}
      RETURNING id
    ),
    added AS (
      INSERT INTO ${outlineRevisions} (outline_id, field, text, version, source, author_id)
      SELECT ${outlineId}, ${field}, ${change.text}::text, ${version}, (SELECT source FROM own), ${author}::uuid
      WHERE ${written} AND NOT EXISTS (SELECT 1 FROM coalesced)
      RETURNING id
    ),
    trimmed AS (
      DELETE FROM ${outlineRevisions} WHERE EXISTS (SELECT 1 FROM added) AND id IN (
        SELECT id FROM (
          SELECT id, field, n, sum(bytes) OVER (ORDER BY n = 1 DESC, saved_at DESC, id DESC) AS kept
          FROM (
            SELECT id, field, saved_at, octet_length(coalesce(text, '')) AS bytes,
              row_number() OVER (PARTITION BY field ORDER BY saved_at DESC, id DESC) AS n
            FROM ${outlineRevisions} WHERE outline_id = ${outlineId}
          ) by_field
        ) ranked
        WHERE n > 1 AND (
          (field = ${field} AND n >= ${REVISIONS_PER_FIELD_MAX}::int)
          OR kept + octet_length(coalesce(${change.text}::text, '')) > ${HISTORY_BYTES_PER_STORY_MAX}::int
        )
      )
    )`;
}

/** Keeps the history of a save that changed these fields of a story, one statement per field. */
export async function recordRevisions(
  tx: Tx,
  {
    outlineId,
    changes,
    version,
    source,
  }: { outlineId: string; changes: FieldChange[]; version: number; source: SaveSource },
) {
  for (const change of changes) {
    const parts = revisionParts({
      outlineId: sql`${outlineId}::uuid`,
      version: sql`${version}::int`,
      written: sql`true`,
      change,
      source: sourceKey(source),
      author: source.userId,
    });
    await tx.execute(sql`WITH ${parts} SELECT 1`);
  }
}

/**
 * Who saved a revision, for the lists of revisions: select `authorColumns` from the revisions
 * `.leftJoin(users, isAuthor)` (a revision saved before authors were kept, or by a deleted account,
 * has none), and answer `authorOf(row)` (docs/decisions/191-revision-authors.md).
 */
export const authorColumns = { authorId: users.id, authorName: users.name };
export const isAuthor = eq(users.id, outlineRevisions.authorId);
export const authorOf = ({ authorId, authorName }: { authorId: string | null; authorName: string | null }) =>
  authorId !== null && authorName !== null ? { _id: authorId, name: authorName } : null;
