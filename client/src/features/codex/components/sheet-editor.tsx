import { FIELD_TYPES, putKindBody, type CodexKind, type FieldType, type PutKindBody } from '@three-act/contract/codex';
import { CODEX_FIELD_NAME_MAX, CODEX_FIELDS_PER_KIND_MAX } from '@three-act/contract/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { setAlert } from '../../../app/alerts/alert-slice';
import { useAppDispatch } from '../../../app/hooks';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { failureErrors } from '../../../lib/api';
import { usePutKindMutation } from '../codex-api';
import { inSentence, kindLabel } from '../codex-model';
import { useCodexT } from '../words';

/** The field types' names in English, the keys of their names in every language. */
const TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text (one line)',
  longText: 'Long text',
  number: 'Number',
  date: 'Date',
  yesNo: 'Yes or no',
  choice: 'Choice',
};

/** A field as the editor holds it: `key` tells rows apart (a new field has no id yet). */
interface DraftField {
  key: string;
  id?: string;
  name: string;
  type: FieldType;
  /** One choice a line. */
  choices: string;
}

let nextKey = 0;
const draftsOf = (kind: CodexKind): DraftField[] =>
  kind.fields.map((field) => ({
    key: field.id,
    id: field.id,
    name: field.name,
    type: field.type,
    choices: (field.choices ?? []).join('\n'),
  }));

const bodyOf = (fields: readonly DraftField[]): PutKindBody => ({
  fields: fields.map((field) => ({
    ...(field.id ? { id: field.id } : {}),
    name: field.name,
    type: field.type,
    ...(field.type === 'choice'
      ? {
          choices: field.choices
            .split('\n')
            .map((choice) => choice.trim())
            .filter(Boolean),
        }
      : {}),
  })),
});

/**
 * A kind's sheet (docs/decisions/177-the-codex.md): its fields in order, each renamed, retyped,
 * moved or removed here, saved whole. A removed field's values are not lost: the server moves what
 * each entry wrote in it into that entry's notes, and the editor says so before the save.
 */
export function SheetEditor({ story, kind }: { story: string; kind: CodexKind }) {
  const { t } = useCodexT();
  const id = useId();
  const [fields, setFields] = useState(() => draftsOf(kind));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string[]>([]);
  const [putKind, putting] = usePutKindMutation();
  const dispatch = useAppDispatch();
  const focusKey = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focusKey.current) return;
    list.current?.querySelector<HTMLInputElement>(`[data-field="${focusKey.current}"] input`)?.focus();
    focusKey.current = null;
  });

  const removed = kind.fields.filter((field) => !fields.some((each) => each.id === field.id));
  const change = (key: string, changed: Partial<DraftField>) =>
    setFields((now) => now.map((field) => (field.key === key ? { ...field, ...changed } : field)));
  const move = (index: number, by: number) =>
    setFields((now) => {
      const next = [...now];
      const [field] = next.splice(index, 1);
      if (field) next.splice(index + by, 0, field);
      return next;
    });
  const add = () => {
    nextKey += 1;
    const key = `new-${nextKey}`;
    focusKey.current = key;
    setFields((now) => [...now, { key, name: '', type: 'text', choices: '' }]);
  };

  const save = async () => {
    const body = bodyOf(fields);
    const checked = putKindBody.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      const rest: string[] = [];
      for (const issue of checked.error.issues) {
        const [, index, name] = issue.path;
        const field = typeof index === 'number' ? fields[index] : undefined;
        if (field && (name === 'name' || name === 'choices')) found[`${field.key}.${name}`] ??= t(issue.message);
        else rest.push(t(issue.message));
      }
      setErrors(found);
      setSummary(rest);
      return;
    }
    setErrors({});
    setSummary([]);
    try {
      const saved = await putKind({ story, kind: kind.kind, sheet: body }).unwrap();
      setFields(draftsOf(saved));
      dispatch(setAlert(t('The sheet of {{kind}} is saved', { kind: kindLabel(kind.kind, t) }), 'success'));
    } catch (error) {
      setSummary(failureErrors(error).map((each) => each.msg));
    }
  };

  return (
    <form
      className="card sheet-editor"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id={`${id}-heading`}>{t('Sheet: {{kind}}', { kind: kindLabel(kind.kind, t) })}</h2>
      <p className="muted">
        {t('The fields every {{kind}} entry has, in this order.', { kind: inSentence(kindLabel(kind.kind, t)) })}{' '}
        {kind.entries === 1 ? t('One entry uses it.') : t('{{number}} entries use it.', { number: kind.entries })}
      </p>
      {fields.length === 0 ? (
        <p>{t('No fields yet.')}</p>
      ) : (
        <ol className="sheet-editor__fields" ref={list}>
          {fields.map((field, index) => {
            const title = field.name.trim() || t('New field');
            return (
              <li key={field.key} className="sheet-editor__field" data-field={field.key}>
                <fieldset className="sheet-editor__fieldset">
                  <legend className="sheet-editor__legend">
                    {index + 1}. {title}
                  </legend>
                  <TextField
                    label={t('Field name')}
                    maxLength={CODEX_FIELD_NAME_MAX}
                    autoComplete="off"
                    error={errors[`${field.key}.name`]}
                    value={field.name}
                    onChange={(event) => change(field.key, { name: event.target.value })}
                  />
                  <SelectField
                    label={t('Type')}
                    value={field.type}
                    onChange={(event) => change(field.key, { type: event.target.value as FieldType })}
                    options={FIELD_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
                  />
                  {field.type === 'choice' && (
                    <TextareaField
                      label={t('Choices')}
                      hint={t('One a line, in the order they are offered.')}
                      rows={3}
                      error={errors[`${field.key}.choices`]}
                      value={field.choices}
                      onChange={(event) => change(field.key, { choices: event.target.value })}
                    />
                  )}
                  <div className="button-row sheet-editor__tools">
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      aria-disabled={index === 0}
                      onClick={() => index > 0 && move(index, -1)}
                    >
                      {t('Move up')}
                      <span className="visually-hidden"> {title}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      aria-disabled={index === fields.length - 1}
                      onClick={() => index < fields.length - 1 && move(index, 1)}
                    >
                      {t('Move down')}
                      <span className="visually-hidden"> {title}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn--danger btn--small"
                      onClick={() => setFields((now) => now.filter((each) => each.key !== field.key))}
                    >
                      {t('Remove')}
                      <span className="visually-hidden"> {title}</span>
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <p>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={add}
          disabled={fields.length >= CODEX_FIELDS_PER_KIND_MAX}
        >
          {t('Add a field')}
        </button>
      </p>
      <div className="notice sheet-editor__warning" role="note">
        <p>
          {t(
            "Removing a field never loses what was written: when the sheet is saved, what each entry wrote in a removed field moves into that entry's notes, under the field's name.",
          )}
        </p>
        {removed.length > 0 && (
          <p>
            <strong>{t('To be removed on save:')}</strong> {removed.map((field) => field.name).join(', ')}.
          </p>
        )}
      </div>
      {summary.length > 0 && (
        <ul className="form-summary" role="alert">
          {summary.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={putting.isLoading}>
          {t('Save the sheet')}
        </button>
      </div>
    </form>
  );
}
