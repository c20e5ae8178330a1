import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { BEAT_KEYS } from '@three-act/contract/beats';
import { builtInSheet, THREE_ACT_SHEET } from '@three-act/contract/built-in-sheets';
import type { Story } from '@three-act/contract/story-structure';
import { listedSheet as listed } from '../../test/sheet-fixtures';
import { defaultMapping, switchedStructure } from './sheet-switch';

const own: BeatSheet = {
  _id: '0b7f9d2e-4a51-4c1e-9a1f-3f3b6f1d2c11',
  name: 'Heist',
  description: '',
  builtIn: false,
  acts: [
    {
      name: 'The plan',
      beats: [
        { name: 'The mark', question: 'Who is robbed?' },
        { name: 'The crew', question: '', hint: 'Five at most.' },
      ],
    },
    { name: 'The job', beats: [] },
    { name: 'The getaway', beats: [{ name: 'The twist', question: 'What goes wrong?' }] },
  ],
};

/** A Three Act story with text in the beats given (by key), beat ids `id-act1a01`…. */
function threeActStory(texts: Record<string, string>): Story {
  return {
    _id: 'story',
    title: 'Greywater',
    version: 4,
    unplaced: [],
    acts: THREE_ACT_SHEET.acts.map((act) => ({
      name: act.name,
      beats: act.beats.map((beat) => ({
        _id: `id-${beat.key}`,
        key: beat.key,
        name: beat.name,
        question: beat.question,
        text: texts[beat.key] ?? null,
      })),
    })),
  };
}

describe('switching a story to another beat sheet', () => {
  it('maps a Three Act story to Save the Cat through the framework mappings, and builds the sheet by key', () => {
    const story = threeActStory({ act1a01: 'The lamp is lit.', act1a06: 'The lamp goes out.', act3a08: 'Dawn.' });
    const sheet = listed(builtInSheet('save-the-cat')!);
    const mapping = defaultMapping(story, sheet);
    const stc = sheet.acts.flatMap((act) => act.beats);
    expect(Object.keys(mapping)).toEqual(['id-act1a01', 'id-act1a06', 'id-act3a08']);
    expect(stc[mapping['id-act1a01']!]!.key).toBe('save-the-cat/opening-image');
    expect(stc[mapping['id-act3a08']!]!.key).toBe('save-the-cat/final-image');
    const acts = switchedStructure(story, sheet, mapping);
    expect(acts.map((act) => act.key)).toEqual(['save-the-cat/act-1', 'save-the-cat/act-2', 'save-the-cat/act-3']);
    expect(acts[0]!.beats[0]).toEqual({ key: 'save-the-cat/opening-image', from: ['id-act1a01'] });
    expect(acts.flatMap((act) => act.beats).flatMap((beat) => beat.from ?? [])).toEqual([
      'id-act1a01',
      'id-act1a06',
      'id-act3a08',
    ]);
  });

  it("maps a story to the writer's own sheet by position, and builds it by its words (no keys)", () => {
    const texts = Object.fromEntries(BEAT_KEYS.map((key) => [key, `Text of ${key}`]));
    const story = threeActStory(texts);
    const mapping = defaultMapping(story, own);
    // 32 beats over 3: the first third to the mark, the second to the crew, the rest to the twist.
    expect(mapping['id-act1a01']).toBe(0);
    expect(mapping['id-act2a05']).toBe(1);
    expect(mapping['id-act3a08']).toBe(2);
    const acts = switchedStructure(story, own, { ...mapping, 'id-act1a02': null });
    expect(acts.map(({ key, name }) => ({ key, name }))).toEqual([
      { key: undefined, name: 'The plan' },
      { key: undefined, name: 'The job' },
      { key: undefined, name: 'The getaway' },
    ]);
    const [mark, crew] = acts[0]!.beats;
    expect(mark).toMatchObject({ name: 'The mark', question: 'Who is robbed?' });
    expect(mark).not.toHaveProperty('key');
    // A blank question is none; the hint goes with its beat.
    expect(crew).toEqual(expect.objectContaining({ name: 'The crew', hint: 'Five at most.' }));
    expect(crew).not.toHaveProperty('question');
    expect(acts[1]!.beats).toEqual([]);
    expect(acts[2]!.beats[0]).toMatchObject({ name: 'The twist', question: 'What goes wrong?' });
    // Every beat with text is sent somewhere except the one sent to the unplaced list.
    const sent = acts.flatMap((act) => act.beats).flatMap((beat) => beat.from ?? []);
    expect(sent).toHaveLength(31);
    expect(sent).not.toContain('id-act1a02');
    expect(mark!.from?.[0]).toBe('id-act1a01');
  });

  it("maps a story on the writer's own sheet back to a built-in by position", () => {
    const story: Story = {
      _id: 'story',
      title: null,
      version: 2,
      unplaced: [],
      acts: [
        {
          name: 'Mine',
          beats: [
            { _id: 'a', name: 'First', question: '', text: 'One' },
            { _id: 'b', name: 'Second', question: '', text: '  ' },
            { _id: 'c', name: 'Third', question: '', text: 'Three' },
          ],
        },
      ],
    };
    const sheet = listed(builtInSheet('kishotenketsu')!);
    expect(defaultMapping(story, sheet)).toEqual({ a: 0, c: 2 });
  });
});
