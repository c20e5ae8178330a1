import { describe, expect, it } from '@jest/globals';
import { BEAT_KEYS } from './beats';
import { questionOf } from './guided-questions';
import { THREE_ACT_SHEET } from './built-in-sheets';
import { beatLabels, layoutFits, storySections, type OutlineAct } from './layouts';
import { EMPTY_BEAT, outlineToMarkdown, storyToMarkdown, type OutlineBeatText } from './outline-markdown';
import type { Outline } from './outlines';

/** An outline with a title and the beats given; everything else blank. */
const outlineOf = (fields: Partial<Outline>) => ({ title: 'The Long Night', ...fields }) as Outline;

describe('outlineToMarkdown', () => {
  it('writes the title, each act, and every beat under its question, in outline order', () => {
    const markdown = outlineToMarkdown(outlineOf({ act1a01: 'A lighthouse at dusk.' }));
    const lines = markdown.split('\n');
    expect(lines.slice(0, 3)).toEqual(['# The Long Night', '', '## Act I: Setup']);
    expect(markdown).toContain(
      `### 1. ${questionOf('act1a01').beat}\n\n*${questionOf('act1a01').question}*\n\nA lighthouse at dusk.\n`,
    );
    expect(lines.filter((line) => line.startsWith('## '))).toEqual([
      '## Act I: Setup',
      '## Act II: Confrontation',
      '## Act III: Resolution',
    ]);
    expect(lines.filter((line) => line.startsWith('### '))).toHaveLength(32);
    // Every question in outline order.
    const questions = lines.filter((line) => /^\*.*\*$/.test(line));
    expect(questions).toEqual(BEAT_KEYS.map((key) => `*${questionOf(key).question}*`));
    expect(markdown.endsWith('\n')).toBe(true);
    expect(markdown.endsWith('\n\n')).toBe(false);
  });

  it('marks blank beats, trims answers and keeps their line breaks as Markdown hard breaks', () => {
    const markdown = outlineToMarkdown(outlineOf({ act1a01: '  First line\r\nSecond line\nThird  ', act1a02: ' \n ' }));
    expect(markdown).toContain('\nFirst line  \nSecond line  \nThird\n');
    expect(markdown.split('\n').filter((line) => line === EMPTY_BEAT)).toHaveLength(31);
  });

  it('names an untitled or missing outline "Untitled story", with every beat blank', () => {
    expect(outlineToMarkdown(outlineOf({ title: '   ' }))).toMatch(/^# Untitled story\n/);
    const empty = outlineToMarkdown(null);
    expect(empty).toMatch(/^# Untitled story\n\n## Act I: Setup\n/);
    expect(empty.split('\n').filter((line) => line === EMPTY_BEAT)).toHaveLength(32);
  });

  it('lays the beats out by a framework: named under the title, its beats as sections with descriptions', () => {
    const markdown = outlineToMarkdown(outlineOf({ act2a08: 'The lamp goes out.' }), 'save-the-cat');
    expect(markdown).toMatch(/^# The Long Night\n\n\*Laid out by Save the Cat\*\n\n## 1\. Opening image\n\nA snapshot/);
    expect(markdown).toContain(
      `## 9. Midpoint\n\nA false victory or a false defeat that raises the stakes.\n\n### Act II · 8. ${questionOf('act2a08').beat}\n\n*${questionOf('act2a08').question}*\n\nThe lamp goes out.\n`,
    );
    expect(markdown.split('\n').filter((line) => line.startsWith('### '))).toHaveLength(32);
    expect(outlineToMarkdown(null, 'acts')).not.toContain('Laid out by');
  });
});

describe('storyToMarkdown on another structure', () => {
  const acts: OutlineAct<OutlineBeatText>[] = [
    {
      name: 'Departure',
      beats: [
        { name: 'The call', question: 'Who calls?', text: 'A letter\nfrom the sea' },
        { name: 'Of my own', question: '', text: null },
      ],
    },
    {
      name: 'Return',
      beats: [{ key: 'heros-journey/return-with-the-elixir', name: 'Home', question: 'What changed?' }],
    },
  ];

  it('heads each act by its own name, numbers beats within it, and says the structure is its own', () => {
    const markdown = storyToMarkdown({ title: 'Sea Letters', acts });
    expect(markdown).toBe(
      [
        '# Sea Letters',
        '',
        '*On its own structure: 2 acts and 3 beats*',
        '',
        '## Departure',
        '',
        '### 1. The call',
        '',
        '*Who calls?*',
        '',
        'A letter  ',
        'from the sea',
        '',
        // A beat that asks nothing has no question line.
        '### 2. Of my own',
        '',
        EMPTY_BEAT,
        '',
        '## Return',
        '',
        '### 1. Home',
        '',
        '*What changed?*',
        '',
        EMPTY_BEAT,
        '',
      ].join('\n'),
    );
    expect(beatLabels(acts)).toEqual([['Departure · 1. The call', 'Departure · 2. Of my own'], ['Return · 1. Home']]);
  });

  it('lays out by a framework only a story on the Three Act structure', () => {
    expect(layoutFits(acts, 'acts')).toBe(true);
    expect(layoutFits(acts, 'save-the-cat')).toBe(false);
    expect(() => storySections(acts, 'save-the-cat')).toThrow(/Three Act/);
    expect(layoutFits(THREE_ACT_SHEET.acts, 'save-the-cat')).toBe(true);
  });
});
