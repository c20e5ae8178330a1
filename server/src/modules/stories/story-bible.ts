import { BUILT_IN_KINDS, defaultTemplate, type FieldValue, type TemplateField } from '@three-act/contract/codex';
import { beatLabels } from '@three-act/contract/layouts';
import type { StoryFileV2 } from '@three-act/contract/story-file';
import { Bookmark, HeadingLevel, Paragraph, TextRun } from 'docx';
import { escapeHeadings, plainText } from './markdown-text';
import { anchorSlug, linkMarkdown, nameLinks, type NameLinks, type NameTarget } from './name-links';
import { richTextParagraphs } from './rich-text-docx';

/**
 * The story bible the Markdown and Word exports end with (issue 34, docs/decisions/177-the-codex.md):
 * the codex by kind, each entry with its sheet's fields, then the ties between entries, then the
 * arcs. Built from the story file (`bibleOf`); written here for both formats.
 */
export const BIBLE_HEADING = 'Story bible';

/** An entry as the bible writes it. */
interface BibleEntry {
  name: string;
  /** Its name and aliases, and whether they count only as written (or in capitals), for the links. */
  names: string[];
  matchCase: boolean;
  /** Its section's Markdown anchor and Word bookmark, which the names written in the text link to. */
  target: NameTarget;
  /** "also: the Keep, Harrow" and the like, and the sheet's fields with a value, in the sheet's order. */
  facts: [label: string, value: string][];
  summary: string | null;
  /** Rich text (HTML); '' for none. */
  description: string;
  notes: { title: string; text: string }[];
}

interface BibleKind {
  /** "Places", or a kind the writer named, as named. */
  heading: string;
  entries: BibleEntry[];
}

export interface Bible {
  kinds: BibleKind[];
  /** "Mara Vell — sister of → Tomas Vell (from Act I — Catalyst until …): note" */
  ties: string[];
  arcs: { name: string; points: [at: string, text: string][] }[];
}

const KIND_HEADINGS: Record<string, string> = {
  character: 'Characters',
  place: 'Places',
  object: 'Objects',
  group: 'Groups',
  lore: 'Lore',
};

/** A field's value as text ("yes"/"no" for yes/no); null for none. The shared page reads it too (decision 181). */
export const valueText = (value: FieldValue | undefined) =>
  value === undefined || value === null || value === ''
    ? null
    : typeof value === 'boolean'
      ? value
        ? 'yes'
        : 'no'
      : String(value);

/** An entry's facts: its other names, tags and image, then its sheet's fields that hold a value, in the sheet's order. */
function factsOf(
  entry: { aliases: string[]; tags: string[]; fields: Record<string, FieldValue>; image?: string | null },
  sheet: readonly TemplateField[],
): [string, string][] {
  const facts: [string, string][] = [];
  if (entry.aliases.length > 0) facts.push(['Also known as', entry.aliases.join(', ')]);
  if (entry.tags.length > 0) facts.push(['Tags', entry.tags.join(', ')]);
  if (entry.image) facts.push(['Image', entry.image]);
  for (const field of sheet) {
    const value = valueText(entry.fields[field.id]);
    if (value !== null) facts.push([field.name, value]);
  }
  return facts;
}

/**
 * The bible of a story file: the kinds in the codex's order (the built-in ones, then the writer's),
 * each entry with its facts, summary, description and notes (a character's description and notes
 * stand in the character bible already, so under Characters only what the codex adds); the ties by
 * the names of their ends and the beats they hold between; the arcs, each point at its beat or scene.
 */
