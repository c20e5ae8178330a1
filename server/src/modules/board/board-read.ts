import type { Board, Plotline, Scene } from '@three-act/contract/board';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { characters, outlines, storyBeats, storyPlotlines, storyScenes, type StoryAct } from '../../db/schema';
import { isCharacter } from '../outlines/outlines.service';
import { reachable } from '../together/story-access';
import { actName, beatWords } from '../stories/story-json';
import { plotlineColumns, sceneColumns, toPlotlineJson, toSceneJson } from './scene-json';

/**
 * A writer's story as the board shows it (docs/decisions/165-scenes-and-plotlines.md): its acts and
 * beats by name, its plotlines and live scenes in reading order (by beat in story order, then
 * position; the unplaced last) and its characters; with what the checks also read (the findings the
 * writer dismissed, each beat's built-in key). Null when the writer has no such story outside the trash.
 */
export async function readBoard(db: Db, userId: string, storyId: string) {
  const [story] = await db
    .select({
      id: outlines.id,
      title: outlines.title,
      version: outlines.version,
      acts: outlines.acts,
      dismissed: outlines.dismissedChecks,
    })
    .from(outlines)
    .where(and(eq(outlines.id, storyId), reachable(userId), isNull(outlines.deletedAt)));
  if (!story) return null;
  const [beats, { plotlines, scenes }, cast] = await Promise.all([
    db
      .select({
        id: storyBeats.id,
        act: storyBeats.act,
        key: storyBeats.key,
        name: storyBeats.name,
        question: sql<null>`null`,
        hint: sql<null>`null`,
      })
      .from(storyBeats)
      .where(eq(storyBeats.outlineId, story.id))
      .orderBy(asc(storyBeats.act), asc(storyBeats.position)),
    readPlan(db, story.id),
    db
      .select({ id: characters.id, name: characters.name, protag: characters.protag })
      .from(characters)
      .where(and(eq(characters.outlineId, story.id), isCharacter))
      .orderBy(asc(characters.createdAt), asc(characters.id)),
  ]);
  const actCount = Math.max(story.acts.length, ...beats.map((beat) => beat.act + 1));
  const board: Board = {
    _id: story.id,
    title: story.title,
    version: story.version,
    acts: Array.from({ length: actCount }, (_, index) => actName(story.acts[index] as StoryAct | undefined, index)),
    beats: beats.map((beat) => ({
      _id: beat.id,
      act: beat.act,
      name: beatWords(beat).name,
      ...(beat.key !== null && { key: beat.key }),
    })),
    plotlines,
    scenes,
    characters: cast.map((row) => ({ _id: row.id, name: row.name, protag: row.protag })),
  };
  return { board, dismissed: new Set(story.dismissed), beatKeys: new Map(beats.map((beat) => [beat.id, beat.key])) };
}

/**
 * A story's plan: its plotlines in order and its live scenes in reading order (by beat in story
 * order, then position; the unplaced last), whoever asks: the caller has checked the story is theirs.
 */
export async function readPlan(db: Db, storyId: string): Promise<{ plotlines: Plotline[]; scenes: Scene[] }> {
  const [plotlines, scenes] = await Promise.all([
    db
      .select(plotlineColumns)
      .from(storyPlotlines)
      .where(eq(storyPlotlines.outlineId, storyId))
      .orderBy(asc(storyPlotlines.position), asc(storyPlotlines.id)),
    db
      .select(sceneColumns)
      .from(storyScenes)
      .leftJoin(storyBeats, eq(storyBeats.id, storyScenes.beatId))
      .where(and(eq(storyScenes.outlineId, storyId), isNull(storyScenes.deletedAt)))
      .orderBy(
        sql`${storyBeats.act} NULLS LAST`,
        asc(storyBeats.position),
        asc(storyScenes.position),
        asc(storyScenes.createdAt),
        asc(storyScenes.id),
      ),
  ]);
  return { plotlines: plotlines.map(toPlotlineJson), scenes: scenes.map(toSceneJson) };
}
