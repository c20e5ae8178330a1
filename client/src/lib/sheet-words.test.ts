import { BUILT_IN_SHEETS } from '@three-act/contract/built-in-sheets';
import { FRAMEWORKS } from '@three-act/contract/frameworks';
import english from '../locales/en/sheets.json';
import { shownBoardWords, shownStoryActName, shownStoryBeat } from './sheet-words';

/** Marks what would be translated, so each test sees which words are the sheet's. */
const text = (english: string) => `«${english}»`;

describe('a story’s built-in words (docs/decisions/188-built-in-words-in-a-story.md)', () => {
  it('translates each of a beat’s words that is still its built-in’s, and keeps the writer’s own', () => {
    const beat = {
      _id: 'b1',
      key: 'save-the-cat/catalyst',
      name: 'Catalyst',
      question: 'What happens to Mara?',
      hint: 'About a tenth of the way in.',
      text: 'The letter.',
    };
    expect(shownStoryBeat(text, beat)).toEqual({
      ...beat,
      name: '«Catalyst»',
      hint: '«About a tenth of the way in.»',
    });
  });

  it('keeps every word of a beat without a built-in key, or with an unknown one', () => {
    expect(shownStoryBeat(text, { name: 'Catalyst', question: 'Q?' })).toEqual({ name: 'Catalyst', question: 'Q?' });
    expect(shownStoryBeat(text, { key: 'gone/beat', name: 'Catalyst' })).toEqual({
      key: 'gone/beat',
      name: 'Catalyst',
    });
  });

  it('knows the Three Act sheet’s beats and every sheet’s acts by their keys', () => {
    expect(shownStoryBeat(text, { key: 'act1a02', name: 'Hook' }).name).toBe('«Hook»');
    expect(shownStoryActName(text, { key: 'three-act/act-2', name: 'Confrontation' })).toBe('«Confrontation»');
    expect(shownStoryActName(text, { key: 'three-act/act-2', name: 'The long middle' })).toBe('The long middle');
    expect(shownStoryActName(text, { name: 'Confrontation' })).toBe('Confrontation');
  });

  it('names a board’s act as the built-in’s only when its beats come from that sheet', () => {
    const board = {
      acts: ['Act One', 'Act Two', 'Act One'],
      beats: [
        { _id: 'b1', act: 0, key: 'save-the-cat/catalyst', name: 'Catalyst' },
        { _id: 'b2', act: 1, key: 'save-the-cat/fun-and-games', name: 'At the fair' },
        { _id: 'b3', act: 2, name: 'The end' },
      ],
    };
    expect(shownBoardWords(text, board)).toEqual({
      acts: ['«Act One»', '«Act Two»', 'Act One'],
      beats: [
        { _id: 'b1', act: 0, key: 'save-the-cat/catalyst', name: '«Catalyst»' },
        { _id: 'b2', act: 1, key: 'save-the-cat/fun-and-games', name: 'At the fair' },
        { _id: 'b3', act: 2, name: 'The end' },
      ],
    });
  });
});

describe('the sheets namespace', () => {
  it('has every built-in sheet’s and framework’s text as a key, so none shows in English in another language', () => {
    const texts = [
      ...BUILT_IN_SHEETS.flatMap((sheet) => [
        sheet.name,
        sheet.description,
        ...sheet.acts.flatMap((act) => [
          act.name,
          ...act.beats.flatMap((beat) => [beat.name, beat.question, ...(beat.hint ? [beat.hint] : [])]),
        ]),
      ]),
      ...FRAMEWORKS.flatMap((framework) => [
        framework.name,
        framework.intro,
        ...framework.beats.flatMap((beat) => [beat.name, beat.description]),
      ]),
    ];
    expect(texts.filter((text) => !(text in english))).toEqual([]);
  });
});
