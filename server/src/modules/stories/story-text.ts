import { BUILT_IN_SHEETS } from '@three-act/contract/built-in-sheets';
import { actKey } from '@three-act/contract/story-structure';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareSql } from '../../db/prepared';
import { outlines, storyBeats, storyUnplaced } from '../../db/schema';

/** A JSON value as an SQL literal of type jsonb: our own words, never a writer's. */
const jsonbLiteral = (value: unknown) => sql.raw(`'${JSON.stringify(value).replaceAll("'", "''")}'::jsonb`);

/** The built-in beats' words by key, and the built-in acts' names by key: constants of the statement. */
const BEAT_WORDS = jsonbLiteral(
  Object.fromEntries(
    BUILT_IN_SHEETS.flatMap((sheet) => sheet.acts.flatMap((act) => act.beats)).map(({ key, name, question, hint }) => [
      key,
      { name, question, hint },
    ]),
  ),
);
const ACT_NAMES = jsonbLiteral(
  Object.fromEntries(
    BUILT_IN_SHEETS.flatMap((sheet) => sheet.acts.map((act, index) => [actKey(sheet, index), act.name])),
  ),
);

/**
 * One beat as the answer names it (`toStoryJson`): `key` only when it has one, `hint` only when the
 * writer or its built-in beat gives one. The beat is `b`, its built-in words `w`.
 */
const beatJson = sql.raw(`CASE
  WHEN b.key IS NULL AND b.hint IS NULL THEN json_build_object('_id', b.id, 'name', coalesce(b.name, 'Untitled beat'), 'question', coalesce(b.question, ''), 'text', b.text)
  WHEN b.key IS NULL THEN json_build_object('_id', b.id, 'name', coalesce(b.name, 'Untitled beat'), 'question', coalesce(b.question, ''), 'hint', b.hint, 'text', b.text)
  WHEN coalesce(b.hint, w.words ->> 'hint') IS NULL THEN json_build_object('_id', b.id, 'key', b.key, 'name', coalesce(b.name, w.words ->> 'name', 'Untitled beat'), 'question', coalesce(b.question, w.words ->> 'question', ''), 'text', b.text)
  ELSE json_build_object('_id', b.id, 'key', b.key, 'name', coalesce(b.name, w.words ->> 'name', 'Untitled beat'), 'question', coalesce(b.question, w.words ->> 'question', ''), 'hint', coalesce(b.hint, w.words ->> 'hint'), 'text', b.text)
END`);

/**
 * GET /api/stories/{id}'s answer as PostgreSQL writes it: the same JSON as `toStoryJson` (a test
 * holds them equal), sent on as text. A story of 100 beats is ~30 kB, and parsing it into objects
 * and writing it out again cost the app more than reading it (docs/decisions/163-story-read-as-text.md).
 */
export function prepareStoryText(db: Db) {
  const statement = prepareSql<{ id: string; version: number; json: string }>(
    db,
    'story_text',
    sql`SELECT o.id, o.version, json_build_object(
      '_id', o.id,
      'title', o.title,
      'version', o.version,
      'acts', (
        SELECT coalesce(json_agg(CASE WHEN a.key IS NULL
          THEN json_build_object('name', a.name, 'beats', a.beats)
          ELSE json_build_object('key', a.key, 'name', a.name, 'beats', a.beats) END ORDER BY a.i), '[]'::json)
        FROM (
          SELECT i, o.acts -> i ->> 'key' AS key,
            coalesce(o.acts -> i ->> 'name', ${ACT_NAMES} ->> (o.acts -> i ->> 'key'), 'Act ' || (i + 1)) AS name,
            (
              SELECT coalesce(json_agg(${beatJson} ORDER BY b.position), '[]'::json)
              FROM ${storyBeats} b, LATERAL (SELECT ${BEAT_WORDS} -> b.key AS words) w
              WHERE b.outline_id = o.id AND b.act = i
            ) AS beats
          FROM generate_series(
            0,
            greatest(jsonb_array_length(o.acts), (SELECT max(act) + 1 FROM ${storyBeats} WHERE outline_id = o.id)) - 1
          ) AS i
        ) a
      ),
      'unplaced', (
        SELECT coalesce(json_agg(json_build_object(
          '_id', u.id, 'text', u.text, 'origin', u.origin,
          'date', to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        ) ORDER BY u.created_at, u.id), '[]'::json)
        FROM ${storyUnplaced} u WHERE u.outline_id = o.id
      )
    )::text AS json
    FROM ${outlines} o
    WHERE o.id = ${sql.placeholder('storyId')} AND o.user_id = ${sql.placeholder('userId')} AND o.deleted_at IS NULL`,
  );
  /** The writer's story (not in the trash) as the answer's JSON text, with its id and version; `undefined` when they have none by that id. */
  return async (userId: string, storyId: string) => (await statement.execute({ storyId, userId })).rows[0];
}
