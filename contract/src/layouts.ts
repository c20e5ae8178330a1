import type { BeatKey } from './beats';
import { FRAMEWORK_SLUGS, FRAMEWORKS, type FrameworkSlug } from './frameworks';
import { ACTS, beatReference } from './guided-questions';

/** How an outline is laid out for reading and export: by its acts, or by a framework. */
export type Layout = 'acts' | FrameworkSlug;
export const LAYOUTS: readonly Layout[] = ['acts', ...FRAMEWORK_SLUGS];

export const isLayout = (value: unknown): value is Layout => (LAYOUTS as readonly unknown[]).includes(value);

export interface LayoutSection {
  heading: string;
  description?: string;
  /** Each beat with its heading in this layout: "1. Opening image" by acts, "Act II · 8. Midpoint" in a framework. */
  beats: { key: BeatKey; label: string }[];
}

export function layoutName(layout: Layout): string {
  return FRAMEWORKS.find((framework) => framework.slug === layout)?.name ?? 'Acts';
}

/** The sections of a layout, each of the 32 beats in exactly one. */
export function layoutSections(layout: Layout): LayoutSection[] {
  const framework = FRAMEWORKS.find((entry) => entry.slug === layout);
  if (!framework) {
    return ACTS.map((act) => ({
      heading: `Act ${act.roman}: ${act.name}`,
      beats: act.questions.map((question, index) => ({ key: question.key, label: `${index + 1}. ${question.beat}` })),
    }));
  }
  return framework.beats.map((beat, index) => ({
    heading: `${index + 1}. ${beat.name}`,
    description: beat.description,
    beats: beat.beats.map((key) => ({ key, label: beatReference(key).label })),
  }));
}
