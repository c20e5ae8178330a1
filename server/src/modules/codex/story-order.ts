import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
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

/**
 * Whether a text may write one of these names: it holds a name's longest word as written, in capitals
 * or (for a naming of any case) in any case. A cheap test in the database, so only the texts that
 * pass it travel and are read word by word (appears-in.ts); null when no name has a word.
 */
export function mayName(namings: readonly { names: readonly string[]; matchCase: boolean }[]) {
  return (column: SQL): SQL | null => {
    const tests: SQL[] = [];
    for (const naming of namings) {
      for (const name of naming.names) {
        // Its longest word: the rarest, so the fewest texts pass.
        const words = name.trim().match(/[\p{L}\p{N}\p{M}_]+/gu) ?? [];
        const word = words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
        if (!word) continue;
        tests.push(
          naming.matchCase
            ? sql`strpos(${column}, ${word}) > 0 OR strpos(${column}, ${word.toUpperCase()}) > 0`
            : sql`strpos(lower(${column}), lower(${word})) > 0`,
        );
      }
    }
    return tests.length === 0 ? null : sql`(${sql.join(tests, sql` OR `)})`;
  };
}

/** Keeps a text only where `test` lets it through (null: no text at all). */
const textIf = (column: SQL, test: ((column: SQL) => SQL | null) | undefined) => {
  const condition = test?.(column);
  return condition ? sql<string | null>`CASE WHEN ${condition} THEN ${column} END` : sql<null>`null`;
};

/**
 * A story's beats in structure order, labelled as the codex links name them; with their text where
 * `withText` lets it through.
 */
export async function beatsInOrder(
  db: Db | Tx,
  storyId: string,
  withText?: (column: SQL) => SQL | null,
): Promise<OrderedBeat[]> {
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
      text: textIf(sql`${storyBeats.text}`, withText),
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

/**
 * A story's live scenes in reading order; their summary, notes and place only where `withText` lets
 * them through (else null): those texts are read in a second query, of the scenes that pass.
 */
export async function scenesInOrder(
  db: Db | Tx,
  storyId: string,
  withText?: (column: SQL) => SQL | null,
): Promise<OrderedScene[]> {
  const live = and(eq(storyScenes.outlineId, storyId), isNull(storyScenes.deletedAt));
  const test = withText?.(
    sql`concat_ws(' ', ${storyScenes.title}, ${storyScenes.summary}, ${storyScenes.notes}, ${storyScenes.place})`,
  );
  const [scenes, texts] = await Promise.all([
    db
      .select({
        id: storyScenes.id,
        beatId: storyScenes.beatId,
        title: storyScenes.title,
        pov: storyScenes.pov,
        characters: storyScenes.characters,
      })
      .from(storyScenes)
      .leftJoin(storyBeats, eq(storyBeats.id, storyScenes.beatId))
      .where(live)
      .orderBy(
        sql`${storyBeats.act} NULLS LAST`,
        asc(storyBeats.position),
        asc(storyScenes.position),
        asc(storyScenes.createdAt),
        asc(storyScenes.id),
      ),
    test
      ? db
          .select({ id: storyScenes.id, summary: storyScenes.summary, notes: storyScenes.notes, place: storyScenes.place })
          .from(storyScenes)
          .where(and(live, test))
      : [],
  ]);
  const textOf = new Map(texts.map((row) => [row.id, row]));
  return scenes.map((scene) => {
    const text = textOf.get(scene.id);
    return { ...scene, summary: text?.summary ?? null, notes: text?.notes ?? null, place: text?.place ?? null };
  });
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
