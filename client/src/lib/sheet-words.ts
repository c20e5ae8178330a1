import type { BeatQuestion } from '@three-act/contract/guided-questions';
import english from '../locales/en/sheets.json';
import { namespace } from './i18n';

/**
 * The built-in texts of the beat sheets and frameworks (`contract/src/guided-questions.ts`,
 * `built-in-sheets.ts`, `frameworks.ts`, `sheets/*.ts`), translated where they are shown with their
 * English as the key; the contract stays English. Never for a writer's own text.
 */
export const useSheetsT = namespace('sheets', english);

/** Translates one built-in text (a `t` of `useSheetsT`, or the English text itself). */
export type SheetText = (english: string) => string;

/** A built-in beat's question as the interface's language shows it: its name, question and hint. */
export function shownQuestion<Q extends BeatQuestion>(text: SheetText, question: Q): Q {
  return {
    ...question,
    beat: text(question.beat),
    question: text(question.question),
    ...(question.hint ? { hint: text(question.hint) } : {}),
  };
}
