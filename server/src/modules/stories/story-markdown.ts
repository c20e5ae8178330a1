import { BEAT_KEYS, isBeatKey, type BeatKey } from '@three-act/contract/beats';
import { ACTS, beatReference } from '@three-act/contract/guided-questions';
import type { Layout } from '@three-act/contract/layouts';
import { EMPTY_BEAT, outlineToMarkdown } from '@three-act/contract/outline-markdown';
import type { StoryFile } from '@three-act/contract/story-file';
import { STORY_FORMAT } from '@three-act/contract/story-file';
import sanitizeHtml from 'sanitize-html';
import type { OutlineJson } from '../outlines/outlines.service';

const CHARACTERS = 'Characters';
const PROTAGONIST = ' (protagonist)';
const PHOTO = 'Photo: ';
const APPEARS = 'Appears in: ';

/** A description's text: blocks become paragraphs, tags go. */
const plainText = (html: string) =>
  sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote)>/g, '$&\n\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** A line of the writer's text that starts like a heading keeps its "#" as text. */
const escapeHeadings = (text: string) => text.replace(/^(\s*)#/gm, '$1\\#');
const unescapeHeadings = (text: string) => text.replace(/^(\s*)\\#/gm, '$1#');

/**
 * One story as Markdown: the outline laid out by acts or a framework (as the outline page downloads
 * it), then its characters with their notes and the beats they appear in.
 */
export function storyMarkdown(outline: OutlineJson, layout: Layout = 'acts'): string {
  const escaped = { ...outline };
  for (const key of BEAT_KEYS) escaped[key] = outline[key] === null ? null : escapeHeadings(outline[key]);
  const lines = [outlineToMarkdown(escaped, layout).trimEnd(), '', `## ${CHARACTERS}`, ''];
  if (outline.characters.length === 0) lines.push(EMPTY_BEAT, '');
  for (const character of outline.characters) {
    lines.push(`### ${character.name}${character.protag ? PROTAGONIST : ''}`, '');
    lines.push(escapeHeadings(plainText(character.desc)) || EMPTY_BEAT, '');
    if (character.photoUrl) lines.push(`${PHOTO}${character.photoUrl}`, '');
    if (character.beats.length > 0) {
      lines.push(
        `${APPEARS}${character.beats
          .filter(isBeatKey)
          .map((key) => beatReference(key).label)
          .join('; ')}`,
        '',
      );
    }
    for (const note of character.notes) {
      lines.push(`#### ${note.noteTitle}`, '', escapeHeadings(note.noteText), '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Every heading a beat can have in a layout ("1. Opening image", "Act II · 8. Midpoint") → its key. */
const BEAT_BY_LABEL = new Map<string, BeatKey>(
  ACTS.flatMap((act) =>
    act.questions.flatMap((question, index) => [
      [`${index + 1}. ${question.beat}`, question.key] as const,
      [beatReference(question.key).label, question.key] as const,
    ]),
  ),
);
const QUESTION_BY_KEY = new Map(ACTS.flatMap((act) => act.questions.map((q) => [q.key, q.question] as const)));

interface Block {
  level: number;
  heading: string;
  lines: string[];
}

function blocksOf(markdown: string): { title: string | null; blocks: Block[] } {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let title: string | null = null;
  const blocks: Block[] = [];
  for (const line of lines) {
    const [, marks, rest] = /^(#{1,4}) (.*)$/.exec(line) ?? [];
    if (marks && rest !== undefined) {
      const level = marks.length;
      const text = rest.trim();
      if (level === 1 && title === null) title = text.replace(/^"(.*)"$/, '$1');
      else blocks.push({ level, heading: text, lines: [] });
    } else {
      blocks.at(-1)?.lines.push(line);
    }
  }
  return { title, blocks };
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

/**
 * Reads Markdown in the layout `storyMarkdown` writes (any layout) back into a story file. What it
 * cannot place is named: the caller answers 400 with these problems and imports nothing.
 */
export function parseStoryMarkdown(markdown: string): { file?: StoryFile; problems: string[] } {
  const { title, blocks } = blocksOf(markdown);
  const problems: string[] = [];
  if (!title) problems.push('The file has no title line (# "Title")');
  const beats: Partial<Record<BeatKey, string | null>> = {};
  const characters: NonNullable<StoryFile['characters']> = [];
  let inCharacters = false;
  for (const block of blocks) {
    if (block.level === 2) {
      inCharacters = block.heading === CHARACTERS;
      continue;
    }
    if (!inCharacters && block.level === 3) {
      const key = BEAT_BY_LABEL.get(block.heading);
      if (!key) {
        problems.push(`Unknown beat heading "### ${block.heading.slice(0, 80)}"`);
        continue;
      }
      const question = QUESTION_BY_KEY.get(key);
      const lines = block.lines.filter((line) => line.trim() !== `*${question}*`);
      const text = textOf(lines);
      beats[key] = text === EMPTY_BEAT || text === '' ? null : text;
    } else if (inCharacters && block.level === 3) {
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
        beats: labels.flatMap((label) => BEAT_BY_LABEL.get(label) ?? []),
        notes: [],
      });
    } else if (inCharacters && block.level === 4) {
      const character = characters.at(-1);
      if (!character) problems.push(`Note "#### ${block.heading.slice(0, 80)}" comes before any character`);
      else character.notes?.push({ noteTitle: block.heading, noteText: textOf(block.lines) });
    }
  }
  if (problems.length > 0 || !title) return { problems };
  return { file: { format: STORY_FORMAT, title, beats, characters }, problems };
}