export function bibleOf(file: StoryFileV2): Bible {
  const codex = file.codex;
  if (!codex) return { kinds: [], ties: [], arcs: [] };
  const labels = beatLabels(file.acts);
  const beatLabel = ([act, beat]: readonly [number, number]) => labels[act]?.[beat] ?? '';
  const sheets = new Map(codex.kinds.map((kind) => [kind.name.toLowerCase(), kind.fields as TemplateField[]]));
  const sheetOf = (kind: string) => sheets.get(kind.toLowerCase()) ?? defaultTemplate(kind);
  const ownKinds = [
    ...new Set([...codex.kinds.map((kind) => kind.name), ...codex.entries.map((entry) => entry.kind)]),
  ].filter((kind) => !(BUILT_IN_KINDS as readonly string[]).includes(kind.toLowerCase()));
  const characterSheet = sheetOf('character');
  const characters: BibleEntry[] = codex.characters.flatMap((extras) => {
    const character = file.characters[extras.character];
    if (!character) return [];
    const facts = factsOf(extras, characterSheet);
    if (facts.length === 0 && !extras.summary) return [];
    return [
      {
        name: character.name,
        names: [character.name, ...extras.aliases],
        matchCase: extras.matchCase,
        target: { anchor: '', bookmark: '' },
        facts,
        summary: extras.summary,
        description: '',
        notes: [],
      },
    ];
  });
  const kinds: BibleKind[] = [
    { heading: KIND_HEADINGS.character ?? 'Characters', entries: characters },
    ...[...BUILT_IN_KINDS.filter((kind) => kind !== 'character'), ...ownKinds].map((kind) => ({
      heading: KIND_HEADINGS[kind] ?? kind,
      entries: codex.entries
        .filter((entry) => entry.kind.toLowerCase() === kind.toLowerCase())
        .map((entry) => ({
          name: entry.name,
          names: [entry.name, ...entry.aliases],
          matchCase: entry.matchCase,
          target: { anchor: '', bookmark: '' },
          facts: factsOf(entry, sheetOf(kind)),
          summary: entry.summary,
          description: entry.description,
          notes: entry.notes.map((note) => ({ title: note.noteTitle, text: note.noteText })),
        })),
    })),
  ];
  const endName = (end: { character?: number | undefined; entry?: number | undefined }) =>
    end.character !== undefined
      ? (file.characters[end.character]?.name ?? '')
      : (codex.entries[end.entry ?? -1]?.name ?? '');
  const ties = codex.relationships.map((tie) => {
    const span = [
      tie.fromBeat ? `from ${beatLabel(tie.fromBeat)}` : null,
      tie.untilBeat ? `until ${beatLabel(tie.untilBeat)}` : null,
    ].filter(Boolean);
    return `${endName(tie.from)} — ${tie.label} ${tie.directed ? '→' : '—'} ${endName(tie.to)}${span.length > 0 ? ` (${span.join(' ')})` : ''}${tie.note ? `: ${tie.note}` : ''}`;
  });
  const scenes = file.scenes ?? [];
  const pointAt = (point: { beat?: [number, number] | undefined; scene?: number | undefined; text: string }) =>
    [point.beat ? beatLabel(point.beat) : `Scene: ${scenes[point.scene ?? -1]?.title ?? ''}`, point.text] as [
      string,
      string,
    ];
  const arcs = [
    ...codex.characters.map((extras) => ({ name: file.characters[extras.character]?.name ?? '', arc: extras.arc })),
    ...codex.entries.map((entry) => ({ name: entry.name, arc: entry.arc })),
  ]
    .filter(({ arc }) => arc.length > 0)
    .map(({ name, arc }) => ({ name, points: arc.map(pointAt) }));
  // Each section's anchor: `codex-` and its name's slug (`-2`, `-3` after a name taken); bookmarks
  // by place, since Word's are at most 40 letters, digits and underscores.
  const taken = new Set<string>();
  kinds
    .flatMap((kind) => kind.entries)
    .forEach((entry, index) => {
      const slug = `codex-${anchorSlug(entry.name) || 'entry'}`;
      let anchor = slug;
      for (let n = 2; taken.has(anchor); n += 1) anchor = `${slug}-${n}`;
      taken.add(anchor);
      entry.target = { anchor, bookmark: `codex_${index + 1}` };
    });
  return { kinds, ties, arcs };
}

