import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { outlines, storyBeats, storyScenes, type StoryAct } from '../../db/schema';
import { actName, beatWords } from '../stories/story-json';

/** A beat of a story in structure order, with its label ("Act name — beat name") and text. */
export interface OrderedBeat {
  id: string;
  label: string;
  text: string | null;
}

/** A live scene of a story in reading order (by beat in story order, then position; the unplaced last). */
export interface OrderedScene {
  id: string;
  beatId: string | null;
  title: string;
  summary: string | null;
  notes: string | null;
  place: string | null;
  pov: string | null;
  characters: string[];
}

/** A story's beats in structure order, labelled as the codex links name them. */
export async function beatsInOrder(db: Db | Tx, storyId: string, withText = false): Promise<OrderedBeat[]> {
  const [story] = await db.select({ acts: outlines.acts }).from(outlines).where(eq(outlines.id, storyId));
  const acts: StoryAct[] = story?.acts ?? [];
  const rows = await db
    .select({
      id: storyBeats.id,
      act: storyBeats.act,
      key: storyBeats.key,
      name: storyBeats.name,
      question: sql<null>`null`,
      hint: sql<null>`null`,
      text: withText ? storyBeats.text : sql<null>`null`,
    })
    .from(storyBeats)
    .where(eq(storyBeats.outlineId, storyId))
    .orderBy(asc(storyBeats.act), asc(storyBeats.position));
  return rows.map((beat) => ({
    id: beat.id,
    label: `${actName(acts[beat.act], beat.act)} — ${beatWords(beat).name}`,
    text: beat.text,
  }));
}

/** A story's live scenes in reading order. */
export function scenesInOrder(db: Db | Tx, storyId: string): Promise<OrderedScene[]> {
  return db
    .select({
      id: storyScenes.id,
      beatId: storyScenes.beatId,
      title: storyScenes.title,
      summary: storyScenes.summary,
      notes: storyScenes.notes,
      place: storyScenes.place,
      pov: storyScenes.pov,
      characters: storyScenes.characters,
    })
    .from(storyScenes)
    .leftJoin(storyBeats, eq(storyBeats.id, storyScenes.beatId))
    .where(and(eq(storyScenes.outlineId, storyId), isNull(storyScenes.deletedAt)))
    .orderBy(
      sql`${storyBeats.act} NULLS LAST`,
      asc(storyBeats.position),
      asc(storyScenes.position),
      asc(storyScenes.createdAt),
      asc(storyScenes.id),
    );
}

/**
 * Where a beat or scene stands in the story: beats in structure order, each followed by its scenes
 * in order; unplaced scenes last. Arc points and "as of beat" compare these ranks.
 */
export function storyRanks(beats: readonly { id: string }[], scenes: readonly { id: string; beatId: string | null }[]) {
  const rank = new Map<string, number>();
  const byBeat = new Map<string | null, string[]>();
  for (const scene of scenes) byBeat.set(scene.beatId, [...(byBeat.get(scene.beatId) ?? []), scene.id]);
  let next = 0;
  for (const beat of beats) {
    rank.set(beat.id, next++);
    for (const scene of byBeat.get(beat.id) ?? []) rank.set(scene, next++);
  }
  for (const scene of scenes) if (!rank.has(scene.id)) rank.set(scene.id, next++);
  return rank;
}
