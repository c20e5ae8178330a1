import { describe, expect, it, jest } from '@jest/globals';
import {
  actProgress,
  BEAT_KEYS,
  beatKey,
  beatPosition,
  firstEmptyBeat,
  isFilled,
  outlineProgress,
  PROGRESS_DENOMINATOR,
  protagonistGaps,
  wordCount,
  wordsIn,
  type BeatKey,
} from './beats';

const filled = (keys: readonly BeatKey[], text = 'An answer') => Object.fromEntries(keys.map((key) => [key, text]));

describe('beat keys', () => {
  it('are the 32 beats in outline order: 8, 16 and 8 per act', () => {
    expect(BEAT_KEYS).toHaveLength(32);
    expect(BEAT_KEYS.slice(0, 2)).toEqual(['act1a01', 'act1a02']);
    expect(BEAT_KEYS[8]).toBe('act2a01');
    expect(BEAT_KEYS[23]).toBe('act2a16');
    expect(BEAT_KEYS.at(-1)).toBe('act3a08');
    expect(new Set(BEAT_KEYS).size).toBe(32);
  });

  it('name their act and position, and back', () => {
    expect(beatKey(2, 5)).toBe('act2a05');
    expect(beatPosition('act2a05')).toEqual({ act: 2, index: 5 });
    expect(beatPosition('act3a08')).toEqual({ act: 3, index: 8 });
    for (const key of BEAT_KEYS) {
      const { act, index } = beatPosition(key);
      expect(beatKey(act, index)).toBe(key);
    }
  });
});

describe('outline progress', () => {
  it('counts the title and each filled beat of 33 fields, rounded to a percentage', () => {
    expect(PROGRESS_DENOMINATOR).toBe(33);
    expect(outlineProgress(null)).toBe(0);
    expect(outlineProgress({ title: null })).toBe(0);
    expect(outlineProgress({ title: 'The Long Night' })).toBe(3); // 1/33 = 3.03 %
    expect(outlineProgress({ title: 'The Long Night', ...filled(['act1a01', 'act2a08']) })).toBe(9); // 3/33
    expect(outlineProgress({ title: 'The Long Night', ...filled(BEAT_KEYS) })).toBe(100);
    expect(outlineProgress({ title: null, ...filled(BEAT_KEYS) })).toBe(97); // 32/33 = 96.97 %
  });

  it('does not count a field of only white space', () => {
    expect(isFilled('  \n\t')).toBe(false);
    expect(isFilled('')).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(undefined)).toBe(false);
    expect(isFilled(' x ')).toBe(true);
    expect(outlineProgress({ title: '   ', act1a01: ' \n ', act1a02: null })).toBe(0);
  });

  it('counts an act’s answered beats and finds the first empty beat', () => {
    const outline = { ...filled(['act1a01', 'act1a02', 'act2a01']), act1a03: '  ' };
    expect(actProgress(outline, 1)).toEqual({ filled: 2, total: 8 });
    expect(actProgress(outline, 2)).toEqual({ filled: 1, total: 16 });
    expect(actProgress(null, 3)).toEqual({ filled: 0, total: 8 });
    expect(firstEmptyBeat(outline)).toBe('act1a03');
    expect(firstEmptyBeat(null)).toBe('act1a01');
    expect(firstEmptyBeat(filled(BEAT_KEYS))).toBeNull();
  });
});

describe('word counts', () => {
  it('count words as a writer does, contractions and punctuation included', () => {
    expect(wordCount(null)).toBe(0);
    expect(wordCount('   ')).toBe(0);
    expect(wordCount("She didn't look back.")).toBe(4);
    expect(wordCount('One,two  three\nfour — five!')).toBe(5);
  });

  it('make their word segmenter at the first count, not as the module loads (its data held up first paints)', async () => {
    const Segmenter = Intl.Segmenter;
    let made = 0;
    class Counted extends Segmenter {
      constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
        super(...args);
        made += 1;
      }
    }
    const swap = (value: typeof Intl.Segmenter) =>
      Object.defineProperty(Intl, 'Segmenter', { value, configurable: true, writable: true });
    swap(Counted);
    try {
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('./beats');
        expect(made).toBe(0);
        expect(fresh.wordCount('two words')).toBe(2);
        expect(fresh.wordCount("and she didn't stop")).toBe(4);
        expect(made).toBe(1);
      });
    } finally {
      swap(Segmenter);
    }
  });

  it('add up the words of the beats asked for, or of all of them', () => {
    const outline = { act1a01: 'three small words', act2a01: 'two words', act3a08: null };
    expect(wordsIn(outline)).toBe(5);
    expect(wordsIn(outline, ['act1a01', 'act3a08'])).toBe(3);
    expect(wordsIn(null)).toBe(0);
  });
});

describe('protagonist gaps', () => {
  it('warn of nothing while no character is the protagonist', () => {
    expect(protagonistGaps([])).toEqual([]);
    expect(protagonistGaps([{ protag: false, beats: [] }])).toEqual([]);
  });

  it('name the inciting incident, midpoint and climax no protagonist appears in', () => {
    expect(protagonistGaps([{ protag: true, beats: [] }])).toEqual(['act1a06', 'act2a08', 'act3a05']);
    expect(
      protagonistGaps([
        { protag: true, beats: ['act1a06'] },
        { protag: true, beats: ['act3a05', 'act1a01'] },
        // A side character in the midpoint does not fill the protagonist's gap.
        { protag: false, beats: ['act2a08'] },
      ]),
    ).toEqual(['act2a08']);
  });
});
