import { BEAT_KEYS, outlineProgress } from '@three-act/contract/beats';
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
