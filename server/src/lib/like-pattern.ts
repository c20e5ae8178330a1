/** An ILIKE pattern matching `text` anywhere, its own % _ and \ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
