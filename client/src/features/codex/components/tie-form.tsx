import {
  createRelationshipBody,
  patchRelationshipBody,
  type CreateRelationshipBody,
  type Relationship,
} from '@three-act/contract/codex';
import { RELATIONSHIP_LABEL_MAX, RELATIONSHIP_NOTE_MAX } from '@three-act/contract/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { failureErrors } from '../../../lib/api';
import type { CodexIndexEntry } from '../codex-api';
import { beatLabel, kindLabel, type StoryPlan } from '../codex-model';
import { useCodexT } from '../words';

interface TieValues {
  from: string;
  to: string;
  label: string;
  directed: boolean;
  fromBeat: string;
  untilBeat: string;
  note: string;
}

const EMPTY: TieValues = { from: '', to: '', label: '', directed: false, fromBeat: '', untilBeat: '', note: '' };

const valuesOf = (tie: Relationship): TieValues => ({
  from: tie.from,
  to: tie.to,
  label: tie.label,
  directed: tie.directed,
  fromBeat: tie.fromBeat ?? '',
  untilBeat: tie.untilBeat ?? '',
  note: tie.note ?? '',
});

const bodyOf = (values: TieValues): CreateRelationshipBody => ({
  from: values.from,
  to: values.to,
  label: values.label,
  directed: values.directed,
  note: values.note,
  fromBeat: values.fromBeat || null,
  untilBeat: values.untilBeat || null,
});

interface TieFormProps {
  entries: readonly CodexIndexEntry[];
  plan: StoryPlan | undefined;
  /** The labels the story's ties have, offered as the label is typed. */
  labels: readonly string[];
  /** The tie being edited, or null to add one. */
  editing: Relationship | null;
  /** The ends of a tie drawn on the map, to add with a label: the form starts with them, at the label. */
  drawn?: { from: string; to: string };
  onSave: (body: CreateRelationshipBody) => Promise<unknown>;
  onCancel: () => void;
}

/** Adds a tie between two entries, or edits one: its ends, label, direction, the beats it holds between, a note. */
export function TieForm({ entries, plan, labels, editing, drawn, onSave, onCancel }: TieFormProps) {
  const { t } = useCodexT();
  const id = useId();
  const [values, setValues] = useState<TieValues>(editing ? valuesOf(editing) : { ...EMPTY, ...drawn });
  const [errors, setErrors] = useState<Partial<Record<keyof TieValues | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Editing starts at the tie's first field.
  useEffect(() => {
    if (editing) form.current?.querySelector('select')?.focus();
  }, [editing]);
  // A tie drawn on the map wants its label next.
  useEffect(() => {
    if (!drawn) return;
    form.current?.scrollIntoView({ block: 'nearest' });
    form.current?.querySelector<HTMLInputElement>('input[type="text"], input:not([type])')?.focus();
  }, [drawn]);
  const set = (changed: Partial<TieValues>) => setValues((now) => ({ ...now, ...changed }));
  const entryOptions = entries.map((entry) => ({
    value: entry._id,
    label: `${entry.name} (${kindLabel(entry.kind, t)})`,
  }));
  const beatOptions = (plan?.beats ?? []).map((beat) => ({
    value: beat._id,
    label: beatLabel(plan, beat._id, t) ?? '',
  }));

  const submit = async () => {
    const body = bodyOf(values);
    const checked = (editing ? patchRelationshipBody : createRelationshipBody).safeParse(body);
    const found: typeof errors = {};
    if (!values.from) found.from = t('Choose the entry the tie is from');
    if (!values.to) found.to = t('Choose the entry the tie is to');
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0] ?? 'form') as keyof typeof errors;
        found[key] ??= t(issue.message);
      }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave(body);
      if (!editing) setValues((now) => ({ ...EMPTY, from: now.from }));
    } catch (error) {
      const list = failureErrors(error);
      const next: typeof errors = {};
      for (const each of list) {
        const key = (each.path && each.path in EMPTY ? each.path : 'form') as keyof typeof errors;
        next[key] ??= each.msg;
      }
      setErrors(next);
    } finally {
      setSaving(false);
    }
  };

  const heading = editing ? t('Edit the tie') : t('Add a tie');
  return (
    <form
      ref={form}
      className="card tie-form"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-heading`} className="tie-form__heading">
        {heading}
      </h2>
      <div className="tie-form__fields">
        <SelectField
          label={t('From')}
          placeholder={t('Choose an entry')}
          error={errors.from}
          value={values.from}
          onChange={(event) => set({ from: event.target.value })}
          options={entryOptions}
        />
        <TextField
          label={t('Tie')}
          hint={t('For example: sister of, rival, serves, loves — unrequited.')}
          maxLength={RELATIONSHIP_LABEL_MAX}
          autoComplete="off"
          list={`${id}-labels`}
          error={errors.label}
          value={values.label}
          onChange={(event) => set({ label: event.target.value })}
        />
        <datalist id={`${id}-labels`}>
          {labels.map((label) => (
            <option key={label} value={label} />
          ))}
        </datalist>
        <SelectField
          label={t('To')}
          placeholder={t('Choose an entry')}
          error={errors.to}
          value={values.to}
          onChange={(event) => set({ to: event.target.value })}
          options={entryOptions}
        />
        <CheckboxField
          label={t('One way (from → to)')}
          checked={values.directed}
          onChange={(event) => set({ directed: event.target.checked })}
        />
        <SelectField
          label={t('Holds from')}
          placeholder={t('The start of the story')}
          error={errors.fromBeat}
          value={values.fromBeat}
          onChange={(event) => set({ fromBeat: event.target.value })}
          options={beatOptions}
        />
        <SelectField
          label={t('Until')}
          placeholder={t('The end of the story')}
          error={errors.untilBeat}
          value={values.untilBeat}
          onChange={(event) => set({ untilBeat: event.target.value })}
          options={beatOptions}
        />
        <TextareaField
          label={t('Note')}
          rows={2}
          count={{ length: values.note.length, max: RELATIONSHIP_NOTE_MAX }}
          error={errors.note}
          value={values.note}
          onChange={(event) => set({ note: event.target.value })}
        />
      </div>
      {errors.form && (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {editing ? t('Save the tie') : t('Add tie')}
        </button>
        {editing && (
          <button type="button" className="btn btn--secondary" onClick={onCancel}>
            {t('Cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
