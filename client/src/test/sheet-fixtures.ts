import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { BUILT_IN_SHEETS, type BuiltInSheet } from '@three-act/contract/built-in-sheets';
import type { Story } from '@three-act/contract/story-structure';

/** A built-in sheet as GET /api/beat-sheets lists it. */
export const listedSheet = (sheet: BuiltInSheet): BeatSheet => ({
  _id: sheet.id,
  name: sheet.name,
  description: sheet.description,
  builtIn: true,
  acts: sheet.acts.map((act) => ({
    name: act.name,
    beats: act.beats.map(({ key, name, question }) => ({ key, name, question })),
  })),
});

/** Every built-in sheet as the list answers them. */
export const builtInSheets: BeatSheet[] = BUILT_IN_SHEETS.map(listedSheet);

/** A story on Kishōtenketsu with text in its first and last beats. */
export const kishotenketsuStory: Story = {
  _id: '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f',
  title: 'The Long Night',
  version: 7,
  unplaced: [],
  acts: [
    {
      name: 'All of it',
      beats: [
        { _id: 'b1', key: 'kishotenketsu/ki', name: 'Ki', question: 'Who?', text: 'Two sisters keep a shop.' },
        { _id: 'b2', key: 'kishotenketsu/sho', name: 'Shō', question: 'What grows?', text: null },
        { _id: 'b3', key: 'kishotenketsu/ten', name: 'Ten', question: 'What turns?', text: null },
        { _id: 'b4', key: 'kishotenketsu/ketsu', name: 'Ketsu', question: 'What now?', text: 'The shop burns.' },
      ],
    },
  ],
};
