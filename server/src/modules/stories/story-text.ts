import { BUILT_IN_SHEETS } from '@three-act/contract/built-in-sheets';
import { actKey } from '@three-act/contract/story-structure';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareSql } from '../../db/prepared';
import { outlines, storyBeats, storyMembers, storyUnplaced, users } from '../../db/schema';
import { ALIASED_O, reachable } from '../together/story-access';

/** A JSON value as an SQL literal of type jsonb: our own words, never a writer's. */
const jsonbLiteral = (value: unknown) => sql.raw(`'${JSON.stringify(value).replaceAll("'", "''")}'::jsonb`);

/** The built-in beats' words by key, and the built-in acts' names by key: constants of the statements that name them. */
export const BEAT_WORDS = jsonbLiteral(
  Object.fromEntries(
    BUILT_IN_SHEETS.flatMap((sheet) => sheet.acts.flatMap((act) => act.beats)).map(({ key, name, question, hint }) => [
      key,
      { name, question, hint },
    ]),
  ),
);
export const ACT_NAMES = jsonbLiteral(
  Object.fromEntries(
    BUILT_IN_SHEETS.flatMap((sheet) => sheet.acts.map((act, index) => [actKey(sheet, index), act.name])),
  ),
);

/** A text value as a JSON string (escaped by PostgreSQL), or `null`. */
export const jsonText = (value: string) => `coalesce(to_json(${value})::text, 'null')`;

/** `,"name":value` when the value is not null, else nothing: the answer leaves such keys out. */
const optionalKey = (name: string, value: string) =>
  `CASE WHEN ${value} IS NULL THEN '' ELSE ',"${name}":' || to_json(${value})::text END`;

/**
 * One beat as the answer names it (`toStoryJson`): `key` only when it has one, `hint` only when the
 * writer or its built-in beat gives one. The beat is `b`, its built-in words `w.words`. Written by
 * concatenation: `json_build_object` looks up its arguments' types on every call, which made it a
 * third of the statement's time for 100 beats.
 */
const beatJson = sql.raw(`'{"_id":"' || b.id || '"'
  || ${optionalKey('key', 'b.key')}
  || ',"name":' || ${jsonText("coalesce(b.name, w.words ->> 'name', 'Untitled beat')")}
  || ',"question":' || ${jsonText("coalesce(b.question, w.words ->> 'question', '')")}
  || ${optionalKey('hint', "coalesce(b.hint, w.words ->> 'hint')")}
  || ',"text":' || ${jsonText('b.text')} || '}'`);

/**
 * GET /api/stories/{id}'s answer as PostgreSQL writes it: the same JSON as `toStoryJson` (a test
 * holds them equal), sent on as text. A story of 100 beats is ~30 kB, and parsing it into objects
 * and writing it out again cost the app more than reading it (docs/decisions/163-story-read-as-text.md).
 * The beats are read in one pass, grouped by act; the acts are the story's, or as many as its beats
 * reach.
 */
export function prepareStoryText(db: Db) {
  const statement = prepareSql<{ id: string; version: number; json: string }>(
    db,
    'story_text',
    sql`SELECT o.id, o.version,
      '{"_id":"' || o.id || '","title":' || ${sql.raw(jsonText('o.title'))} || ',"version":' || o.version
      || ',"acts":[' || coalesce((
        SELECT string_agg('{' || CASE WHEN a.key IS NULL THEN '' ELSE '"key":' || to_json(a.key)::text || ',' END
          || '"name":' || to_json(a.name)::text || ',"beats":[' || a.beats || ']}', ',' ORDER BY a.i)
        FROM (
          SELECT s.i, o.acts -> s.i ->> 'key' AS key,
            coalesce(o.acts -> s.i ->> 'name', ${ACT_NAMES} ->> (o.acts -> s.i ->> 'key'), 'Act ' || (s.i + 1)) AS name,
            coalesce(g.beats, '') AS beats
          FROM generate_series(
            0,
            greatest(jsonb_array_length(o.acts), (SELECT max(act) + 1 FROM ${storyBeats} WHERE outline_id = o.id)) - 1
          ) AS s(i)
          LEFT JOIN (
            SELECT b.act, string_agg(${beatJson}, ',' ORDER BY b.position) AS beats
            FROM ${storyBeats} b, LATERAL (SELECT ${BEAT_WORDS} -> b.key AS words) w
            WHERE b.outline_id = o.id
            GROUP BY b.act
          ) g ON g.act = s.i
        ) a
      ), '') || ']'
      || ',"unplaced":' || (
        SELECT coalesce(json_agg(json_build_object(
          '_id', u.id, 'text', u.text, 'origin', u.origin,
          'date', to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        ) ORDER BY u.created_at, u.id), '[]'::json)::text
        FROM ${storyUnplaced} u WHERE u.outline_id = o.id
      ) || coalesce((
        SELECT ',"shared":' || json_build_object('role', m.role, 'owner', u.name)::text
        FROM ${storyMembers} m JOIN ${users} u ON u.id = o.user_id
        WHERE m.outline_id = o.id AND m.user_id = ${sql.placeholder('userId')}::uuid
          AND o.user_id <> ${sql.placeholder('userId')}::uuid
      ), '') || '}' AS json
    FROM ${outlines} o
    WHERE o.id = ${sql.placeholder('storyId')} AND ${reachable(sql.placeholder('userId'), 'read', ALIASED_O)} AND o.deleted_at IS NULL`,
  );
  /** The writer's story (not in the trash) as the answer's JSON text, with its id and version; `undefined` when they have none by that id. */
  return async (userId: string, storyId: string) => (await statement.execute({ storyId, userId })).rows[0];
}
