import { THREE_ACT_SHEET } from '@three-act/contract/built-in-sheets';
import { ACTS, beatReference } from '@three-act/contract/guided-questions';
import { beatLabels, type Layout } from '@three-act/contract/layouts';
import { EMPTY_BEAT, OWN_STRUCTURE, storyToMarkdown } from '@three-act/contract/outline-markdown';
import { actKey } from '@three-act/contract/story-structure';
import { STORY_FORMAT, type StoryFileV2, type StoryFileV2Input } from '@three-act/contract/story-file';
import { escapeHeadings, plainText, unescapeHeadings } from './markdown-text';
import {
  fileScenes,
  hasPlan,
  placeKey,
  PLOTLINES_HEADING,
  plotlineText,
  sceneMarkdown,
  UNPLACED_SCENES_HEADING,
  type SceneText,
} from './scene-text';
import { linkMarkdown, unlinkMarkdown, type NameLinks } from './name-links';
import { BIBLE_HEADING, bibleLinks, bibleMarkdown, bibleOf } from './story-bible';
import { UNPLACED_HEADING, unplacedHeading } from './story-file';

const CHARACTERS = 'Characters';
const SCENE = 'Scene: ';
const PROTAGONIST = ' (protagonist)';
const PHOTO = 'Photo: ';
const APPEARS = 'Appears in: ';
const FROM_BEAT = /^From "(.*)"$/;
/** The plan's sections, which the Markdown import passes over (its JSON carries the plan). */
const PLAN_HEADINGS = new Set([UNPLACED_SCENES_HEADING, PLOTLINES_HEADING, BIBLE_HEADING]);
/** The Markdown of a story on another structure (docs/decisions/158-story-files-v2.md). */
const NOT_THREE_ACT =
  "This Markdown is of a story on its own structure, which only the story's JSON file carries: export the story as JSON and import that file";

/**
 * The plan after the outline (docs/decisions/166-the-plan-in-story-files.md): the scenes under no
 * beat, then the plotlines with their colours; nothing for a story without them.
 */
function planMarkdown(file: StoryFileV2, unplacedScenes: SceneText[], links: NameLinks | null): string[] {
  const lines: string[] = [];
  if (unplacedScenes.length > 0) {
    lines.push(`## ${UNPLACED_SCENES_HEADING}`, '');
    for (const scene of unplacedScenes) lines.push(...sceneMarkdown(scene, scene.title, 3, undefined, links));
  }
  if (file.plotlines?.length) {
    lines.push(`## ${PLOTLINES_HEADING}`, '', ...file.plotlines.map((plotline) => `- ${plotlineText(plotline)}`), '');
  }
  return lines;
}

/**
 * One story as Markdown: the outline by its acts (or, on the Three Act structure, a framework), as
 * the outline page downloads it, each beat followed by its scenes; then the unplaced scenes and the
 * plotlines; then its characters with their notes and the beats they appear in, then the story
 * bible of its codex (decision 177), then its unplaced text.
 */
