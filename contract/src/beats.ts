type Beat8 = '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08';
type Beat16 = Beat8 | '09' | '10' | '11' | '12' | '13' | '14' | '15' | '16';

/** The outline's beat fields: act1a01..act1a08, act2a01..act2a16, act3a01..act3a08. */
export type BeatKey = `act1a${Beat8}` | `act2a${Beat16}` | `act3a${Beat8}`;

export type ActNumber = 1 | 2 | 3;

/** How many beats each act has (docs/product.md#outline-and-beats): 8, 16 and 8. */
export const ACT_BEAT_COUNTS: Readonly<Record<ActNumber, number>> = { 1: 8, 2: 16, 3: 8 };

export const beatKey = (act: ActNumber, index: number) => `act${act}a${String(index).padStart(2, '0')}` as BeatKey;

export const beatKeysOf = (act: ActNumber): BeatKey[] =>
  Array.from({ length: ACT_BEAT_COUNTS[act] }, (_, i) => beatKey(act, i + 1));

/** All 32 beat keys in outline order. */
export const BEAT_KEYS: readonly BeatKey[] = [...beatKeysOf(1), ...beatKeysOf(2), ...beatKeysOf(3)];

/** Progress counts the title and each beat: 33 fields. */
export const PROGRESS_DENOMINATOR = 1 + BEAT_KEYS.length;

/** A field counts as filled when it holds visible text. */
export const isFilled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** (title + filled beats) / 33 as a rounded percentage. */
export function outlineProgress(
  outline: ({ title: string | null } & Partial<Record<BeatKey, string | null>>) | null,
): number {
  if (!outline) return 0;
  const count = (isFilled(outline.title) ? 1 : 0) + BEAT_KEYS.filter((key) => isFilled(outline[key])).length;
  return Math.round((count / PROGRESS_DENOMINATOR) * 100);
}
