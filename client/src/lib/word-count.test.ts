import { wordCount } from '@three-act/contract/beats';
import { wordsOf } from './word-count';

const long = Array.from({ length: 40 }, (_, n) => `Paragraph ${n}: Mara reads the letter twice, don't you see?`).join(
  '\n\n',
);

describe('wordsOf', () => {
  it.each([
    ['', 0],
    ['   \n\n  ', 0],
    ['one', 1],
    ['Mara finds the letter.\nThen the ferry came.', 8],
    ['a\r\nb\n\nc', 3],
    ['東京へ行く\nIch gehe nach Hause', 4 + wordCount('東京へ行く')],
  ])('counts %j as the contract does', (text, words) => {
    expect(wordsOf(text)).toBe(words);
    expect(wordsOf(text)).toBe(wordCount(text));
  });

  it('gives the same count as the whole text, before and after a paragraph changes', () => {
    expect(wordsOf(long)).toBe(wordCount(long));
    const typed = long.replace('Paragraph 7:', 'Paragraph seven, at last:');
    expect(wordsOf(typed)).toBe(wordCount(typed));
    expect(wordsOf(typed)).toBe(wordsOf(long) + 2);
  });
});
