import { strFromU8, unzipSync } from 'fflate';
import { PLAN_CHARACTERS, PLAN_PLOTLINES, PLAN_SCENES, PLAN_STORY } from '../../../test/story-plan';
import { storyDocx } from './story-docx';
import { toStoryFile } from './story-file';

// The plan in the Word export (docs/decisions/166-the-plan-in-story-files.md): pure, no database.

const exportedAt = new Date('2026-11-26T12:00:00Z');

/** The document's paragraphs: each one's XML and text. */
async function paragraphsOf(file: Parameters<typeof storyDocx>[0]) {
  const files = unzipSync(new Uint8Array(await storyDocx(file, 'acts', exportedAt)));
  const xml = strFromU8(files['word/document.xml'] ?? new Uint8Array());
  return [...xml.matchAll(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs)].map(([paragraph]) => ({
    xml: paragraph,
    text: [...paragraph.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(''),
    style: /<w:pStyle w:val="([^"]+)"\/>/.exec(paragraph)?.[1],
  }));
}

describe('storyDocx with a plan', () => {
  it("writes each beat's scenes after its text, then the unplaced scenes and the plotlines with their colours", async () => {
    const paragraphs = await paragraphsOf(
      toStoryFile(PLAN_STORY, PLAN_CHARACTERS, { plotlines: PLAN_PLOTLINES, scenes: PLAN_SCENES }),
    );
    const texts = paragraphs.map(({ text }) => text);
    const from = texts.indexOf('A lamp goes out.');
    expect(texts.slice(from, from + 14)).toEqual([
      'A lamp goes out.',
      'Scene: The storm',
      'Status: Drafted',
      'Plotlines: Main plot, Romance',
      'POV: Mara Vell',
      'Characters: Mara Vell, Tomas Reed',
      'Place: The lighthouse',
      'When: Day 1 – Day 2',
      'Word target: 2,500 words',
      'The lamp fails.',
      '# Not a heading',
      'Notes',
      'Check the tide tables.',
      'And the moon.',
    ]);
    const styled = (style: string) =>
      paragraphs.filter((paragraph) => paragraph.style === style).map(({ text }) => text);
    expect(styled('Heading1')).toEqual(['Departure', 'Return', 'Unplaced scenes', 'Plotlines', 'Character bible']);
    expect(styled('Heading2')).toEqual([
      '1. The call',
      '2. The refusal',
      '1. Home',
      'A dream',
      'Mara Vell',
      'Tomas Reed',
    ]);
    expect(styled('Heading3')).toEqual(['Scene: The storm', 'Scene: The letter', 'Scene: Homecoming']);
    // The summary keeps its bold run; a fact's label is bold.
    expect(paragraphs.find(({ text }) => text === 'The lamp fails.')?.xml).toMatch(/<w:b\/>.*>lamp</s);
    expect(paragraphs.find(({ text }) => text === 'POV: Mara Vell')?.xml).toMatch(/<w:b\/>.*>POV: </s);
    const romance = paragraphs.find(({ text }) => text === '■ Romance (#2980b9)');
    expect(romance?.xml).toContain('<w:color w:val="2980b9"/>');
    expect(texts).toContain('■ Main plot (#c0392b)');
  });

  it('writes the document it wrote before scenes for a story without a plan', async () => {
    const file = toStoryFile(PLAN_STORY, PLAN_CHARACTERS);
    const before = await paragraphsOf(file);
    expect(await paragraphsOf({ ...file, plotlines: [], scenes: [] })).toEqual(before);
    expect(before.map(({ text }) => text)).not.toContain('Plotlines');
    expect(before.filter(({ style }) => style === 'Heading1').map(({ text }) => text)).toEqual([
      'Departure',
      'Return',
      'Character bible',
    ]);
  });
});
