import { BEAT_KEYS, type BeatKey } from '@three-act/contract/beats';
import { STORY_FORMAT, type StoryFile } from '@three-act/contract/story-file';
import type { OutlineJson } from '../outlines/outlines.service';

/** A file name from a title: letters and digits joined by dashes, never empty. */
export const storyFileName = (title: string | null) =>
  (title ?? '')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 60) || 'untitled-story';

/** The story as `format=json` writes it (`three-act-story/1`): what an import needs, no ids. */
export function toStoryFile(outline: OutlineJson): StoryFile & { title: string } {
  return {
    format: STORY_FORMAT,
    title: outline.title ?? 'Untitled story',
    beats: Object.fromEntries(BEAT_KEYS.map((key) => [key, outline[key]])) as Record<BeatKey, string | null>,
    characters: outline.characters.map((character) => ({
      name: character.name,
      desc: character.desc,
      photoUrl: character.photoUrl,
      protag: character.protag,
      beats: character.beats,
      notes: character.notes.map(({ noteTitle, noteText }) => ({ noteTitle, noteText })),
    })),
  };
}
