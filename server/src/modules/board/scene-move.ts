import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareSql } from '../../db/prepared';
import { outlines, storyBeats, storyScenes } from '../../db/schema';
import type { SceneRow } from './scene-json';
import { ALIASED_O, reachable } from '../together/story-access';

const p = (name: string) => sql.placeholder(name);

/**
 * A scene moved (`{ beat, position }` and nothing else) in one statement, as a drag makes it
 * (docs/decisions/165-scenes-and-plotlines.md): it locks the story row, checks the move as the
 * general save does, numbers the beat it goes to (it at its place) and the beat it leaves, moves the
 * story to its next version and answers the moved scene. It answers nothing when anything is not
 * plain (no such story or scene, another story's beat, If-Match stale or ahead, no change) or when
 * another save of the story ended while it waited for the lock (the rows it read are then older
 * than the lock): the general save then decides, in a transaction.
 */
export function prepareSceneMove(db: Db) {
  const statement = prepareSql<Omit<SceneRow, 'deletedAt'>>(
    db,
    'scene_move',
    sql`WITH story AS (
      SELECT o.id, o.version FROM ${outlines} o
      WHERE o.id = ${p('storyId')}::uuid AND ${reachable(p('userId'), 'write', ALIASED_O)} AND o.deleted_at IS NULL
      FOR UPDATE
    ),
    seen AS (SELECT version FROM ${outlines} WHERE id = ${p('storyId')}::uuid),
    scene AS (
      SELECT s.id, s.beat_id, s.field_versions FROM ${storyScenes} s
      WHERE s.id = ${p('sceneId')}::uuid AND s.outline_id = ${p('storyId')}::uuid AND s.deleted_at IS NULL
    ),
    ok AS (
      SELECT scene.id, story.version + 1 AS version, scene.beat_id AS from_beat,
        CASE WHEN ${p('moveBeat')}::boolean THEN ${p('beat')}::uuid ELSE scene.beat_id END AS to_beat
      FROM story, seen, scene
      WHERE seen.version = story.version
        AND (${p('ifMatch')}::int IS NULL OR (${p('ifMatch')}::int <= story.version
          AND coalesce((scene.field_versions ->> 'beat')::int, 0) <= ${p('ifMatch')}::int))
        AND (NOT ${p('moveBeat')}::boolean OR ${p('beat')}::uuid IS NULL OR EXISTS (
          SELECT 1 FROM ${storyBeats} b WHERE b.id = ${p('beat')}::uuid AND b.outline_id = story.id))
    ),
    siblings AS (
      SELECT s.id, row_number() OVER (ORDER BY s.position, s.created_at, s.id) - 1 AS n
      FROM ${storyScenes} s, ok
      WHERE s.outline_id = ${p('storyId')}::uuid AND s.deleted_at IS NULL AND s.id <> ok.id
        AND s.beat_id IS NOT DISTINCT FROM ok.to_beat
    ),
    at AS (
      SELECT least(coalesce(${p('position')}::int, count(*)), count(*)) AS n FROM siblings
    ),
    left_behind AS (
      SELECT s.id, row_number() OVER (ORDER BY s.position, s.created_at, s.id) - 1 AS n
      FROM ${storyScenes} s, ok
      WHERE ok.from_beat IS DISTINCT FROM ok.to_beat
        AND s.outline_id = ${p('storyId')}::uuid AND s.deleted_at IS NULL AND s.id <> ok.id
        AND s.beat_id IS NOT DISTINCT FROM ok.from_beat
    ),
    placed AS (
      SELECT siblings.id, CASE WHEN siblings.n >= at.n THEN siblings.n + 1 ELSE siblings.n END AS position,
        ok.to_beat AS beat
      FROM siblings, at, ok
      UNION ALL SELECT ok.id, at.n, ok.to_beat FROM ok, at
      UNION ALL SELECT left_behind.id, left_behind.n, ok.from_beat FROM left_behind, ok
    ),
    moved AS (
      UPDATE ${storyScenes} s SET position = placed.position, beat_id = placed.beat,
        version = CASE WHEN s.id = ok.id THEN ok.version ELSE s.version END,
        field_versions = CASE WHEN s.id = ok.id
          THEN s.field_versions || jsonb_build_object('beat', ok.version) ELSE s.field_versions END
      FROM placed, ok
      WHERE s.id = placed.id AND (s.position <> placed.position OR s.beat_id IS DISTINCT FROM placed.beat)
      RETURNING s.*
    ),
    bumped AS (
      UPDATE ${outlines} o SET version = ok.version, updated_at = now() FROM ok
      WHERE o.id = ${p('storyId')}::uuid AND EXISTS (SELECT 1 FROM moved WHERE moved.id = ok.id)
      RETURNING o.id
    )
    SELECT m.id, m.beat_id AS "beatId", m.position, m.title, m.summary, m.status,
      array_to_json(m.plotlines) AS plotlines, m.pov, array_to_json(m.characters) AS characters, m.place, m.word_target AS "wordTarget", m."when", m.notes, m.version,
      m.field_versions AS "fieldVersions"
    FROM moved m, ok WHERE m.id = ok.id AND EXISTS (SELECT 1 FROM bumped)`,
  );
  return async (
    userId: string,
    storyId: string,
    sceneId: string,
    move: { beat?: string | null; position?: number },
    ifMatch: number | undefined,
  ) =>
    (
      await statement.execute({
        userId,
        storyId,
        sceneId,
        moveBeat: move.beat !== undefined,
        beat: move.beat ?? null,
        position: move.position ?? null,
        ifMatch: ifMatch ?? null,
      })
    ).rows[0];
}
