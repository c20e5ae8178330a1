import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiFailure } from './api';
import { useFlush, useSaveQueue } from './save-queue';
import { AUTOSAVE_DELAY_MS, failedSaveStatus, type SaveStatus } from './save-status';

/**
 * Autosave for the character and note editors (docs/decisions/127-drafts-and-autosave.md): about a
 * second after typing pauses (and on `flush`) the fields changed since the last save are checked
 * with the form's contract schema and PATCHed; the status line says where it stands.
 */
export function usePatchAutosave<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  save: (changes: Partial<Values>) => Promise<unknown>,
) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const saved = useRef<Values>(form.getValues());
  const queue = useSaveQueue();
  const { later, cancel } = queue;

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const values = form.getValues();
    const names = (Object.keys(values) as Path<Values>[]).filter((name) => values[name] !== saved.current[name]);
    if (names.length === 0) return true;
    if (!(await form.trigger(names))) {
      setStatus({ kind: 'refused', message: 'check the marked field' });
      return false;
    }
    const changes = Object.fromEntries(names.map((name) => [name, values[name]])) as unknown as Partial<Values>;
    setStatus({ kind: 'saving' });
    try {
      await save(changes);
      saved.current = { ...saved.current, ...changes };
      setStatus({ kind: 'saved', at: new Date() });
      return true;
    } catch (error) {
      const failure = error as ApiFailure;
      const failed = failedSaveStatus(failure);
      if (failed.kind === 'refused') {
        for (const { path, msg } of failure.errors ?? []) {
          if (path && path in values) form.setError(path as Path<Values>, { type: 'server', message: msg });
        }
      }
      setStatus(failed);
      return false;
    }
  }, [form, save]);

  const flush = useFlush(queue, saveOnce);

  useEffect(() => {
    const subscription = form.watch(() => later(AUTOSAVE_DELAY_MS));
    return () => {
      subscription.unsubscribe();
      cancel();
    };
  }, [form, flush, later, cancel]);

  return { status, flush };
}
