/**
 * A value the code's own logic guarantees (a map filled a few lines above, a row just inserted).
 * If the guarantee is ever broken this throws, answered as a logged 500, instead of reading undefined.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Invariant broken: ${what} is missing`);
  return value;
}
