import type { Plotline, Scene } from '@three-act/contract/board';
import { STORY_FORMAT, type StoryFileV2 } from '@three-act/contract/story-file';
import type { Story, Unplaced } from '@three-act/contract/story-structure';
import type { CharacterJson } from '../outlines/outlines.service';
import { toFileCodex, type CodexRows } from '../codex/codex-file';

/** A file name from a title: letters and digits joined by dashes, never empty. */
export const storyFileName = (title: string | null) =>
  (title ?? '')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 60) || 'untitled-story';

/** A story's plan as the board reads it: plotlines in order, live scenes in reading order. */
export interface StoryPlan {
  plotlines: readonly Plotline[];
  scenes: readonly Scene[];
}

/**
 * The plan in a file (docs/decisions/166-the-plan-in-story-files.md): plotlines in order, scenes in
 * reading order naming their beat by place (`[act, beat]`, or null when unplaced) and plotlines and
 * characters by their positions in the file; a name no longer in the story is left out.
 */
function filePlan(
  plan: StoryPlan,
  places: ReadonlyMap<string, [number, number]>,
  characters: readonly CharacterJson[],
): Pick<StoryFileV2, 'plotlines' | 'scenes'> {
  const plotlines = [...plan.plotlines].sort((a, b) => a.position - b.position);
  const positionIn = (ids: readonly string[]) => {
    const positions = new Map(ids.map((id, index) => [id, index]));
    return (id: string) => {
      const found = positions.get(id);
      return found === undefined ? [] : [found];
    };
  };
  const plotlineAt = positionIn(plotlines.map((plotline) => plotline._id));
  const characterAt = positionIn(characters.map((character) => character._id));
  return {
    plotlines: plotlines.map(({ name, color }) => ({ name, color })),
    scenes: plan.scenes.map((scene) => ({
      title: scene.title,
      beat: (scene.beat !== null && places.get(scene.beat)) || null,
      status: scene.status,
      summary: scene.summary,
      plotlines: scene.plotlines.flatMap(plotlineAt),
      pov: scene.pov === null ? null : (characterAt(scene.pov)[0] ?? null),
      characters: scene.characters.flatMap(characterAt),
      place: scene.place,
      wordTarget: scene.wordTarget,
      when: scene.when,
      notes: scene.notes,
    })),
  };
}

/**
 * The story as `format=json` writes it (`three-act-story/2`, docs/decisions/158-story-files-v2.md):
 * its structure with the writer's text, the unplaced text, the characters with the beats they
 * appear in by position (`[act, beat]`), and, when it has any, its plotlines and scenes (`plan`,
 * docs/decisions/166-the-plan-in-story-files.md). No ids. Markdown and Word are written from it too.
 */
export function toStoryFile(
  story: Story,
  characters: readonly CharacterJson[],
  plan?: StoryPlan,
  codexRows?: CodexRows,
): StoryFileV2 {
  // A character names a beat as the spec's routes do: by its Three Act key, else by its id.
  const places = new Map<string, [number, number]>();
  story.acts.forEach((act, actIndex) =>
    act.beats.forEach((beat, index) => {
      places.set(beat._id, [actIndex, index]);
      if (beat.key !== undefined) places.set(beat.key, [actIndex, index]);
    }),
  );
  return {
    format: STORY_FORMAT,
    title: story.title ?? 'Untitled story',
    acts: story.acts.map((act) => ({
      ...(act.key !== undefined && { key: act.key }),
      name: act.name,
      beats: act.beats.map(({ key, name, question, hint, text }) => ({
        ...(key !== undefined && { key }),
        name,
        question,
        ...(hint !== undefined && { hint }),
        text,
      })),
    })),
    unplaced: story.unplaced.map(({ text, origin }) => ({ text, origin })),
    characters: characters.map((character) => ({
      name: character.name,
      desc: character.desc,
      photoUrl: character.photoUrl,
      protag: character.protag,
      beats: character.beats.flatMap((reference) => {
        const place = places.get(reference);
        return place ? [place] : [];
      }),
      notes: character.notes.map(({ noteTitle, noteText }) => ({ noteTitle, noteText })),
    })),
    // A story without a plan writes the file it wrote before scenes.
    ...(plan && plan.plotlines.length + plan.scenes.length > 0 && filePlan(plan, places, characters)),
    // And one with no more than character cards, the file it wrote before the codex (decision 177).
    ...codexOf(story, characters, plan, codexRows),
  };
}

function codexOf(story: Story, characters: readonly CharacterJson[], plan?: StoryPlan, rows?: CodexRows) {
  if (!rows) return {};
  const places = new Map<string, [number, number]>();
  story.acts.forEach((act, actIndex) => act.beats.forEach((beat, index) => places.set(beat._id, [actIndex, index])));
  const codex = toFileCodex(rows, {
    beatIds: story.acts.flatMap((act) => act.beats.map((beat) => beat._id)),
    places,
    scenes: plan?.scenes ?? [],
    characterIds: characters.map((character) => character._id),
  });
  return codex ? { codex } : {};
}

export const UNPLACED_HEADING = 'Unplaced text';

/** An unplaced text's heading in Markdown and Word: where it came from. */
export const unplacedHeading = (origin: Unplaced['origin']) =>
  origin.beat !== undefined
    ? `From "${origin.beat}"`
    : origin.post !== undefined || origin.comment !== undefined
      ? 'From a Brainstorm idea'
      : 'Unplaced';
