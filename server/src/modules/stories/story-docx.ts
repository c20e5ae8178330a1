import { beatLabels, isThreeActOutline, layoutName, storySections, type Layout } from '@three-act/contract/layouts';
import { EMPTY_BEAT, ownStructureNote } from '@three-act/contract/outline-markdown';
import type { StoryFileV2 } from '@three-act/contract/story-file';
import { holdableText } from '@three-act/contract/text';
import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, PageBreak, Paragraph, TextRun } from 'docx';
import { ORDERED_LIST, richTextParagraphs } from './rich-text-docx';
import {
  fileScenes,
  placeKey,
  PLOTLINES_HEADING,
  plotlineText,
  sceneFacts,
  UNPLACED_SCENES_HEADING,
  type SceneText,
} from './scene-text';
import { linkedRuns, type NameLinks } from './name-links';
import { bibleLinks, bibleOf, bibleParagraphs } from './story-bible';
import { UNPLACED_HEADING, unplacedHeading } from './story-file';

/** A writer's text as paragraphs, one per line it holds; with `links`, the names it writes as links (decision 181). */
const textParagraphs = (text: string, links: NameLinks | null = null) =>
  text.split(/\r?\n/).map((line) => new Paragraph({ children: linkedRuns(line, links) }));

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ heading: level, children: [new TextRun(text)] });

/** One scene under a heading: its facts (bold labels), its summary keeping its formatting, its notes. */
const sceneParagraphs = (
  scene: SceneText,
  title: string,
  level: (typeof HeadingLevel)[keyof typeof HeadingLevel],
  links: NameLinks | null,
) => [
  heading(title, level),
  ...sceneFacts(scene).map(
    ([label, value]) =>
      new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] }),
  ),
  ...(scene.summary === null ? [] : richTextParagraphs(scene.summary, links)),
  ...(scene.notes?.trim()
    ? [
        new Paragraph({ children: [new TextRun({ text: 'Notes', bold: true })] }),
        ...textParagraphs(scene.notes.trim(), links),
      ]
    : []),
];

/** The scenes under no beat, then the plotlines, each with a swatch of its colour; nothing for a story without them. */
function planParagraphs(story: StoryFileV2, unplacedScenes: SceneText[], links: NameLinks | null): Paragraph[] {
  return [
    ...(unplacedScenes.length === 0
      ? []
      : [
          new Paragraph({ children: [new PageBreak()] }),
          heading(UNPLACED_SCENES_HEADING, HeadingLevel.HEADING_1),
          ...unplacedScenes.flatMap((scene) => sceneParagraphs(scene, scene.title, HeadingLevel.HEADING_2, links)),
        ]),
    ...(story.plotlines?.length
      ? [
          heading(PLOTLINES_HEADING, HeadingLevel.HEADING_1),
          ...story.plotlines.map(
            (plotline) =>
              new Paragraph({
                children: [
                  new TextRun({ text: '■ ', color: plotline.color.slice(1) }),
                  new TextRun(plotlineText(plotline)),
                ],
              }),
          ),
        ]
      : []),
  ];
}

/** Under the title: the layout of a Three Act outline, or the size of a structure of the story's own. */
const subtitle = (story: StoryFileV2, layout: Layout) =>
  isThreeActOutline(story.acts)
    ? `A Three Act outline, laid out by ${layoutName(layout)}`
    : ownStructureNote(story.acts);

/**
 * The story as a Word document (the `docx` library writes Office Open XML that Word and LibreOffice
 * open without a repair prompt): a title page, each act or framework beat as a heading with every
 * question and answer under it and its scenes after them, then the unplaced scenes and the
 * plotlines (docs/decisions/166-the-plan-in-story-files.md), then the character bible, then the
 * story bible of the codex (decision 177), then any unplaced text.
 */
