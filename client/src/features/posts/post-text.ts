/** Text of 345 characters or more is previewed as its first 344 plus ' ...' (spec §2, §9). */
export const PREVIEW_LIMIT = 345;

export function previewText(text: string): { preview: string; truncated: boolean } {
  // Count characters, not UTF-16 units, so an emoji is never cut in half.
  const chars = Array.from(text);
  if (chars.length < PREVIEW_LIMIT) return { preview: text, truncated: false };
  return { preview: `${chars.slice(0, PREVIEW_LIMIT - 1).join('')} ...`, truncated: true };
}
