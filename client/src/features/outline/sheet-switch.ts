import type { BeatSheet } from '@three-act/contract/beat-sheets';
import { isBeatKey } from '@three-act/contract/beats';
import { builtInBeat } from '@three-act/contract/built-in-sheets';
import type { Story, StructureBody } from '@three-act/contract/story-structure';
import { actKey } from '@three-act/contract/story-structure';

/** A sheet to switch to, as GET /api/beat-sheets lists it: a built-in (its beats by key) or one of the writer's own. */
export type SwitchTarget = Pick<BeatSheet, '_id' | 'builtIn' | 'acts'>;

/**
 * Where each beat with text goes: a beat of the new sheet, by its position in the sheet counted
 * across its acts (0-based; a writer's own sheet's beats have no keys), or null for the unplaced list.
 */
export type SwitchMapping = Record<string, number | null>;

type TargetBeat = SwitchTarget['acts'][number]['beats'][number];

const beatsOf = (sheet: SwitchTarget) => sheet.acts.flatMap((act) => act.beats);

/** The Three Act beat a story's built-in beat starts at (`act2a07` for itself), if it has a mapping. */
function threeActOf(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (isBeatKey(key)) return key;
  return builtInBeat(key)?.threeAct?.[0];
}

/**
 * The Three Act beats a beat of the new sheet stands for: itself on Three Act, the contract's
 * framework mapping on the other built-ins, none on a writer's own sheet (its beats are theirs).
 */
function standsFor(sheet: SwitchTarget, beat: TargetBeat): readonly string[] {
  if (!sheet.builtIn || beat.key === undefined) return [];
  if (isBeatKey(beat.key)) return [beat.key];
  return builtInBeat(beat.key)?.threeAct ?? [];
}

/**
 * The mapping offered when switching a story to another beat sheet, built-in or the writer's own:
 * through the framework mappings of the contract where both sides have one (each built-in beat
 * knows the Three Act beats it stands for), else by position. Only beats with text are mapped:
 * empty ones just go.
 */
export function defaultMapping(story: Story, sheet: SwitchTarget): SwitchMapping {
  const source = story.acts.flatMap((act) => act.beats);
  const target = beatsOf(sheet);
  const mapping: SwitchMapping = {};
  source.forEach((beat, index) => {
    if (!beat.text?.trim()) return;
    const via = threeActOf(beat.key);
    const mapped = via === undefined ? -1 : target.findIndex((entry) => standsFor(sheet, entry).includes(via));
    const byPosition = Math.min(target.length - 1, Math.floor((index * target.length) / source.length));
    mapping[beat._id] = target.length === 0 ? null : mapped >= 0 ? mapped : byPosition;
  });
  return mapping;
}

/**
 * The structure to PUT, each beat taking the text of the beats mapped to it: a built-in's acts and
 * beats by key (their words then follow the sheet), a writer's own by their words.
 */
export function switchedStructure(story: Story, sheet: SwitchTarget, mapping: SwitchMapping): StructureBody['acts'] {
  const source = story.acts.flatMap((act) => act.beats);
  const startOf = (index: number) => sheet.acts.slice(0, index).reduce((sum, act) => sum + act.beats.length, 0);
  return sheet.acts.map((act, index) => ({
    ...(sheet.builtIn && { key: actKey({ id: sheet._id }, index) }),
    name: act.name,
    beats: act.beats.map((beat, at) => {
      const position = startOf(index) + at;
      const from = source.filter((entry) => mapping[entry._id] === position).map((entry) => entry._id);
      const words =
        sheet.builtIn && beat.key !== undefined
          ? { key: beat.key }
          : {
              name: beat.name,
              ...(beat.question.trim() !== '' && { question: beat.question }),
              ...(beat.hint !== undefined && { hint: beat.hint }),
            };
      return { ...words, ...(from.length > 0 && { from }) };
    }),
  }));
}
