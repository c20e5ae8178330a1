import { isBeatKey } from '@three-act/contract/beats';
import { beatReference, questionOf } from '@three-act/contract/guided-questions';
import { layoutName, layoutSections, type Layout } from '@three-act/contract/layouts';
import { EMPTY_BEAT } from '@three-act/contract/outline-markdown';
import { holdableText } from '@three-act/contract/text';
import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, PageBreak, Paragraph, TextRun } from 'docx';
import type { OutlineJson } from '../outlines/outlines.service';
import { ORDERED_LIST, richTextParagraphs } from './rich-text-docx';

/** A writer's text as paragraphs, one per line it holds. */
const textParagraphs = (text: string) =>
  text.split(/\r?\n/).map((line) => new Paragraph({ children: [new TextRun(line)] }));

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ heading: level, children: [new TextRun(text)] });

/**
 * The story as a Word document (the `docx` library writes Office Open XML that Word and LibreOffice
 * open without a repair prompt): a title page, each act or framework beat as a heading with every
 * question and answer under it, then the character bible.
 */
export async function storyDocx(stored: OutlineJson, layout: Layout, exportedAt = new Date()): Promise<Buffer> {
  // Defence in depth (decision 149): a row written before the contract removed what XML 1.0
  // forbids (U+FFFE, U+FFFF, lone surrogates, C0 controls) must not make the document unreadable.
  const outline = JSON.parse(JSON.stringify(stored), (_key, value: unknown) =>
    typeof value === 'string' ? holdableText(value) : value,
  ) as OutlineJson;
  const title = outline.title?.trim() || 'Untitled story';
  const titlePage = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(title)] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: `A Three Act outline, laid out by ${layoutName(layout)}`, italics: true })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun(exportedAt.toISOString().slice(0, 10)), new PageBreak()],
    }),
  ];

  const plan = layoutSections(layout).flatMap((section) => [
    heading(section.heading, HeadingLevel.HEADING_1),
    ...(section.description
      ? [new Paragraph({ children: [new TextRun({ text: section.description, italics: true })] })]
      : []),
    ...section.beats.flatMap(({ key, label }) => {
      const answer = outline[key]?.trim();
      return [
        heading(label, HeadingLevel.HEADING_2),
        new Paragraph({ children: [new TextRun({ text: questionOf(key).question, italics: true })] }),
        ...(answer
          ? textParagraphs(answer)
          : [new Paragraph({ children: [new TextRun({ text: EMPTY_BEAT, color: '808080' })] })]),
      ];
    }),
  ]);

  const bible = [
    new Paragraph({ children: [new PageBreak()] }),
    heading('Character bible', HeadingLevel.HEADING_1),
    ...(outline.characters.length === 0 ? [new Paragraph('No characters yet.')] : []),
    ...outline.characters.flatMap((character) => [
      heading(character.name, HeadingLevel.HEADING_2),
      new Paragraph({
        children: [new TextRun({ text: `Protagonist: ${character.protag ? 'yes' : 'no'}`, bold: character.protag })],
      }),
      ...richTextParagraphs(character.desc),
      ...(character.photoUrl ? [new Paragraph(`Photo: ${character.photoUrl}`)] : []),
      ...(character.beats.length > 0
        ? [
            heading('Appears in', HeadingLevel.HEADING_3),
            ...character.beats
              .filter(isBeatKey)
              .map((key) => new Paragraph({ text: beatReference(key).label, bullet: { level: 0 } })),
          ]
        : []),
      ...(character.notes.length > 0 ? [heading('Notes', HeadingLevel.HEADING_3)] : []),
      ...character.notes.flatMap((note) => [
        new Paragraph({ children: [new TextRun({ text: note.noteTitle, bold: true })] }),
        ...textParagraphs(note.noteText),
      ]),
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
    sections: [{ children: [...titlePage, ...plan, ...bible] }],
  });
  return Packer.toBuffer(document);
}
