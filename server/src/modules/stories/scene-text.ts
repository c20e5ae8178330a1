import type { SceneStatus, SceneWhen, StoryMoment } from '@three-act/contract/board';
import type { StoryFileV2 } from '@three-act/contract/story-file';
import { escapeHeadings, plainText } from './markdown-text';
import { linkMarkdown, type NameLinks } from './name-links';

/**
 * A scene as the exports write it (docs/decisions/166-the-plan-in-story-files.md): its plotlines,
 * point of view and characters by name, whether the story file or the board named them.
 */
export interface SceneText {
  title: string;
  status: SceneStatus;
  plotlines: string[];
  pov: string | null;
  characters: string[];
  place: string | null;
  when: SceneWhen | null;
  wordTarget: number | null;
  /** Rich text (HTML). */
  summary: string | null;
  notes: string | null;
}

export const UNPLACED_SCENES_HEADING = 'Unplaced scenes';
export const PLOTLINES_HEADING = 'Plotlines';

const STATUS_NAMES: Record<SceneStatus, string> = {
  idea: 'Idea',
  planned: 'Planned',
  drafted: 'Drafted',
  done: 'Done',
};

/** "Day 3", or a date or date-time as written, its "T" a space: "2024-03-01 09:30". */
const momentText = (moment: StoryMoment) =>
  typeof moment === 'string' ? moment.replace('T', ' ') : `Day ${moment.day}`;

/** "Day 3", "2024-03-01 – 2024-03-04". */
export const whenText = ({ start, end }: SceneWhen) =>
  end === undefined ? momentText(start) : `${momentText(start)} – ${momentText(end)}`;

/** The scene's facts that it has, as `[label, value]`, in the order the board's scene card shows them. */
export function sceneFacts(scene: SceneText): [string, string][] {
  const facts: [string, string | null][] = [
    ['Status', STATUS_NAMES[scene.status]],
    ['Plotlines', scene.plotlines.join(', ') || null],
    ['POV', scene.pov],
    ['Characters', scene.characters.join(', ') || null],
    ['Place', scene.place],
    ['When', scene.when && whenText(scene.when)],
    ['Word target', scene.wordTarget === null ? null : `${scene.wordTarget.toLocaleString('en-US')} words`],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null);
}

/** A writer's plain text as Markdown: names linked (decision 181), headings escaped, line breaks kept. */
const markdownText = (text: string, links: NameLinks | null) =>
  escapeHeadings(linkMarkdown(text.trim(), links)).replace(/\r?\n/g, '  \n');

/**
 * One scene as Markdown under a heading of `level` ("#### Scene: The storm" under its beat): where
 * it sits when `where` says (in italics), its facts as a list, its summary as text, then its notes.
 * Ends with a blank line. With `links`, the names its summary and notes write link to their entries.
 */
export function sceneMarkdown(
  scene: SceneText,
  heading: string,
  level: number,
  where?: string,
  links: NameLinks | null = null,
): string[] {
  const summary = scene.summary === null ? '' : escapeHeadings(linkMarkdown(plainText(scene.summary), links));
  const notes = scene.notes?.trim() ? markdownText(scene.notes, links) : '';
  return [
    `${'#'.repeat(level)} ${heading}`,
    '',
    ...(where ? [`*${where}*`, ''] : []),
    ...sceneFacts(scene).map(([label, value]) => `- ${label}: ${value}`),
    '',
    ...(summary ? [summary, ''] : []),
    ...(notes ? ['**Notes**', '', notes, ''] : []),
  ];
}

/** A place `[act, beat]` in a story file as one key. */
export const placeKey = ([act, beat]: readonly [number, number]) => `${act}:${beat}`;

/**
 * The scenes of a story file by name, each with where it sits (`placeKey` of its beat, or null
 * unplaced), in the file's order (reading order).
 */
export function fileScenes(file: StoryFileV2): { place: string | null; scene: SceneText }[] {
  const plotlineName = (index: number) => file.plotlines?.[index]?.name ?? [];
  const characterName = (index: number) => file.characters[index]?.name ?? [];
  return (file.scenes ?? []).map(({ beat, plotlines, pov, characters, ...scene }) => ({
    place: beat === null ? null : placeKey(beat),
    scene: {
      ...scene,
      plotlines: plotlines.flatMap(plotlineName),
      pov: pov === null ? null : (file.characters[pov]?.name ?? null),
      characters: characters.flatMap(characterName),
    },
  }));
}

/** Whether a story file has a plan to write: plotlines or scenes. */
export const hasPlan = (file: StoryFileV2) => (file.plotlines?.length ?? 0) + (file.scenes?.length ?? 0) > 0;

/** "Main plot (#c0392b)". */
export const plotlineText = (plotline: { name: string; color: string }) => `${plotline.name} (${plotline.color})`;
