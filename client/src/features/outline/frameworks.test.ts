import { BEAT_KEYS } from '@three-act/contract/beats';
import { FRAMEWORKS, frameworkBySlug, frameworkCoverage, mapsEveryBeatOnce } from '@three-act/contract/frameworks';
import { layoutSections, LAYOUTS } from '@three-act/contract/layouts';
import { outlineToMarkdown } from '@three-act/contract/outline-markdown';
import { makeOutline } from '../../test/outline-fixtures';

describe('framework views (docs/frameworks.md)', () => {
  it('has the four frameworks with their beat counts, each mapping every one of the 32 beats exactly once', () => {
    expect(FRAMEWORKS.map((framework) => [framework.slug, framework.beats.length])).toEqual([
      ['save-the-cat', 15],
      ['heros-journey', 12],
      ['story-circle', 8],
      ['seven-point', 7],
    ]);
    for (const framework of FRAMEWORKS) {
      expect([framework.slug, mapsEveryBeatOnce(framework)]).toEqual([framework.slug, true]);
      for (const beat of framework.beats) {
        expect(beat.description.length).toBeGreaterThan(10);
        expect(beat.beats.length).toBeGreaterThan(0);
      }
    }
  });

  it('counts a framework beat as covered once every beat mapped to it is answered', () => {
    const stc = frameworkBySlug('save-the-cat')!;
    expect(frameworkCoverage(stc, null)).toEqual({ covered: 0, total: 15 });
    // Opening image (act1a01) alone; Set-up needs act1a02, act1a03 and act1a04.
    expect(frameworkCoverage(stc, makeOutline({ act1a01: 'a', act1a02: 'b', act1a03: 'c' }))).toEqual({
      covered: 1,
      total: 15,
    });
    expect(
      frameworkCoverage(stc, makeOutline({ act1a01: 'a', act1a02: 'b', act1a03: 'c', act1a04: 'd' })).covered,
    ).toBe(2);
  });

  it('lays the outline out by acts or by any framework, every beat once', () => {
    for (const layout of LAYOUTS) {
      const keys = layoutSections(layout).flatMap((section) => section.beats.map(({ key }) => key));
      expect([...keys].sort()).toEqual([...BEAT_KEYS].sort());
    }
    expect(layoutSections('heros-journey')[7]).toMatchObject({
      heading: '8. The ordeal',
      beats: [{ key: 'act2a08', label: 'Act II · 8. Midpoint' }],
    });
  });

  it('writes the Markdown in a framework layout, the answers under each framework beat', () => {
    const markdown = outlineToMarkdown(makeOutline({ act2a08: 'She lights the lamp.' }), 'story-circle');
    expect(markdown).toContain('*Laid out by Story Circle*');
    expect(markdown).toContain('## 5. Find\n\nThey get what they wanted.\n\n### Act II · 8. Midpoint\n\n');
    expect(markdown).toContain('She lights the lamp.');
    expect(outlineToMarkdown(null)).not.toContain('Laid out by');
  });
});
