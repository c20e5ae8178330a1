import type { StoryCheck } from '@three-act/contract/board';
import { checkSentence } from '@three-act/contract/check-sentence';
import { i18next } from '../../lib/i18n';
import type { BoardT } from './words';

/**
 * The story's built-in act and beat names the board shows translated, by their English (decision
 * 188): the server names them as a story keeps them, in English.
 */
export type ShownNames = ReadonlyMap<string, string>;

/** The values that are an act's or a beat's name. */
const PART_NAMES = ['act', 'first', 'last', 'beat'] as const;

/**
 * A story check's sentence in the interface's language, made from its kind and the story's names
 * the server sends with it (`values`; server/src/modules/board/checks.ts words it the same way
 * for REST clients). The names are the writer's and stay as written, but a built-in act or beat
 * name the board shows translated reads as the board shows it.
 */
export function checkMessage(
  check: Pick<StoryCheck, 'kind' | 'values'>,
  t: BoardT,
  shown: ShownNames = new Map(),
): string {
  const values = { ...check.values };
  for (const part of PART_NAMES) {
    const name = values[part];
    if (name !== undefined) values[part] = shown.get(name) ?? name;
  }
  return checkSentence(check.kind, values, (key, words) => t(key, words), i18next.language);
}
