import { isBeatKey, isFilled, storyProgress } from '@three-act/contract/beats';
import { ACTS } from '@three-act/contract/guided-questions';
import type { Outline } from '@three-act/contract/outlines';
import type { StoryActJson } from '@three-act/contract/story-acts';

/**
 * A field of the current story as the outline answer holds it: the title, an act field of a
 * story on the Three Act structure (`act2a07`), or a beat of any other structure by its id
 * (docs/decisions/154-story-structure-as-rows.md). '' when empty.
 */
export function fieldText(outline: Outline | null | undefined, field: string): string {
  if (!outline) return '';
  if (field === 'title') return outline.title ?? '';
  if (isBeatKey(field)) return outline[field] ?? '';
  for (const act of outline.acts ?? []) {
    const beat = act.beats.find((entry) => entry._id === field);
    if (beat) return beat.text ?? '';
  }
  return '';
}

/** Writes fields into a cached outline the same way (a save shown at once). */
export function setFieldTexts(outline: Outline, changes: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(changes)) {
    if (field === 'promptDismissed' && typeof value === 'boolean') outline.promptDismissed = value;
    else if (typeof value !== 'string' && value !== null) continue;
    else if (field === 'title' && value !== null) outline.title = value;
    else if (isBeatKey(field)) outline[field] = value;
    else {
      const beat = outline.acts?.flatMap((act) => act.beats).find((entry) => entry._id === field);
      if (beat) beat.text = value === '' ? null : value;
    }
  }
}

/** The acts of a story on another structure than Three Act; undefined for a Three Act story. */
export const otherStructure = (outline: Outline | null | undefined): StoryActJson[] | undefined => outline?.acts;

/** Roman numerals of acts I to VII. */
export const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'] as const;

/** An act as the dashboard and the outline pages list it, on any structure. */
export interface ActView {
  roman: string;
  name: string;
  path: string;
  beats: { field: string; name: string; text: string | null }[];
}

/** The current story's acts (the Three Act structure's before there is a story). */
export function actsOfStory(outline: Outline | null | undefined): ActView[] {
  const acts = otherStructure(outline);
  if (!acts) {
    return ACTS.map((act) => ({
      roman: act.roman,
      name: act.name,
      path: act.path,
      beats: act.questions.map((question) => ({
        field: question.key,
        name: question.beat,
        text: outline?.[question.key] ?? null,
      })),
    }));
  }
  return acts.map((act, index) => ({
    roman: ROMAN[index] ?? String(index + 1),
    name: act.name,
    path: `/act-${index + 1}`,
    beats: act.beats.map((beat) => ({ field: beat._id, name: beat.name, text: beat.text })),
  }));
}

/** (title + filled beats) / (1 + the story's beats): the spec's /33 on the Three Act structure. */
export function progressOf(outline: Outline | null | undefined): number {
  if (!outline) return 0;
  const beats = actsOfStory(outline).flatMap((act) => act.beats);
  return storyProgress({
    titled: isFilled(outline.title),
    filled: beats.filter((beat) => isFilled(beat.text)).length,
    beats: beats.length,
  });
}

/** The first beat without an answer, in story order, as "Act II · 5. Fun and games" and where it is answered. */
export function firstEmptyBeatOf(outline: Outline | null | undefined) {
  for (const act of actsOfStory(outline)) {
    const index = act.beats.findIndex((beat) => !isFilled(beat.text));
    const beat = act.beats[index];
    if (beat)
      return {
        label: `Act ${act.roman} · ${index + 1}. ${beat.name}`,
        path: `${act.path}#${beat.field}`,
        // Its parts, for the label in another language.
        roman: act.roman,
        index: index + 1,
        name: beat.name,
      };
  }
  return null;
}