/**
 * The links of the names of the bible's entries (decision 181): an entry's names written in the
 * exported text link to its section; null when the story has no bible (no bible, no links).
 */
export const bibleLinks = (bible: Bible): NameLinks | null => nameLinks(bible.kinds.flatMap((kind) => kind.entries));

const isEmptyBible = (bible: Bible) =>
  bible.kinds.every((kind) => kind.entries.length === 0) && bible.ties.length === 0 && bible.arcs.length === 0;

/** The bible as Markdown: `##` for the bible, `###` for each kind, the ties and the arcs, `####` for an entry. */
export function bibleMarkdown(bible: Bible, links: NameLinks | null = null): string[] {
  if (isEmptyBible(bible)) return [];
  const lines = [`## ${BIBLE_HEADING}`, ''];
  for (const kind of bible.kinds) {
    if (kind.entries.length === 0) continue;
    lines.push(`### ${kind.heading}`, '');
    for (const entry of kind.entries) {
      lines.push(`#### <a id="${entry.target.anchor}"></a>${entry.name}`, '');
      if (entry.summary) lines.push(`*${escapeHeadings(entry.summary)}*`, '');
      for (const [label, value] of entry.facts)
        lines.push(`- **${label}:** ${escapeHeadings(value).replace(/\r?\n/g, '  \n  ')}`);
      if (entry.facts.length > 0) lines.push('');
      const description = escapeHeadings(linkMarkdown(plainText(entry.description), links));
      if (description) lines.push(description, '');
      for (const note of entry.notes) lines.push(`**${note.title}**`, '', escapeHeadings(note.text), '');
    }
  }
  if (bible.ties.length > 0) lines.push('### Relationships', '', ...bible.ties.map((tie) => `- ${tie}`), '');
  for (const arc of bible.arcs) {
    lines.push(
      `### Arc: ${arc.name}`,
      '',
      ...arc.points.map(([at, text]) => `- **${at}:** ${escapeHeadings(text)}`),
      '',
    );
  }
  return lines;
}

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ heading: level, children: [new TextRun(text)] });

const lines = (text: string) => text.split(/\r?\n/).map((line) => new Paragraph({ children: [new TextRun(line)] }));

const fact = (label: string, value: string) =>
  new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] });

/** The bible as Word paragraphs: Heading 1 for the bible, 2 for a kind, the ties and each arc, 3 for an entry. */
export function bibleParagraphs(bible: Bible, links: NameLinks | null = null): Paragraph[] {
  if (isEmptyBible(bible)) return [];
  return [
    heading(BIBLE_HEADING, HeadingLevel.HEADING_1),
    ...bible.kinds
      .filter((kind) => kind.entries.length > 0)
      .flatMap((kind) => [
        heading(kind.heading, HeadingLevel.HEADING_2),
        ...kind.entries.flatMap((entry) => [
          new Paragraph({
            heading: HeadingLevel.HEADING_3,
            children: [new Bookmark({ id: entry.target.bookmark, children: [new TextRun(entry.name)] })],
          }),
          ...(entry.summary
            ? [new Paragraph({ children: [new TextRun({ text: entry.summary, italics: true })] })]
            : []),
          ...entry.facts.map(([label, value]) => fact(label, value)),
          ...(entry.description ? richTextParagraphs(entry.description, links) : []),
          ...entry.notes.flatMap((note) => [
            new Paragraph({ children: [new TextRun({ text: note.title, bold: true })] }),
            ...lines(note.text),
          ]),
        ]),
      ]),
    ...(bible.ties.length > 0
      ? [
          heading('Relationships', HeadingLevel.HEADING_2),
          ...bible.ties.map((tie) => new Paragraph({ text: tie, bullet: { level: 0 } })),
        ]
      : []),
    ...bible.arcs.flatMap((arc) => [
      heading(`Arc: ${arc.name}`, HeadingLevel.HEADING_2),
      ...arc.points.map(([at, text]) => fact(at, text)),
    ]),
  ];
}
