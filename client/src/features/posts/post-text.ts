import { PREVIEW_LIMIT } from '@three-act/contract/limits';

/** Text of PREVIEW_LIMIT (345) characters or more is previewed as its first 344 plus ' ...' (docs/product.md#brainstorm). */
export function previewText(text: string): { preview: string; truncated: boolean } {
  // Count characters, not UTF-16 units, so an emoji is never cut in half.
  const chars = Array.from(text);
  if (chars.length < PREVIEW_LIMIT) return { preview: text, truncated: false };
  return { preview: `${chars.slice(0, PREVIEW_LIMIT - 1).join('')} ...`, truncated: true };
}
