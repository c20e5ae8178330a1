import type { CodexEntry, TemplateField } from '@three-act/contract/codex';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '../../lib/api';
import { AUTOSAVE_DELAY_MS, failedSaveStatus, type SaveStatus } from '../../lib/save-status';
import { useSaveEntryMutation } from './codex-api';
import { changesOf, valuesOf, type EntryValues } from './codex-model';

/**
 * An entry's fields saved by themselves, as the character's edit page saves (decision 127): about a
 * second after typing pauses, on leaving a field and on leaving the page, what changed since the
 * last save is checked with the contract's rules (and each sheet field with its type) and PATCHed.
 * A refusal shows under its field; the status line says where the save stands.
 */
export function useEntryAutosave({
  story,
  entry,
  sheet,
}: {
  story: string;
  entry: CodexEntry;
  sheet: readonly TemplateField[];
}) {
  const [saveEntry] = useSaveEntryMutation();
  const [values, setValues] = useState<EntryValues>(() => valuesOf(entry, sheet));
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = useRef(values);
  // What was saved last, for the status line (the ref is for the callbacks).
  const [savedValues, setSavedValues] = useState(values);
  const latest = useRef(values);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const now = latest.current;
    const { changes, errors: found } = changesOf(saved.current, now, sheet);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'refused', message: 'check the marked field' });
      return false;
    }
    if (!changes) return true;
    setStatus({ kind: 'saving' });
    try {
      await saveEntry({ story, entry: entry._id, changes }).unwrap();
      saved.current = now;
      setSavedValues(now);
      setStatus({ kind: 'saved', at: new Date() });
      return true;
    } catch (error) {
      const failure = error as ApiFailure;
      const failed = failedSaveStatus(failure);
      if (failed.kind === 'refused')
        setErrors(Object.fromEntries((failure.errors ?? []).flatMap(({ path, msg }) => (path ? [[path, msg]] : []))));
      setStatus(failed);
      return false;
    }
  }, [entry._id, saveEntry, sheet, story]);

  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    queue.current = queue.current.then(saveOnce, saveOnce);
    return queue.current;
  }, [saveOnce]);

  const change = useCallback(
    (changed: Partial<EntryValues>) => {
      const next = { ...latest.current, ...changed };
      latest.current = next;
      setValues(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  const changeField = useCallback(
    (id: string, text: string) => change({ fields: { ...latest.current.fields, [id]: text } }),
    [change],
  );

  // Leaving the page (the codex link, another page) saves what is left; coming online retries.
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);
  useEffect(() => {
    const online = () => void flushRef.current();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
      void flushRef.current();
    };
  }, []);

  return { values, change, changeField, status, errors, flush, pending: values !== savedValues };
}
