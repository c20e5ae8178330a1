import { THREE_ACT_SHEET } from '@three-act/contract/built-in-sheets';
import type { Story } from '@three-act/contract/story-structure';
import { PLAN_CHARACTERS, PLAN_PLOTLINES, PLAN_SCENES, PLAN_STORY } from '../../../test/story-plan';
import { toStoryFile } from './story-file';
import { parseStoryMarkdown, storyMarkdown } from './story-markdown';

// The plan in the Markdown export (docs/decisions/166-the-plan-in-story-files.md): pure, no database.

const plan = { plotlines: PLAN_PLOTLINES, scenes: PLAN_SCENES };

/** A story on the Three Act structure, a beat id being `beat-<key>`, two beats with text. */
const THREE_ACT_STORY: Story = {
  _id: '00000000-0000-4000-8000-000000000002',
  title: 'Greywater',
  version: 1,
  acts: THREE_ACT_SHEET.acts.map((act, index) => ({
    key: `three-act/act-${index + 1}`,
    name: act.name,
    beats: act.beats.map(({ key, name, question }) => ({
      _id: `beat-${key}`,
      key,
      name,
      question,
      text: key === 'act1a01' ? 'A lamp goes out.' : key === 'act2a08' ? 'A false victory.' : null,
    })),
  })),
  unplaced: [],
};
const threeActPlan = {
  plotlines: PLAN_PLOTLINES,
  scenes: PLAN_SCENES.map((scene, index) => ({
    ...scene,
    beat: ['beat-act1a01', 'beat-act1a01', 'beat-act2a08', null][index] ?? null,
  })),
};

describe('storyMarkdown with a plan', () => {
  it("writes each beat's scenes after its text, then the unplaced scenes and the plotlines, before the characters", () => {
    const markdown = storyMarkdown(toStoryFile(PLAN_STORY, PLAN_CHARACTERS, plan));
    expect(markdown).toContain(
      [
        '### 1. The call',
        '',
        '*What calls?*',
        '',
        'A lamp goes out.',
        '',
        '#### Scene: The storm',
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
        '#### Scene: The letter',
        '',
        '- Status: Idea',
        '- Plotlines: Romance',
        '- POV: Tomas Reed',
        '- When: 2024-03-01 09:30',
        '',
        '### 2. The refusal',
      ].join('\n'),
    );
    expect(markdown).toContain(
      '### 1. Home\n\n*Who comes back?*\n\n...\n\n#### Scene: Homecoming\n\n- Status: Idea\n- Plotlines: Main plot\n\n## Unplaced scenes',
    );
    expect(markdown).toContain(
      '## Unplaced scenes\n\n### A dream\n\n- Status: Planned\n- Plotlines: Romance\n\n## Plotlines\n\n- Main plot (#c0392b)\n- Romance (#2980b9)\n\n## Characters\n\n### Mara Vell (protagonist)',
    );
  });

  it('writes plotlines alone, without the unplaced scenes, for a story with no scenes yet', () => {
    const markdown = storyMarkdown(toStoryFile(PLAN_STORY, PLAN_CHARACTERS, { plotlines: PLAN_PLOTLINES, scenes: [] }));
    expect(markdown).not.toContain('Scene');
    expect(markdown).toContain('...\n\n## Plotlines\n\n- Main plot (#c0392b)\n- Romance (#2980b9)\n\n## Characters');
  });

  it('puts the scenes under their beats in a framework layout too', () => {
    const markdown = storyMarkdown(toStoryFile(THREE_ACT_STORY, PLAN_CHARACTERS, threeActPlan), 'save-the-cat');
    expect(markdown).toContain('### Act II · 8. Midpoint\n\n*');
    expect(markdown).toMatch(
      /### Act II · 8\. Midpoint\n\n\*[^\n]+\*\n\nA false victory\.\n\n#### Scene: Homecoming\n/,
    );
  });

  it('writes what it wrote before scenes for a story without a plan', () => {
    const file = toStoryFile(PLAN_STORY, PLAN_CHARACTERS);
    const markdown = storyMarkdown(file);
    expect(storyMarkdown({ ...file, plotlines: [], scenes: [] })).toBe(markdown);
    expect(markdown).toBe(
      [
        '# The Lamp at Greywater',
        '',
        '*On its own structure: 2 acts and 3 beats*',
        '',
        '## Departure',
        '',
        '### 1. The call',
        '',
        '*What calls?*',
        '',
        'A lamp goes out.',
        '',
        '### 2. The refusal',
        '',
        '...',
        '',
        '## Return',
        '',
        '### 1. Home',
        '',
        '*Who comes back?*',
        '',
        '...',
        '',
        '## Characters',
        '',
        '### Mara Vell (protagonist)',
        '',
        'The keeper.',
        '',
        '### Tomas Reed',
        '',
        'The brother.',
        '',
      ].join('\n'),
    );
  });
});

describe('parseStoryMarkdown of Markdown with a plan', () => {
  it('passes over the scenes and plotlines, reading the beats and characters as without them (the JSON carries the plan)', () => {
    const without = parseStoryMarkdown(storyMarkdown(toStoryFile(THREE_ACT_STORY, PLAN_CHARACTERS)));
    expect(without.problems).toEqual([]);
    expect(without.file?.acts[1]?.beats[7]?.text).toBe('A false victory.');
    for (const layout of ['acts', 'save-the-cat'] as const) {
      const read = parseStoryMarkdown(
        storyMarkdown(toStoryFile(THREE_ACT_STORY, PLAN_CHARACTERS, threeActPlan), layout),
      );
      expect(read).toEqual(without);
    }
  });
});
