/**
 * What the rich texts allow (scene summaries, entry descriptions, character descriptions): TipTap's
 * StarterKit with these parts off and headings of two levels, the same on the client's editor and on
 * the server, which turns a live document's text into HTML and back (decision 192).
 */
export const RICH_TEXT_KIT = {
  heading: { levels: [2, 3] as (2 | 3)[] },
  code: false,
  codeBlock: false,
  horizontalRule: false,
} as const;
