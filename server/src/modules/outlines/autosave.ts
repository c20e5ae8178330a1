import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareSql } from '../../db/prepared';
import { outlines, storyBeats, storyMembers } from '../../db/schema';
import { outlineColumns, type OutlineRow } from './outline-row';
import { revisionParts, sourceKey, type SaveSource } from './revisions';

/** A save's fields: the title, and beats by their field (`act2a07`) or id. */
export type OutlineFields = Partial<{ title: string; promptDismissed: boolean; beats: Record<string, string | null> }>;

export interface SaveOptions {
  ifMatch?: number;
  /** The story the writer's copy is of: it must be the current one, unless `byId`. */
  story?: string;
  source: SaveSource;
  /** Save `story` by its id, current or not (the routes under /api/stories/{id}). */
  byId?: boolean;
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
 * story named whether current or not, outside the trash, at If-Match's version or later: theirs, or
 * one they co-author (decision 189; a critic's save finds none and the general save refuses it).
 */
const byId = sql.placeholder('byId');
const currentStory = sql`deleted_at IS NULL AND id = coalesce(${story}::uuid, id) AND version >= ${ifMatch}::int
  AND id IN (
    SELECT o.id FROM ${outlines} o WHERE o.user_id = ${userId}::uuid AND (o.current OR ${byId}::boolean)
    UNION ALL
    SELECT m.outline_id FROM ${storyMembers} m
    WHERE m.user_id = ${userId}::uuid AND m.role = 'coauthor' AND (m.current OR ${byId}::boolean)
  )`;

/** Columns of `"outlines"` (and SQL reading from it) as a select list, each under its own name. */
const selectList = (columns: Record<string, SQLWrapper>) =>
  sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} AS ${sql.identifier(name)}`),
    sql`, `,
  );

/**
 * What a save answers, read by its own statement: the story as the outline reads it and `extra`
 * beside it. Every part of a statement sees the rows as they were before it, so the answer also
 * carries what the save wrote (`written`: the version and time; `savedBeat`) for savedStory to put
 * in; `fresh` says whether the row it saw is the one the save moved on from (a save that waited for
 * another's lock saw the story before that one, and its answer is then read again).
 */
const answer = (extra: Record<string, SQL>, savedBeat: SQL) => sql`
  SELECT ${selectList({ ...outlineColumns, ...extra })},
    written.version AS "savedVersion", written.updated_at AS "savedAt", ${savedBeat} AS "savedBeat",
    ${outlines.version} = written.version - 1 AS fresh
  FROM written JOIN ${outlines} ON ${outlines.id} = written.id`;

/**
 * The title's save: written only when the writer's current story is the one the copy is of, has
 * reached that version, holds other text and the title has not changed since the version the
 * writer's copy came from; the version, the title's version, the time and the history move with it.
 */
function titleStatement(db: Db, name: string, extra: Record<string, SQL>) {
  const history = revisionParts({
    outlineId: sql`(SELECT id FROM written)`,
    version: sql`(SELECT version FROM written)`,
    written: sql`EXISTS (SELECT 1 FROM written)`,
    change: { field: 'title', text },
    source,
    // The writer this statement lets save is the revision's author (options.source names the same one).
    author: userId,
  });
  return prepareSql<AnswerRow>(
    db,
    `${name}_autosave_title`,
    sql`
    WITH written AS (
      UPDATE ${outlines}
      SET title = ${text}::text, version = version + 1, title_version = version + 1, updated_at = now()
      WHERE ${currentStory} AND title_version <= ${ifMatch}::int AND title IS DISTINCT FROM ${text}::text
      RETURNING id, version, updated_at
    ),
    ${history}
    ${answer(extra, sql`NULL::uuid`)}`,
  );
}

/**
 * A beat's save, on the same conditions. The story row is locked first, so saves of one story
 * queue; the beat's conditions sit in its UPDATE, which PostgreSQL checks again on the newest row
 * after waiting, so of two saves from one version of one beat only the first writes.
 */
function beatStatement(db: Db, name: string, extra: Record<string, SQL>) {
  const history = revisionParts({
    outlineId: sql`(SELECT id FROM written)`,
    version: sql`(SELECT version FROM written)`,
    written: sql`EXISTS (SELECT 1 FROM written)`,
    change: { field: sql`SELECT id::text FROM beat`, text },
    source,
    author: userId,
  });
  return prepareSql<AnswerRow>(
    db,
    `${name}_autosave_beat`,
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
      RETURNING id, version, updated_at
    ),
    ${history}
    ${answer(extra, sql`(SELECT id FROM beat)`)}`,
  );
}

/** The answer's row as the driver gives it: times as text, JSON parsed. */
type AnswerRow = Omit<OutlineRow, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
  savedVersion: number;
  savedAt: string;
  savedBeat: string | null;
  fresh: boolean;
};

/** The story as it stands after the save: the row the statement saw, with what the save wrote put in. */
function savedStory<Extra>(row: AnswerRow & Extra, field: string, saved: string | null): OutlineRow & Extra {
  const { savedVersion, savedAt, savedBeat } = row;
  return {
    ...row,
    title: field === 'title' ? (saved ?? row.title) : row.title,
    version: savedVersion,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(savedAt),
    beats: row.beats.map((beat) => (beat.id === savedBeat ? { ...beat, text: saved, version: savedVersion } : beat)),
  };
}

/** The one field a save sends, when it sends only one (a title, or one beat). */
function singleField(fields: OutlineFields): [string, string | null] | undefined {
  if (fields.promptDismissed !== undefined) return undefined;
  const sent = Object.entries(fields.beats ?? {});
  if (fields.title !== undefined) return sent.length === 0 ? ['title', fields.title] : undefined;
  return sent.length === 1 ? sent[0] : undefined;
}

/** What an autosave that wrote answers: the story's id, and the story when its statement could tell it. */
export type Autosaved<Extra> = { id: string; story?: OutlineRow & Extra };

/**
 * The usual autosave, one field sent with If-Match, as one prepared statement that also reads the
 * answer (docs/decisions/127-drafts-and-autosave.md; planning it took longer than running it):
 * `extra` names what the answer holds beside the outline (the characters, or the unplaced text).
 * Answers undefined when nothing was written (not one field with If-Match, no current story,
 * another story current, a conflict, the same text): the general save then tells those apart.
 */
export function prepareAutosave<Extra extends Record<string, unknown>>(
  db: Db,
  name: string,
  extra: { [K in keyof Extra]: SQL<Extra[K]> },
) {
  // Built on first use: the saves by id never save a title this way.
  let title: ReturnType<typeof titleStatement> | undefined;
  const beat = beatStatement(db, name, extra);
  return async (
    user: string,
    fields: OutlineFields,
    { ifMatch: version, story: copyOf, source: from, byId = false }: SaveOptions,
  ): Promise<Autosaved<Extra> | undefined> => {
    const single = singleField(fields);
    if (version === undefined || single === undefined) return undefined;
    const [field, saved] = single;
    const params = {
      userId: user,
      story: copyOf ?? null,
      byId,
      text: saved,
      ifMatch: version,
      source: sourceKey(from),
    };
    const { rows } =
      field === 'title'
        ? await (title ??= titleStatement(db, name, extra)).execute(params)
        : await beat.execute({ ...params, beat: field });
    const [row] = rows as (AnswerRow & Extra)[];
    if (!row) return undefined;
    return { id: row.id, story: row.fresh ? savedStory(row, field, saved) : undefined };
  };
}
