import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { characters, codexArcPoints, notes, outlines, storyBeats, storyScenes, type StoryAct } from '../../db/schema';
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
  /** Whether the entry asked about is its point of view or present. */
  present: boolean;
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
  /** The story's acts, when the caller has read them. */
  known?: StoryAct[],
): Promise<OrderedBeat[]> {
  const acts: StoryAct[] =
    known ?? (await db.select({ acts: outlines.acts }).from(outlines).where(eq(outlines.id, storyId)))[0]?.acts ?? [];
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
 * A story's live scenes in reading order; with `of`, only those an entry may appear in or has an
 * arc point at (it is their point of view or present, or their title, summary, notes or place pass
 * `withText`), with those texts where they pass (else null). A subset keeps the reading order, so
 * the ranks of its scenes compare as the story's do.
 */
export async function scenesInOrder(
  db: Db | Tx,
  storyId: string,
  of?: { entryId: string; withText: (column: SQL) => SQL | null },
): Promise<OrderedScene[]> {
  const test = of?.withText(
    sql`concat_ws(' ', ${storyScenes.title}, ${storyScenes.summary}, ${storyScenes.notes}, ${storyScenes.place})`,
  );
  const kept = <T>(column: SQL<T>) => (test ? sql<T | null>`CASE WHEN ${test} THEN ${column} END` : sql<null>`null`);
  const present = of
    ? sql<boolean>`(${storyScenes.pov} = ${of.entryId}::uuid OR ${of.entryId}::uuid = ANY(${storyScenes.characters}))`
    : sql<boolean>`false`;
  const arcScenes = of
    ? sql`${storyScenes.id} IN (SELECT ${codexArcPoints.sceneId} FROM ${codexArcPoints} WHERE ${codexArcPoints.entryId} = ${of.entryId}::uuid)`
    : undefined;
  return db
    .select({
      id: storyScenes.id,
      beatId: storyScenes.beatId,
      title: storyScenes.title,
      summary: kept(sql<string | null>`${storyScenes.summary}`),
      notes: kept(sql<string | null>`${storyScenes.notes}`),
      place: kept(sql<string | null>`${storyScenes.place}`),
      present,
    })
    .from(storyScenes)
    .leftJoin(storyBeats, eq(storyBeats.id, storyScenes.beatId))
    .where(
      and(
        eq(storyScenes.outlineId, storyId),
        isNull(storyScenes.deletedAt),
        of ? or(present, arcScenes, test ?? undefined) : undefined,
      ),
    )
    .orderBy(
      sql`${storyBeats.act} NULLS LAST`,
      asc(storyBeats.position),
      asc(storyScenes.position),
      asc(storyScenes.createdAt),
      asc(storyScenes.id),
    );
}

/** Another entry of the story, with the texts of it that may name an entry. */
export interface OtherEntry {
  id: string;
  name: string;
  summary: string | null;
  description: string;
  /** Its notes' titles and texts, one after another. */
  notes: string | null;
}

/**
 * The story's other entries (not `entryId`) whose summary, description or notes pass `withText`, by
 * name in any case, then id; none when no name has a word.
 */
export async function entriesNaming(
  db: Db | Tx,
  storyId: string,
  entryId: string,
  withText: (column: SQL) => SQL | null,
): Promise<OtherEntry[]> {
  const noteText = sql`(SELECT string_agg(n.note_title || E'\n' || n.note_text, E'\n' ORDER BY n.created_at, n.id)
    FROM ${notes} n WHERE n.character_id = ${characters.id})`;
  const test = withText(sql`concat_ws(' ', ${characters.summary}, ${characters.desc}, ${noteText})`);
  if (!test) return [];
  return db
    .select({
      id: characters.id,
      name: characters.name,
      summary: characters.summary,
      description: characters.desc,
      notes: sql<string | null>`${noteText}`,
    })
    .from(characters)
    .where(and(eq(characters.outlineId, storyId), sql`${characters.id} <> ${entryId}`, test))
    .orderBy(sql`lower(${characters.name})`, asc(characters.id));
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
