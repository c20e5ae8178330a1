import { MAIN, PLAN_BOARD, ROMANCE } from '../../../test/story-plan';
import { plotlineMarkdown } from './plotline-markdown';

// One plotline's scenes in reading order (docs/decisions/166-the-plan-in-story-files.md).

describe('plotlineMarkdown', () => {
  it("writes the plotline's scenes in reading order, numbered, each with where it sits", () => {
    expect(plotlineMarkdown(PLAN_BOARD, ROMANCE)).toBe(
      [
        '# Romance',
        '',
        '*A plotline of “The Lamp at Greywater” (#2980b9): 3 scenes in reading order*',
        '',
        '## 1. The storm',
        '',
        '*Departure · The call*',
        '',
        '- Status: Drafted',
        '- Plotlines: Main plot, Romance',
        '- POV: Mara Vell',
        '- Characters: Mara Vell, Tomas Reed',
        '- Place: The lighthouse',
        '- When: Day 1 – Day 2',
        '- Word target: 2,500 words',
        '',
        'The lamp fails.',
        '',
        '\\# Not a heading',
        '',
        '**Notes**',
        '',
        'Check the tide tables.  ',
        'And the moon.',
        '',
        '## 2. The letter',
        '',
        '*Departure · The call*',
        '',
        '- Status: Idea',
        '- Plotlines: Romance',
        '- POV: Tomas Reed',
        '- When: 2024-03-01 09:30',
        '',
        '## 3. A dream',
        '',
        '*Unplaced*',
        '',
        '- Status: Planned',
        '- Plotlines: Romance',
        '',
      ].join('\n'),
    );
    expect(plotlineMarkdown(PLAN_BOARD, MAIN)).toMatch(
      /: 2 scenes in reading order\*\n\n## 1\. The storm\n[^]*## 2\. Homecoming\n\n\*Return · Home\*\n/,
    );
  });

  it('says so when no scene is on the plotline yet, and answers null for a plotline the story does not have', () => {
    const board = { ...PLAN_BOARD, title: null, scenes: [] };
    expect(plotlineMarkdown(board, MAIN)).toBe(
      '# Main plot\n\n*A plotline of “Untitled story” (#c0392b): 0 scenes in reading order*\n\nNo scene is on this plotline yet.\n',
    );
    expect(plotlineMarkdown(PLAN_BOARD, 'p0000000-0000-4000-8000-000000000009')).toBeNull();
  });
});
