import { STORY_FORMAT, type StoryFileV2 } from '@three-act/contract/story-file';
import type { Story, Unplaced } from '@three-act/contract/story-structure';
import type { CharacterJson } from '../outlines/outlines.service';

/** A file name from a title: letters and digits joined by dashes, never empty. */
export const storyFileName = (title: string | null) =>
  (title ?? '')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 60) || 'untitled-story';

/**
 * The story as `format=json` writes it (`three-act-story/2`, docs/decisions/158-story-files-v2.md):
 * its structure with the writer's text, the unplaced text, and the characters with the beats they
 * appear in by position (`[act, beat]`). No ids. Markdown and Word are written from it too.
 */
export function toStoryFile(story: Story, characters: readonly CharacterJson[]): StoryFileV2 {
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
  };
}

export const UNPLACED_HEADING = 'Unplaced text';

/** An unplaced text's heading in Markdown and Word: where it came from. */
export const unplacedHeading = (origin: Unplaced['origin']) =>
  origin.beat !== undefined
    ? `From "${origin.beat}"`
    : origin.post !== undefined || origin.comment !== undefined
      ? 'From a Brainstorm idea'
      : 'Unplaced';
