import { useCallback, useEffect, useRef } from 'react';
import { AUTOSAVE_DELAY_MS, failedSaveStatus, type SaveStatus } from './save-status';

/** The pauses before trying a failed save again: longer after each failure, then the last one. */
const RETRY_MS = [2000, 5000, 15000, 30000];

/**
 * The queue under an autosave (docs/decisions/127-drafts-and-autosave.md): one save in flight at a
 * time, the next one chained after it (it reads what is pending when it starts, so changes made
 * meanwhile go together), a timer that starts one after a pause, and a longer pause after each
 * failure that may pass. With `enabled` false no timer starts (there is nothing to save to yet).
 * The autosave's flush comes from `useFlush`.
 */
export function useSaveQueue(enabled = true) {
  const last = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const failures = useRef(0);
  const timed = useRef<() => Promise<boolean>>(() => Promise.resolve(true));

  /** Stops the timer: a save is starting, or the form is going. */
  const cancel = useCallback(() => clearTimeout(timer.current), []);

  /** Saves after `ms` (the timer starts again from now). */
  const later = useCallback(
    (ms: number) => {
      clearTimeout(timer.current);
      if (enabled) timer.current = setTimeout(() => void timed.current(), ms);
    },
    [enabled],
  );

  /**
   * A failed save: one that may pass (no answer, 429, a server error) tries again after the next
   * pause (while offline, when the device is back online) and gives the status to show; null for
   * a refusal, which the autosave says itself.
   */
  const retry = useCallback(
    (failure: { status: number | null }): SaveStatus | null => {
      const status = failedSaveStatus(failure);
      if (status.kind === 'refused') return null;
      if (status.kind === 'retrying')
        later(RETRY_MS[Math.min(failures.current, RETRY_MS.length - 1)] ?? AUTOSAVE_DELAY_MS);
      failures.current += 1;
      return status;
    },
    [later],
  );

  /** A save went through: the next failure waits the shortest pause again. */
  const succeeded = useCallback(() => {
    failures.current = 0;
  }, []);

  const enqueue = useCallback((save: () => Promise<boolean>): Promise<boolean> => {
    clearTimeout(timer.current);
    last.current = last.current.then(save, save);
    return last.current;
  }, []);

  /** What the timer runs: the autosave's latest flush. */
  const runOnTimer = useCallback((flush: () => Promise<boolean>) => {
    timed.current = flush;
  }, []);

  return { cancel, later, retry, succeeded, enqueue, runOnTimer };
}

export type SaveQueue = ReturnType<typeof useSaveQueue>;

/**
 * An autosave's flush on its queue: saves what is pending now (after any save under way); true once
 * nothing is left unsaved. The queue's timer runs it, and so does coming back online.
 */
export function useFlush({ enqueue, runOnTimer }: SaveQueue, saveOnce: () => Promise<boolean>) {
  const flush = useCallback(() => enqueue(saveOnce), [enqueue, saveOnce]);
  useEffect(() => runOnTimer(flush), [runOnTimer, flush]);
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);
  return flush;
}
