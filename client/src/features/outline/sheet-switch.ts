import { isBeatKey } from '@three-act/contract/beats';
import { builtInBeat, THREE_ACT_SHEET, type BuiltInSheet } from '@three-act/contract/built-in-sheets';
import type { Story, StructureBody } from '@three-act/contract/story-structure';
import { actKey } from '@three-act/contract/story-structure';

/** Where each beat with text goes: a beat of the new sheet (its key), or null for the unplaced list. */
export type SwitchMapping = Record<string, string | null>;

const beatsOf = (sheet: BuiltInSheet) => sheet.acts.flatMap((act) => act.beats);

/** The Three Act beat a built-in beat starts at (`act2a07` for itself), if it has a mapping. */
function threeActOf(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (isBeatKey(key)) return key;
  return builtInBeat(key)?.threeAct?.[0];
}

/**
 * The mapping offered when switching a story to another built-in sheet: through the framework
 * mappings of the contract where both sides have one (each built-in beat knows the Three Act
 * beats it stands for), else by position. Only beats with text are mapped: empty ones just go.
 */
export function defaultMapping(story: Story, sheet: BuiltInSheet): SwitchMapping {
  const source = story.acts.flatMap((act) => act.beats);
  const target = beatsOf(sheet);
  const mapping: SwitchMapping = {};
  source.forEach((beat, index) => {
    if (!beat.text?.trim()) return;
    const via = threeActOf(beat.key);
    const mapped =
      via === undefined
        ? undefined
        : sheet.id === THREE_ACT_SHEET.id
          ? target.find((entry) => entry.key === via)
          : target.find((entry) => entry.threeAct?.includes(via as never));
    const byPosition = target[Math.min(target.length - 1, Math.floor((index * target.length) / source.length))];
    mapping[beat._id] = (mapped ?? byPosition)?.key ?? null;
  });
  return mapping;
}

/** The structure to PUT: the sheet's acts and beats by key, each taking the text of the beats mapped to it. */
export function switchedStructure(story: Story, sheet: BuiltInSheet, mapping: SwitchMapping): StructureBody['acts'] {
  const source = story.acts.flatMap((act) => act.beats);
  return sheet.acts.map((act, index) => ({
    key: actKey(sheet, index),
    name: act.name,
    beats: act.beats.map((beat) => {
      const from = source.filter((entry) => mapping[entry._id] === beat.key).map((entry) => entry._id);
      return { key: beat.key, ...(from.length > 0 && { from }) };
    }),
  }));
}