export async function storyDocx(file: StoryFileV2, layout: Layout, exportedAt = new Date()): Promise<Buffer> {
  // Defence in depth (decision 149): a row written before the contract removed what XML 1.0
  // forbids (U+FFFE, U+FFFF, lone surrogates, C0 controls) must not make the document unreadable.
  const story = JSON.parse(JSON.stringify(file), (_key, value: unknown) =>
    typeof value === 'string' ? holdableText(value) : value,
  ) as StoryFileV2;
  const title = story.title.trim() || 'Untitled story';
  const labels = beatLabels(story.acts);
  const titlePage = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(title)] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: subtitle(story, layout), italics: true })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun(exportedAt.toISOString().slice(0, 10)), new PageBreak()],
    }),
  ];

  // The story bible first: the names written in the text link to its entries (decision 181).
  const codex = bibleOf(story);
  const links = bibleLinks(codex);
  const scenes = fileScenes(story);
  const scenesUnder = new Map(
    story.acts.flatMap((act, actIndex) =>
      act.beats.map((beat, index) => [
        beat,
        scenes.filter(({ place }) => place === placeKey([actIndex, index])).map(({ scene }) => scene),
      ]),
    ),
  );
  const plan = storySections(story.acts, layout).flatMap((section) => [
    heading(section.heading, HeadingLevel.HEADING_1),
    ...(section.description
      ? [new Paragraph({ children: [new TextRun({ text: section.description, italics: true })] })]
      : []),
    ...section.beats.flatMap(({ beat, label }) => {
      const answer = beat.text?.trim();
      return [
        heading(label, HeadingLevel.HEADING_2),
        ...(beat.question ? [new Paragraph({ children: [new TextRun({ text: beat.question, italics: true })] })] : []),
        ...(answer
          ? textParagraphs(answer, links)
          : [new Paragraph({ children: [new TextRun({ text: EMPTY_BEAT, color: '808080' })] })]),
        ...(scenesUnder.get(beat) ?? []).flatMap((scene) =>
          sceneParagraphs(scene, `Scene: ${scene.title}`, HeadingLevel.HEADING_3, links),
        ),
      ];
    }),
  ]);
  const unplacedScenes = scenes.filter(({ place }) => place === null).map(({ scene }) => scene);

  const bible = [
    new Paragraph({ children: [new PageBreak()] }),
    heading('Character bible', HeadingLevel.HEADING_1),
    ...(story.characters.length === 0 ? [new Paragraph('No characters yet.')] : []),
    ...story.characters.flatMap((character) => [
      heading(character.name, HeadingLevel.HEADING_2),
      new Paragraph({
        children: [new TextRun({ text: `Protagonist: ${character.protag ? 'yes' : 'no'}`, bold: character.protag })],
      }),
      ...richTextParagraphs(character.desc),
      ...(character.photoUrl ? [new Paragraph(`Photo: ${character.photoUrl}`)] : []),
      ...(character.beats.length > 0
        ? [
            heading('Appears in', HeadingLevel.HEADING_3),
            ...character.beats.map(
              ([act, beat]) => new Paragraph({ text: labels[act]?.[beat] ?? '', bullet: { level: 0 } }),
            ),
          ]
        : []),
      ...(character.notes.length > 0 ? [heading('Notes', HeadingLevel.HEADING_3)] : []),
      ...character.notes.flatMap((note) => [
        new Paragraph({ children: [new TextRun({ text: note.noteTitle, bold: true })] }),
        ...textParagraphs(note.noteText),
      ]),
    ]),
  ];

  const codexBible = bibleParagraphs(codex, links);
  const storyBible = codexBible.length === 0 ? [] : [new Paragraph({ children: [new PageBreak()] }), ...codexBible];

  const unplaced =
    story.unplaced.length === 0
      ? []
      : [
          new Paragraph({ children: [new PageBreak()] }),
          heading(UNPLACED_HEADING, HeadingLevel.HEADING_1),
          ...story.unplaced.flatMap((item) => [
            heading(unplacedHeading(item.origin), HeadingLevel.HEADING_2),
            ...textParagraphs(item.text.trim()),
          ]),
        ];

  const document = new Document({
    title,
    creator: 'Three Act',
    numbering: {
      config: [
        {
          reference: ORDERED_LIST,
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [
      {
        children: [
          ...titlePage,
          ...plan,
          ...planParagraphs(story, unplacedScenes, links),
          ...bible,
          ...storyBible,
          ...unplaced,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
