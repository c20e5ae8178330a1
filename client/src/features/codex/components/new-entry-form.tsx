import { kindNameSchema, type CodexKind } from '@three-act/contract/codex';
import { CHARACTER_NAME_MAX, CODEX_KIND_MAX } from '@three-act/contract/limits';
import { useId, useRef, useState } from 'react';
import { setAlert } from '../../../app/alerts/alert-slice';
import { useAppDispatch } from '../../../app/hooks';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { failureErrors } from '../../../lib/api';
import { useCreateEntryMutation, usePutKindMutation } from '../codex-api';
import { englishKindLabel, kindLabel } from '../codex-model';
import { useCodexT } from '../words';

const NEW_KIND = '__new-kind';

/**
 * "New entry": a kind (or a new one the writer names) and a name. The entry is added to the codex and
 * the form stays, ready for the next, with a link to open the new one in the alert.
 */
export function NewEntryForm({ story, kinds }: { story: string; kinds: readonly CodexKind[] }) {
  const { t } = useCodexT();
  const id = useId();
  const [createEntry, creating] = useCreateEntryMutation();
  const [putKind, puttingKind] = usePutKindMutation();
  const dispatch = useAppDispatch();
  const [kind, setKind] = useState(kinds[0]?.kind ?? 'character');
  const [newKind, setNewKind] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ kind?: string; name?: string; form?: string }>({});
  const nameInput = useRef<HTMLInputElement>(null);

  const submit = async () => {
    const found: typeof errors = {};
    let chosen = kind;
    if (kind === NEW_KIND) {
      const checked = kindNameSchema.safeParse(newKind);
      if (!checked.success) found.kind = t(checked.error.issues[0]?.message ?? 'Kind is required');
      else {
        // A name the story already has (in any case, or as the pages write a built-in one) is that kind.
        const same = kinds.find(
          (each) =>
            each.kind.toLowerCase() === checked.data.toLowerCase() ||
            englishKindLabel(each.kind) === checked.data ||
            kindLabel(each.kind, t) === checked.data,
        );
        chosen = same?.kind ?? checked.data;
      }
    }
    if (!name.trim()) found.name = t('Name is required');
    setErrors(found);
    if (found.kind || found.name) return;
    if (!kinds.some((each) => each.kind === chosen)) {
      try {
        await putKind({ story, kind: chosen, sheet: { fields: [] } }).unwrap();
      } catch (error) {
        setErrors({ kind: failureErrors(error)[0]?.msg ?? t('The kind could not be added') });
        return;
      }
      setKind(chosen);
      setNewKind('');
    }
    try {
      const entry = await createEntry({ story, entry: { kind: chosen, name } }).unwrap();
      setName('');
      nameInput.current?.focus();
      dispatch(
        setAlert(t('{{name}} added to the codex', { name: entry.name }), 'success', {
          link: {
            to: `/stories/${encodeURIComponent(story)}/codex/${encodeURIComponent(entry._id)}`,
            label: t('Open it'),
          },
        }),
      );
    } catch (error) {
      const list = failureErrors(error);
      const byPath = (path: string) => list.find((each) => each.path === path)?.msg;
      setErrors({
        name: byPath('name'),
        kind: byPath('kind'),
        form: list.find((each) => each.path !== 'name' && each.path !== 'kind')?.msg,
      });
    }
  };

  return (
    <form
      className="card codex-new"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-heading`} className="codex-new__heading">
        {t('New entry')}
      </h2>
      <div className="codex-new__fields">
        <SelectField
          label={t('Kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value)}
          error={kind === NEW_KIND ? undefined : errors.kind}
          options={[
            ...kinds.map((each) => ({ value: each.kind, label: kindLabel(each.kind, t) })),
            { value: NEW_KIND, label: t('A new kind…') },
          ]}
        />
        {kind === NEW_KIND && (
          <TextField
            label={t('Name of the new kind')}
            hint={t('For example: spell, ship, creature.')}
            maxLength={CODEX_KIND_MAX}
            autoComplete="off"
            error={errors.kind}
            value={newKind}
            onChange={(event) => setNewKind(event.target.value)}
          />
        )}
        <TextField
          ref={nameInput}
          label={t('Name')}
          maxLength={CHARACTER_NAME_MAX}
          autoComplete="off"
          error={errors.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <button
          type="submit"
          className="btn btn--primary codex-new__submit"
          disabled={creating.isLoading || puttingKind.isLoading}
        >
          {t('Add entry')}
        </button>
      </div>
      {errors.form && (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      )}
    </form>
  );
}
