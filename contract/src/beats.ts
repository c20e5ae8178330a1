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

/** True for the spec's beat fields (act1a01…act3a08). */
export const isBeatKey = (value: string): value is BeatKey => (BEAT_KEYS as readonly string[]).includes(value);

/** Progress counts the title and each beat: 33 fields. */
export const PROGRESS_DENOMINATOR = 1 + BEAT_KEYS.length;

/** A field counts as filled when it holds visible text. */
export const isFilled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** (title + filled beats) / (1 + the story's beats) as a rounded percentage: /33 on the Three Act structure. */
export const storyProgress = ({ titled, filled, beats }: { titled: boolean; filled: number; beats: number }) =>
  Math.round((((titled ? 1 : 0) + filled) / (1 + beats)) * 100);

/** (title + filled beats) / 33 as a rounded percentage. */
export function outlineProgress(
  outline: ({ title: string | null } & Partial<Record<BeatKey, string | null>>) | null,
): number {
  if (!outline) return 0;
  const filled = BEAT_KEYS.filter((key) => isFilled(outline[key])).length;
  return storyProgress({ titled: isFilled(outline.title), filled, beats: PROGRESS_DENOMINATOR - 1 });
}

type OutlineBeats = Partial<Record<BeatKey, string | null>>;

let segmenter: Intl.Segmenter | null | undefined;
/**
 * The word segmenter, made at the first count, not as the module loads: making the first one loads
 * ICU's word-break data, 80 ms in Chromium on a quiet desktop and ~200 ms at 4× CPU, which a page's
 * first paint must not wait for (an act counts its words after its first paint: decision 197).
 */
const wordSegmenter = () =>
  (segmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'word' }) : null);

/**
 * Words in a text as a writer counts them: Intl.Segmenter's word-like segments, so "don't" is one
 * word and Chinese or Japanese text counts its words, not its spaces.
 */
export function wordCount(text: string | null | undefined): number {
  if (!text?.trim()) return 0;
  const words = wordSegmenter();
  if (!words) return text.trim().split(/\s+/).length;
  let count = 0;
  for (const segment of words.segment(text)) if (segment.isWordLike) count += 1;
  return count;
}

/** The words of an act's answers (or of every act's). */
export const wordsIn = (outline: OutlineBeats | null, keys: readonly BeatKey[] = BEAT_KEYS) =>
  keys.reduce((sum, key) => sum + wordCount(outline?.[key]), 0);

/** How many of an act's beats hold an answer. */
export function actProgress(outline: OutlineBeats | null, act: ActNumber) {
  const keys = beatKeysOf(act);
  return { filled: keys.filter((key) => isFilled(outline?.[key])).length, total: keys.length };
}

/** The first beat without an answer, in outline order; null when all 32 are answered. */
export const firstEmptyBeat = (outline: OutlineBeats | null): BeatKey | null =>
  BEAT_KEYS.find((key) => !isFilled(outline?.[key])) ?? null;

/** Act and position of a beat key: act2a05 → { act: 2, index: 5 }. */
export function beatPosition(key: BeatKey): { act: ActNumber; index: number } {
  return { act: Number(key.charAt(3)) as ActNumber, index: Number(key.slice(5)) };
}

/** The beats a protagonist is expected in: the inciting incident, the midpoint and the climax. */
export const PROTAGONIST_BEATS: readonly BeatKey[] = ['act1a06', 'act2a08', 'act3a05'];

/**
 * The expected beats no protagonist of the story appears in; none to warn about while no
 * character is marked as the protagonist.
 */
export function protagonistGaps(characters: readonly { protag: boolean; beats: readonly string[] }[]): BeatKey[] {
  const protagonists = characters.filter((character) => character.protag);
  if (protagonists.length === 0) return [];
  return PROTAGONIST_BEATS.filter((key) => !protagonists.some((character) => character.beats.includes(key)));
}
