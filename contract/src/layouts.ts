import type { BeatKey } from './beats';
import { isThreeActStructure, THREE_ACT_SHEET } from './built-in-sheets';
import { FRAMEWORK_SLUGS, FRAMEWORKS, type FrameworkSlug } from './frameworks';

/** How an outline is laid out for reading and export: by its acts, or by a framework. */
export type Layout = 'acts' | FrameworkSlug;
export const LAYOUTS: readonly Layout[] = ['acts', ...FRAMEWORK_SLUGS];

export const isLayout = (value: unknown): value is Layout => (LAYOUTS as readonly unknown[]).includes(value);

export function layoutName(layout: Layout): string {
  return FRAMEWORKS.find((framework) => framework.slug === layout)?.name ?? 'Acts';
}

/** A story's structure as its sections read it: acts in order, each with its beats in the story's own words. */
export interface OutlineAct<B extends OutlineBeat = OutlineBeat> {
  name: string;
  beats: readonly B[];
}
export interface OutlineBeat {
  /** The built-in beat it was made from (`act2a07`): the framework layouts find a Three Act story's beats by it. */
  key?: string | undefined;
  name: string;
}

export interface StorySection<B extends OutlineBeat> {
  heading: string;
  description?: string;
  /** Each beat with its heading in this layout: "1. Opening image" by acts, "Act II · 8. Midpoint" in a framework. */
  beats: { beat: B; label: string }[];
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];

/**
 * True when the acts hold the 32 Three Act beats in order: their acts are then numbered ("Act II:
 * Confrontation") and the framework layouts can regroup them.
 */
export const isThreeActOutline = (acts: readonly OutlineAct[]) =>
  isThreeActStructure(acts.flatMap((act) => act.beats.map((beat) => beat.key ?? null)));

/** True when the layout can show these acts: by acts always, a framework only on the Three Act structure. */
export const layoutFits = (acts: readonly OutlineAct[], layout: Layout) => layout === 'acts' || isThreeActOutline(acts);

const referenceLabel = (threeAct: boolean, act: OutlineAct, actIndex: number, beat: OutlineBeat, index: number) =>
  `${threeAct ? `Act ${ROMAN[actIndex]}` : act.name} · ${index + 1}. ${beat.name}`;

/**
 * How each beat is named outside its act, by [act][beat]: "Act II · 8. Midpoint" on the Three Act
 * structure, "Departure · 2. The call" on any other (whose act names stand alone). Character
 * "Appears in" lists and the framework layouts use it.
 */
export function beatLabels(acts: readonly OutlineAct[]): string[][] {
  const threeAct = isThreeActOutline(acts);
  return acts.map((act, actIndex) =>
    act.beats.map((beat, index) => referenceLabel(threeAct, act, actIndex, beat, index)),
  );
}

/**
 * The sections of a story's outline in a layout, each beat in exactly one: by its own acts (any
 * structure), or, for a story on the Three Act structure, by a framework's beats
 * (docs/decisions/158-story-files-v2.md). Markdown, Word, the outline page and the framework
 * pages all read this one list.
 */
export function storySections<B extends OutlineBeat>(
  acts: readonly OutlineAct<B>[],
  layout: Layout = 'acts',
): StorySection<B>[] {
  const threeAct = isThreeActOutline(acts);
  const framework = FRAMEWORKS.find((entry) => entry.slug === layout);
  if (!framework) {
    return acts.map((act, actIndex) => ({
      heading: threeAct ? `Act ${ROMAN[actIndex]}: ${act.name}` : act.name,
      beats: act.beats.map((beat, index) => ({ beat, label: `${index + 1}. ${beat.name}` })),
    }));
  }
  if (!threeAct) throw new Error(`The ${layout} layout regroups the Three Act beats; this story has others`);
  const byKey = new Map(
    acts.flatMap((act, actIndex) =>
      act.beats.map((beat, index) => [beat.key, { beat, label: referenceLabel(true, act, actIndex, beat, index) }]),
    ),
  );
  return framework.beats.map((beat, index) => ({
    heading: `${index + 1}. ${beat.name}`,
    description: beat.description,
    beats: beat.beats.flatMap((key) => byKey.get(key) ?? []),
  }));
}

export interface LayoutSection {
  heading: string;
  description?: string;
  /** Each beat with its heading in this layout: "1. Opening image" by acts, "Act II · 8. Midpoint" in a framework. */
  beats: { key: BeatKey; label: string }[];
}

/** The sections of a layout of the built-in Three Act structure, each of the 32 beats in exactly one. */
export function layoutSections(layout: Layout): LayoutSection[] {
  return storySections(THREE_ACT_SHEET.acts, layout).map(({ heading, description, beats }) => ({
    heading,
    ...(description !== undefined && { description }),
    beats: beats.map(({ beat, label }) => ({ key: beat.key as BeatKey, label })),
  }));
}
