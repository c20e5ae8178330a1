import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareSql } from '../../db/prepared';
import { characters, outlines, storyBeats, storyPlotlines, storyScenes } from '../../db/schema';
import { ACT_NAMES, BEAT_WORDS, jsonText } from '../stories/story-text';
import { ALIASED_O, reachable } from '../together/story-access';

/** An id or null as JSON. */
const jsonId = (value: string) => `coalesce('"' || ${value} || '"', 'null')`;

/** One scene as `toSceneJson` writes it (a test holds them equal), the scene being `s`. */
const sceneJson = sql.raw(`'{"_id":"' || s.id || '","beat":' || ${jsonId('s.beat_id')}
  || ',"position":' || s.position || ',"title":' || to_json(s.title)::text
  || ',"summary":' || ${jsonText('s.summary')} || ',"status":' || to_json(s.status)::text
  || ',"plotlines":' || array_to_json(s.plotlines)::text || ',"pov":' || ${jsonId('s.pov')}
  || ',"characters":' || array_to_json(s.characters)::text || ',"place":' || ${jsonText('s.place')}
  || ',"wordTarget":' || coalesce(s.word_target::text, 'null') || ',"when":' || coalesce(s."when"::text, 'null')
  || ',"notes":' || ${jsonText('s.notes')} || ',"version":' || s.version || '}'`);

/**
 * GET /api/stories/{id}/board's answer as PostgreSQL writes it, sent on as text: 600 scenes are
 * ~400 kB, which the app would otherwise read into objects and write out again
 * (docs/decisions/165-scenes-and-plotlines.md, as docs/decisions/163-story-read-as-text.md for a
 * story). The same answer as `readBoard`'s board, which `board-text.test.ts` holds equal.
 */
export function prepareBoardText(db: Db) {
  const statement = prepareSql<{ id: string; version: number; stamp: string; json: string }>(
    db,
    'board_text',
    sql`SELECT o.id, o.version, o.version || '@' || o.updated_at::text AS stamp,
      '{"_id":"' || o.id || '","title":' || ${sql.raw(jsonText('o.title'))} || ',"version":' || o.version
      || ',"acts":[' || (
        SELECT coalesce(string_agg(to_json(coalesce(
          o.acts -> a.i ->> 'name', ${ACT_NAMES} ->> (o.acts -> a.i ->> 'key'), 'Act ' || (a.i + 1)
        ))::text, ',' ORDER BY a.i), '')
        FROM generate_series(
          0,
          greatest(jsonb_array_length(o.acts), (SELECT max(act) + 1 FROM ${storyBeats} WHERE outline_id = o.id)) - 1
        ) AS a(i)
      ) || '],"beats":[' || (
        SELECT coalesce(string_agg('{"_id":"' || b.id || '","act":' || b.act || ',"name":'
          || to_json(coalesce(b.name, ${BEAT_WORDS} -> b.key ->> 'name', 'Untitled beat'))::text
          || CASE WHEN b.key IS NULL THEN '' ELSE ',"key":' || to_json(b.key)::text END
          || '}', ',' ORDER BY b.act, b.position), '')
        FROM ${storyBeats} b WHERE b.outline_id = o.id
      ) || '],"plotlines":[' || (
        SELECT coalesce(string_agg('{"_id":"' || p.id || '","name":' || to_json(p.name)::text
          || ',"color":' || to_json(p.color)::text || ',"position":' || p.position || '}', ',' ORDER BY p.position, p.id), '')
        FROM ${storyPlotlines} p WHERE p.outline_id = o.id
      ) || '],"scenes":[' || (
        SELECT coalesce(string_agg(${sceneJson}, ','
          ORDER BY b.act NULLS LAST, b.position, s.position, s.created_at, s.id), '')
        FROM ${storyScenes} s LEFT JOIN ${storyBeats} b ON b.id = s.beat_id
        WHERE s.outline_id = o.id AND s.deleted_at IS NULL
      ) || '],"characters":[' || (
        SELECT coalesce(string_agg('{"_id":"' || c.id || '","name":' || to_json(c.name)::text
          || ',"protag":' || c.protag || '}', ',' ORDER BY c.created_at, c.id), '')
        FROM ${characters} c WHERE c.outline_id = o.id AND c.kind = 'character'
      ) || ']}' AS json
    FROM ${outlines} o
    WHERE o.id = ${sql.placeholder('storyId')} AND ${reachable(sql.placeholder('userId'), 'read', ALIASED_O)} AND o.deleted_at IS NULL`,
  );
  /** The writer's board (the story not in the trash) as JSON text with the story's id and version; undefined when there is none. */
  return async (userId: string, storyId: string) => (await statement.execute({ storyId, userId })).rows[0];
}

/**
 * What a board read is checked by before its cached text is sent: the story's version (every change
 * of its acts, beats, title, scenes and plotlines moves it) and `updated_at` (every change of its
 * characters moves that). Undefined when the writer has no such story outside the trash.
 */
export function prepareBoardStamp(db: Db) {
  const statement = prepareSql<{ stamp: string }>(
    db,
    'board_stamp',
    sql`SELECT o.version || '@' || o.updated_at::text AS stamp FROM ${outlines} o
    WHERE o.id = ${sql.placeholder('storyId')} AND ${reachable(sql.placeholder('userId'), 'read', ALIASED_O)} AND o.deleted_at IS NULL`,
  );
  return async (userId: string, storyId: string) => (await statement.execute({ storyId, userId })).rows[0]?.stamp;
}
