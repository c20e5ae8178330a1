import { wordCount } from '@three-act/contract/beats';

/** Paragraphs counted already, by their text; cleared when it grows past this many. */
const KEPT_MAX = 4000;
const counted = new Map<string, number>();
/** Shorter paragraphs are counted again rather than looked up (a lookup costs about as much). */
const WORTH_KEEPING = 80;

/**
 * The contract's `wordCount`, a paragraph at a time, remembering each paragraph's count: a key
 * typed in a beat of 5 000 words counts the one paragraph it changed, not the whole text again
 * (docs/decisions/170-typing-in-one-frame.md). Exact: a line break always ends a word (Unicode's
 * word boundaries, and the fallback's whitespace split), so the counts of a text's lines add up
 * to the text's count.
 */
export function wordsOf(text: string | null | undefined): number {
  if (!text) return 0;
  let sum = 0;
  for (const paragraph of text.split('\n')) {
    if (paragraph.length < WORTH_KEEPING) {
      sum += wordCount(paragraph);
      continue;
    }
    let words = counted.get(paragraph);
    if (words === undefined) {
      words = wordCount(paragraph);
      if (counted.size >= KEPT_MAX) counted.clear();
      counted.set(paragraph, words);
    }
    sum += words;
  }
  return sum;
}
