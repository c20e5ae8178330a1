import type { BeatKey } from './beats';
import { THREE_ACT_SHEET } from './built-in-sheets';
import {
  isThreeActOutline,
  layoutName,
  storySections,
  type Layout,
  type OutlineAct,
  type OutlineBeat,
} from './layouts';
import type { Outline } from './outlines';

export const EMPTY_BEAT = '...';

/**
 * The line under the title of a story on a structure other than Three Act. The Markdown import
 * reads only the Three Act structure, and refuses a file with this line, pointing to the JSON file,
 * which carries the structure (docs/decisions/158-story-files-v2.md).
 */
export const OWN_STRUCTURE = 'On its own structure';
export const ownStructureNote = (acts: readonly OutlineAct[]) => {
  const beats = acts.reduce((sum, act) => sum + act.beats.length, 0);
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${OWN_STRUCTURE}: ${plural(acts.length, 'act')} and ${plural(beats, 'beat')}`;
};

/** A beat as the outline shows it: its name, its guided question ('' for none) and the writer's text. */
export interface OutlineBeatText extends OutlineBeat {
  question: string;
  text?: string | null | undefined;
}

/**
 * A story's outline as a Markdown document: title, then every beat under its question (line breaks
 * kept), grouped by the story's acts or, on the Three Act structure, by a framework's beats. What
 * `underBeat` gives a beat (the server's export: its scenes) follows its text.
 */
export function storyToMarkdown<B extends OutlineBeatText>(
  story: { title?: string | null | undefined; acts: readonly OutlineAct<B>[] },
  layout: Layout = 'acts',
  underBeat?: (beat: B) => string[],
): string {
  const title = story.title?.trim() || 'Untitled story';
  const lines = [`# ${title}`, ''];
  if (layout !== 'acts') lines.push(`*Laid out by ${layoutName(layout)}*`, '');
  else if (!isThreeActOutline(story.acts)) lines.push(`*${ownStructureNote(story.acts)}*`, '');
  for (const section of storySections(story.acts, layout)) {
    lines.push(`## ${section.heading}`, '');
    if (section.description) lines.push(section.description, '');
    for (const { beat, label } of section.beats) {
      const answer = beat.text?.trim();
      // A question of the writer's own may hold line breaks: one line keeps it one italic paragraph.
      const question = beat.question.replace(/\s*\n\s*/g, ' ').trim();
      lines.push(`### ${label}`, '', ...(question ? [`*${question}*`, ''] : []));
      lines.push(answer ? answer.replace(/\r?\n/g, '  \n') : EMPTY_BEAT, '');
      if (underBeat) lines.push(...underBeat(beat));
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The Three Act outline (the spec's 32 fields) as Markdown: `storyToMarkdown` of the built-in structure. */
export function outlineToMarkdown(outline: Outline | null, layout: Layout = 'acts'): string {
  return storyToMarkdown(
    {
      title: outline?.title,
      acts: THREE_ACT_SHEET.acts.map((act) => ({
        name: act.name,
        beats: act.beats.map((beat) => ({ ...beat, text: outline?.[beat.key as BeatKey] })),
      })),
    },
    layout,
  );
}
