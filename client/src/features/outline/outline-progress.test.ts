import {
  actProgress,
  BEAT_KEYS,
  beatPosition,
  firstEmptyBeat,
  outlineProgress,
  wordCount,
  wordsIn,
} from '@three-act/contract/beats';
import { makeOutline } from '../../test/outline-fixtures';

const allBeats = Object.fromEntries(BEAT_KEYS.map((key) => [key, `Answer for ${key}`]));

describe('outline progress: (title + filled beats) / 33, rounded', () => {
  it('is 0 without an outline and for an untitled, empty one', () => {
    expect(outlineProgress(null)).toBe(0);
    expect(outlineProgress(makeOutline({ title: null }))).toBe(0);
  });

  it('counts the title and each filled beat', () => {
    expect(outlineProgress(makeOutline())).toBe(3); // 1/33 = 3.03 %
    expect(outlineProgress(makeOutline({ act1a01: 'A storm', act2a16: 'She decides' }))).toBe(9); // 3/33
    expect(outlineProgress(makeOutline({ act1a01: 'a', act1a02: 'b', act1a03: 'c', act1a04: 'd' }))).toBe(15); // 5/33 = 15.15 %
  });

  it('reads 100 % when the title and all 32 beats are filled', () => {
    expect(BEAT_KEYS).toHaveLength(32);
    expect(outlineProgress(makeOutline(allBeats))).toBe(100);
  });

  it('does not count a null title (the untitled outline a first character makes)', () => {
    expect(outlineProgress(makeOutline({ ...allBeats, title: null }))).toBe(97); // 32/33 = 96.97 %
  });

  it('does not count blank answers', () => {
    expect(outlineProgress(makeOutline({ title: '   ', act1a01: '  \n ' }))).toBe(0);
  });
});

describe('the next step and the counts', () => {
  it('finds the first beat without an answer, in outline order, past a finished Act I', () => {
    expect(firstEmptyBeat(null)).toBe('act1a01');
    const actOneDone = Object.fromEntries(BEAT_KEYS.slice(0, 8).map((key) => [key, 'done']));
    expect(firstEmptyBeat(makeOutline({ ...actOneDone, act2a01: 'a', act2a02: ' ', act2a03: 'c' }))).toBe('act2a02');
    expect(firstEmptyBeat(makeOutline(allBeats))).toBeNull();
    expect(beatPosition('act2a05')).toEqual({ act: 2, index: 5 });
  });

  it('counts filled beats per act', () => {
    const outline = makeOutline({ act1a01: 'a', act1a08: 'b', act2a16: 'c' });
    expect(actProgress(outline, 1)).toEqual({ filled: 2, total: 8 });
    expect(actProgress(outline, 2)).toEqual({ filled: 1, total: 16 });
    expect(actProgress(outline, 3)).toEqual({ filled: 0, total: 8 });
  });

  it('counts words as a writer does: contractions whole, punctuation not, CJK by word', () => {
    expect(wordCount(null)).toBe(0);
    expect(wordCount('   ')).toBe(0);
    expect(wordCount("She doesn't look back — not once.")).toBe(6);
    expect(wordCount('first\nsecond\tthird')).toBe(3);
    expect(wordCount('猫が好きです')).toBeGreaterThan(1);
    expect(wordsIn(makeOutline({ act1a01: 'one two', act3a08: 'three' }))).toBe(3);
    expect(wordsIn(makeOutline({ act1a01: 'one two', act3a08: 'three' }), ['act3a08'])).toBe(1);
  });
});
