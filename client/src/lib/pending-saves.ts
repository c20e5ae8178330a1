/**
 * The forms that hold text not yet saved register how to save it, so Logout can save first
 * (docs/decisions/127-drafts-and-autosave.md). Each answers true once nothing is left unsaved.
 */
const flushers = new Set<() => Promise<boolean>>();

export function registerPendingSave(flush: () => Promise<boolean>): () => void {
  flushers.add(flush);
  return () => flushers.delete(flush);
}

/** Saves whatever is pending in every open form; true when all of it reached the server. */
export async function savePending(): Promise<boolean> {
  const results = await Promise.all([...flushers].map((flush) => flush().catch(() => false)));
  return results.every(Boolean);
}
