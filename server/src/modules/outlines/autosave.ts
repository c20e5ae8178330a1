import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareSql } from '../../db/prepared';
import { outlines, storyBeats } from '../../db/schema';
import { revisionParts } from './revisions';

export interface Autosave {
  userId: string;
  /** The story the writer's copy is of (If-Match named it): nothing is written when another is current. */
  story?: string;
  /** Save `story` by id, current or not. */
  byId: boolean;
  /** `title`, or a beat by its field (`act2a07`) or id. */
  field: string;
  text: string | null;
  ifMatch: number;
  source: string;
}

const placeholders = {
  userId: sql.placeholder('userId'),
  story: sql.placeholder('story'),
  ifMatch: sql.placeholder('ifMatch'),
  text: sql.placeholder('text'),
  source: sql.placeholder('source'),
};
const { userId, story, ifMatch, text, source } = placeholders;

/**
 * The writer's current story (the one the copy is of, when If-Match names it), or with `byId` the
 * story named whether current or not, outside the trash, at If-Match's version or later.
 */
const currentStory = sql`user_id = ${userId}::uuid AND (current OR ${sql.placeholder('byId')}::boolean)
  AND deleted_at IS NULL AND id = coalesce(${story}::uuid, id) AND version >= ${ifMatch}::int`;

/**
 * The title's save: written only when the writer's current story is the one the copy is of, has
 * reached that version, holds other text and the title has not changed since the version the
 * writer's copy came from; the version, the title's version, the time and the history move with it.
 */
function titleStatement(db: Db) {
  const history = revisionParts({
    outlineId: sql`(SELECT id FROM written)`,
    version: sql`(SELECT version FROM written)`,
    written: sql`EXISTS (SELECT 1 FROM written)`,
    change: { field: 'title', text },
    source,
  });
  return prepareSql<{ id: string }>(
    db,
    'outline_autosave_title',
    sql`
    WITH written AS (
      UPDATE ${outlines}
      SET title = ${text}::text, version = version + 1, title_version = version + 1, updated_at = now()
      WHERE ${currentStory} AND title_version <= ${ifMatch}::int AND title IS DISTINCT FROM ${text}::text
      RETURNING id, version
    ),
    ${history}
    SELECT id FROM written`,
  );
}

/**
 * A beat's save, on the same conditions. The story row is locked first, so saves of one story
 * queue; the beat's conditions sit in its UPDATE, which PostgreSQL checks again on the newest row
 * after waiting, so of two saves from one version of one beat only the first writes.
 */
function beatStatement(db: Db) {
  const history = revisionParts({
    outlineId: sql`(SELECT id FROM written)`,
    version: sql`(SELECT version FROM written)`,
    written: sql`EXISTS (SELECT 1 FROM written)`,
    change: { field: sql`SELECT id::text FROM beat`, text },
    source,
  });
  return prepareSql<{ id: string }>(
    db,
    'outline_autosave_beat',
    sql`
    WITH story AS (
      SELECT id, version FROM ${outlines} WHERE ${currentStory} FOR UPDATE
    ),
    beat AS (
      UPDATE ${storyBeats} SET text = ${text}::text, version = (SELECT version FROM story) + 1
      WHERE outline_id = (SELECT id FROM story)
        AND (key = ${sql.placeholder('beat')}::text OR id::text = ${sql.placeholder('beat')}::text)
        AND version <= ${ifMatch}::int AND text IS DISTINCT FROM ${text}::text
      RETURNING id
    ),
    written AS (
      UPDATE ${outlines} SET version = version + 1, updated_at = now()
      WHERE id = (SELECT id FROM story) AND EXISTS (SELECT 1 FROM beat)
      RETURNING id, version
    ),
    ${history}
    SELECT id FROM written`,
  );
}

/**
 * The usual autosave, one field sent with If-Match, as one prepared statement
 * (docs/decisions/127-drafts-and-autosave.md; planning it took longer than running it). Answers the
 * story's id when it wrote, or undefined when nothing was written (no current story, another story
 * current, a conflict, the same text): the general save then tells those apart.
 */
export function prepareAutosave(db: Db) {
  const title = titleStatement(db);
  const beat = beatStatement(db);
  return async ({ field, story: copyOf, ...values }: Autosave): Promise<string | undefined> => {
    const params = { ...values, story: copyOf ?? null };
    const { rows } = field === 'title' ? await title.execute(params) : await beat.execute({ ...params, beat: field });
    return rows[0]?.id;
  };
}
