import { describe, expect, it } from '@jest/globals';
import { BEAT_KEYS, type BeatKey } from './beats';
import {
  FRAMEWORK_SLUGS,
  FRAMEWORKS,
  frameworkBySlug,
  frameworkCoverage,
  mapsEveryBeatOnce,
  type Framework,
} from './frameworks';
import { isLayout, layoutName, layoutSections, LAYOUTS } from './layouts';

const saveTheCat = FRAMEWORKS.find((framework) => framework.slug === 'save-the-cat')!;
const filled = (keys: readonly BeatKey[]) => Object.fromEntries(keys.map((key) => [key, 'An answer']));

describe('frameworks', () => {
  it('are the four named structures, each found by its slug', () => {
    expect(FRAMEWORKS.map((framework) => framework.slug)).toEqual([...FRAMEWORK_SLUGS]);
    expect(FRAMEWORKS.map((framework) => framework.name)).toEqual([
      'Save the Cat',
      "The Hero's Journey",
      'Story Circle',
      'Seven-Point Structure',
    ]);
    expect(frameworkBySlug('seven-point')?.beats).toHaveLength(7);
    expect(frameworkBySlug('no-such-framework')).toBeUndefined();
  });

  it.each(FRAMEWORK_SLUGS)('%s maps each of the 32 beats exactly once, so its layout loses nothing', (slug) => {
    const framework = frameworkBySlug(slug)!;
    expect(mapsEveryBeatOnce(framework)).toBe(true);
    const mapped = framework.beats.flatMap((beat) => beat.beats);
    expect([...mapped].sort()).toEqual([...BEAT_KEYS].sort());
    for (const beat of framework.beats) {
      expect(beat.beats.length).toBeGreaterThan(0);
      expect(beat.description).not.toBe('');
    }
  });

  it('tells a framework that misses a beat or maps one twice', () => {
    const [first, ...rest] = saveTheCat.beats;
    const missing: Framework = { ...saveTheCat, beats: rest };
    const twice: Framework = { ...saveTheCat, beats: [first!, ...saveTheCat.beats] };
    const shuffled: Framework = { ...saveTheCat, beats: [...saveTheCat.beats].reverse() };
    expect(mapsEveryBeatOnce(missing)).toBe(false);
    expect(mapsEveryBeatOnce(twice)).toBe(false);
    expect(mapsEveryBeatOnce(shuffled)).toBe(true);
  });

  it('covers a framework beat only when every beat it maps holds an answer', () => {
    expect(frameworkCoverage(saveTheCat, null)).toEqual({ covered: 0, total: 15 });
    // Opening image is act1a01 alone; Set-up needs act1a02–04, of which one is still blank.
    const outline = { ...filled(['act1a01', 'act1a02', 'act1a03']), act1a04: '  ' };
    expect(frameworkCoverage(saveTheCat, outline)).toEqual({ covered: 1, total: 15 });
    expect(frameworkCoverage(saveTheCat, { ...outline, act1a04: 'Now answered' })).toEqual({ covered: 2, total: 15 });
    expect(frameworkCoverage(saveTheCat, filled(BEAT_KEYS))).toEqual({ covered: 15, total: 15 });
  });
});

describe('layouts', () => {
  it('are the acts and every framework', () => {
    expect(LAYOUTS).toEqual(['acts', ...FRAMEWORK_SLUGS]);
    expect(isLayout('story-circle')).toBe(true);
    expect(isLayout('chapters')).toBe(false);
    expect(isLayout(undefined)).toBe(false);
    expect(layoutName('acts')).toBe('Acts');
    expect(layoutName('heros-journey')).toBe("The Hero's Journey");
  });

  it('by acts: three sections of 8, 16 and 8 beats numbered within their act', () => {
    const sections = layoutSections('acts');
    expect(sections.map((section) => section.heading)).toEqual([
      'Act I: Setup',
      'Act II: Confrontation',
      'Act III: Resolution',
    ]);
    expect(sections.map((section) => section.beats.length)).toEqual([8, 16, 8]);
    expect(sections[1]!.beats[0]).toEqual({ key: 'act2a01', label: expect.stringMatching(/^1\. \S/) });
    expect(sections.flatMap((section) => section.beats.map((beat) => beat.key))).toEqual([...BEAT_KEYS]);
  });

  it.each(FRAMEWORK_SLUGS)(
    'by %s: one numbered section per framework beat, each beat labelled with its act',
    (slug) => {
      const framework = frameworkBySlug(slug)!;
      const sections = layoutSections(slug);
      expect(sections.map((section) => section.heading)).toEqual(
        framework.beats.map((beat, index) => `${index + 1}. ${beat.name}`),
      );
      expect(sections.map((section) => section.description)).toEqual(framework.beats.map((beat) => beat.description));
      const labels = sections.flatMap((section) => section.beats);
      expect(labels).toHaveLength(32);
      for (const { label } of labels) expect(label).toMatch(/^Act (I|II|III) · \d+\. \S/);
    },
  );
});