export function storyMarkdown(file: StoryFileV2, layout: Layout = 'acts'): string {
  // Names written in the beats and scenes link to their entries in the story bible (decision 181).
  const bible = bibleOf(file);
  const links = bibleLinks(bible);
  const scenes = fileScenes(file);
  const acts = file.acts.map((act, actIndex) => ({
    ...act,
    beats: act.beats.map((beat, index) => ({
      ...beat,
      text: beat.text === null ? null : escapeHeadings(linkMarkdown(beat.text, links)),
      scenes: scenes.filter(({ place }) => place === placeKey([actIndex, index])).map(({ scene }) => scene),
    })),
  }));
  const underBeat = ({ scenes: under }: (typeof acts)[number]['beats'][number]) =>
    under.flatMap((scene) => sceneMarkdown(scene, `${SCENE}${scene.title}`, 4, undefined, links));
  const labels = beatLabels(file.acts);
  const unplacedScenes = scenes.filter(({ place }) => place === null).map(({ scene }) => scene);
  const lines = [
    storyToMarkdown({ title: file.title, acts }, layout, hasPlan(file) ? underBeat : undefined).trimEnd(),
    '',
    ...planMarkdown(file, unplacedScenes, links),
    `## ${CHARACTERS}`,
    '',
  ];
  if (file.characters.length === 0) lines.push(EMPTY_BEAT, '');
  for (const character of file.characters) {
    lines.push(`### ${character.name}${character.protag ? PROTAGONIST : ''}`, '');
    lines.push(escapeHeadings(plainText(character.desc)) || EMPTY_BEAT, '');
    if (character.photoUrl) lines.push(`${PHOTO}${character.photoUrl}`, '');
    if (character.beats.length > 0) {
      lines.push(`${APPEARS}${character.beats.map(([act, beat]) => labels[act]?.[beat]).join('; ')}`, '');
    }
    for (const note of character.notes) {
      lines.push(`#### ${note.noteTitle}`, '', escapeHeadings(note.noteText), '');
    }
  }
  lines.push(...bibleMarkdown(bible, links));
  if (file.unplaced.length > 0) {
    lines.push(`## ${UNPLACED_HEADING}`, '');
    for (const item of file.unplaced) {
      lines.push(
        `### ${unplacedHeading(item.origin)}`,
        '',
        escapeHeadings(item.text.trim()).replace(/\r?\n/g, '  \n'),
        '',
      );
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Every heading a beat can have in a layout ("1. Opening image", "Act II · 8. Midpoint") → its key. */
const BEAT_BY_LABEL = new Map<string, string>(
  ACTS.flatMap((act) =>
    act.questions.flatMap((question, index) => [
      [`${index + 1}. ${question.beat}`, question.key] as const,
      [beatReference(question.key).label, question.key] as const,
    ]),
  ),
);
const QUESTION_BY_KEY = new Map(
  ACTS.flatMap((act) => act.questions.map((q) => [q.key as string, q.question] as const)),
);
/** Each Three Act beat's place in the structure, `[act, beat]`. */
const PLACE_BY_KEY = new Map(
  THREE_ACT_SHEET.acts.flatMap((act, actIndex) =>
    act.beats.map((beat, index) => [beat.key, [actIndex, index] as [number, number]] as const),
  ),
);

interface Block {
  level: number;
  heading: string;
  lines: string[];
}

/** The title, the lines before the first section (the layout's note), and each heading's block. */
function blocksOf(markdown: string): { title: string | null; preamble: string[]; blocks: Block[] } {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let title: string | null = null;
  const preamble: string[] = [];
  const blocks: Block[] = [];
  for (const line of lines) {
    const [, marks, rest] = /^(#{1,4}) (.*)$/.exec(line) ?? [];
    if (marks && rest !== undefined) {
      const level = marks.length;
      const text = rest.trim();
      // Files exported before decision 164 wrap the title in quotes, as the outline page shows it.
      if (level === 1 && title === null) title = text.replace(/^"(.*)"$/, '$1');
      else blocks.push({ level, heading: text, lines: [] });
    } else {
      (blocks.at(-1)?.lines ?? preamble).push(line);
    }
  }
  return { title, preamble, blocks };
}

/** Paragraphs of a block's text, Markdown's hard breaks ("  \n") back to plain line breaks. */
const textOf = (lines: string[]) =>
  unescapeHeadings(
    lines
      .join('\n')
      .replace(/ {2}\n/g, '\n')
      .trim(),
  );

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type FileCharacter = NonNullable<StoryFileV2Input['characters']>[number];

/**
 * Reads Markdown in the layout `storyMarkdown` writes of a story on the Three Act structure (any
 * layout) back into a story file. A story on another structure is refused: only its JSON carries
 * the structure (docs/decisions/158-story-files-v2.md). The scenes and plotlines it lists are passed
 * over: the JSON file carries them back (docs/decisions/166-the-plan-in-story-files.md). What it
 * cannot place is named: the caller answers 400 with these problems and imports nothing.
 */
export function parseStoryMarkdown(markdown: string): { file?: StoryFileV2Input; problems: string[] } {
  const { title, preamble, blocks } = blocksOf(markdown);
  if (preamble.some((line) => line.startsWith(`*${OWN_STRUCTURE}`))) return { problems: [NOT_THREE_ACT] };
  const problems: string[] = [];
  if (!title) problems.push('The file has no title line (# Title)');
  const texts = new Map<string, string | null>();
  const characters: FileCharacter[] = [];
  const unplaced: NonNullable<StoryFileV2Input['unplaced']> = [];
  let section: 'outline' | 'plan' | 'characters' | 'unplaced' = 'outline';
  for (const block of blocks) {
    if (block.level === 2) {
      section =
        block.heading === CHARACTERS
          ? 'characters'
          : block.heading === UNPLACED_HEADING
            ? 'unplaced'
            : PLAN_HEADINGS.has(block.heading)
              ? 'plan'
              : 'outline';
      continue;
    }
    if (section === 'outline' && block.level === 3) {
      const key = BEAT_BY_LABEL.get(block.heading);
      if (!key) {
        problems.push(`Unknown beat heading "### ${block.heading.slice(0, 80)}"`);
        continue;
      }
      const question = QUESTION_BY_KEY.get(key);
      const lines = block.lines.filter((line) => line.trim() !== `*${question}*`);
      // The export's links to the story bible back to the names as the writer wrote them (decision 181).
      const text = unlinkMarkdown(textOf(lines));
      texts.set(key, text === EMPTY_BEAT || text === '' ? null : text);
    } else if (section === 'characters' && block.level === 3) {
      const protag = block.heading.endsWith(PROTAGONIST);
      const name = protag ? block.heading.slice(0, -PROTAGONIST.length) : block.heading;
      const photo = block.lines.find((line) => line.startsWith(PHOTO));
      const appears = block.lines.find((line) => line.startsWith(APPEARS));
      const labels = appears
        ? appears
            .slice(APPEARS.length)
            .split(';')
            .map((label) => label.trim())
        : [];
      const [unknown] = labels.filter((label) => !BEAT_BY_LABEL.has(label));
      if (unknown !== undefined) problems.push(`${name}: unknown beat "${unknown.slice(0, 80)}"`);
      const text = textOf(block.lines.filter((line) => line !== photo && line !== appears));
      const desc = text === EMPTY_BEAT ? '' : text;
      characters.push({
        name,
        protag,
        photoUrl: photo ? photo.slice(PHOTO.length).trim() : '',
        desc: desc
          .split(/\n{2,}/)
          .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
          .join(''),
        beats: labels.flatMap((label) => {
          const place = PLACE_BY_KEY.get(BEAT_BY_LABEL.get(label) ?? '');
          return place ? [place] : [];
        }),
        notes: [],
      });
    } else if (section === 'characters' && block.level === 4) {
      const character = characters.at(-1);
      if (!character) problems.push(`Note "#### ${block.heading.slice(0, 80)}" comes before any character`);
      else character.notes?.push({ noteTitle: block.heading, noteText: textOf(block.lines) });
    } else if (section === 'unplaced' && block.level === 3) {
      const beat = FROM_BEAT.exec(block.heading)?.[1];
      const text = textOf(block.lines);
      if (text) unplaced.push({ text, origin: beat === undefined ? {} : { beat } });
    }
  }
  if (problems.length > 0 || !title) return { problems };
  return {
    file: {
      format: STORY_FORMAT,
      title,
      acts: THREE_ACT_SHEET.acts.map((act, actIndex) => ({
        key: actKey(THREE_ACT_SHEET, actIndex),
        name: act.name,
        beats: act.beats.map(({ key, name, question }) => ({ key, name, question, text: texts.get(key) ?? null })),
      })),
      unplaced,
      characters,
    },
    problems,
  };
}
