import type { CodexEntry, TemplateField } from '@three-act/contract/codex';
import {
  CHARACTER_NAME_MAX,
  CODEX_DESCRIPTION_MAX,
  CODEX_SUMMARY_MAX,
  PHOTO_URL_MAX,
} from '@three-act/contract/limits';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConflictChoice } from '../../../components/ui/conflict-choice';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import type { LiveRichTextField } from '../../../components/ui/rich-text-live';
import { MentionTextareaField } from '../../../components/ui/mention-textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { statusText } from '../../../lib/save-status';
import { htmlToText } from '../../../lib/text';
import { useUiT } from '../../../lib/ui-words';
import { appearancePath, inSentence, kindLabel, type ListKey, type StoryPlan } from '../codex-model';
import { useEntryAutosave } from '../use-entry-autosave';
import { CodexNav } from './codex-nav';
import { EntryImage } from './entry-image';
import { EntryNotes } from './entry-notes';
import { EntryTies } from './entry-ties';
import { SheetFieldInput } from './sheet-field-input';
import { useCodexT } from '../words';

interface EntryEditorProps {
  story: string;
  entry: CodexEntry;
  sheet: readonly TemplateField[];
  /** The signed-in writer, whose device keeps the entry's unsaved changes. */
  writer: string;
  plan: StoryPlan | undefined;
  onDelete: () => void;
  /** The entry's arc, below its fields. */
  arc?: ReactNode;
  /** A critic's (decision 189): every field to read, nothing to change or delete. */
  readOnly?: boolean;
  /** Under its fields: the entry's comments on a shared story (decision 190). */
  comments?: ReactNode;
  /**
   * The description edited live on a shared story (decision 192): its shared text, or null while
   * the story's document loads (it waits, read-only). Absent: it saves with the other fields.
   */
  liveDescription?: LiveRichTextField | null;
  /** Who else has the story open, and where (a shared story's "Here now"). */
  presence?: ReactNode;
}

/**
 * A codex entry's own page (docs/decisions/178-the-codex-pages.md): its fields, its kind's sheet
 * drawn by type, saved by themselves; then where it appears, its notes, its arc and its delete.
 */
const VALUE_LABELS: Record<string, string> = {
  name: 'the name',
  aliases: 'the other names',
  summary: 'the summary',
  description: 'the description',
  image: 'the image',
  tags: 'the tags',
  matchCase: 'matching case',
  protag: 'protagonist',
};

export function EntryEditor({
  story,
  entry,
  sheet,
  writer,
  plan,
  onDelete,
  arc,
  readOnly = false,
  comments,
  liveDescription: shared,
  presence,
}: EntryEditorProps) {
  const { t } = useCodexT();
  const { t: ui } = useUiT();
  const id = useId();
  // A critic's description is text to read, never the live one.
  const liveDescription = readOnly ? undefined : shared;
  const {
    values,
    change,
    changeField,
    status,
    errors,
    flush,
    pending,
    conflicts,
    resolve,
    restored,
    followDescription,
    livePut,
  } = useEntryAutosave({ story, entry, sheet, writer, live: Boolean(liveDescription) });
  const liveText = liveDescription?.text ?? null;
  // Words typed before the description turned live go into the shared text when its editor opens.
  const put = livePut?.html;
  const live = useMemo(() => (liveText ? { ...liveText, put } : undefined), [liveText, put]);
  const labelOf = (key: string) =>
    (VALUE_LABELS[key] && t(VALUE_LABELS[key])) ?? sheet.find((field) => `fields.${field.id}` === key)?.name ?? key;
  const onDescription = useCallback((html: string) => change({ description: html }), [change]);
  const codexPath = `/stories/${encodeURIComponent(story)}/codex`;
  const sheetPath = `${codexPath}/sheets?kind=${encodeURIComponent(entry.kind)}`;
  const name = values.name.trim() || entry.name;
  // Aliases and tags are typed alike: a list, one item after another separated by commas.
  const listField = (key: ListKey, label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      autoComplete="off"
      error={errors[key] && t(errors[key])}
      value={values[key]}
      onChange={(event) => change({ [key]: event.target.value })}
    />
  );

  return (
    <article className="page codex-entry" aria-labelledby={`${id}-name`}>
      {/* Leaving by any link saves what is left (use-entry-autosave.ts). */}
      <CodexNav story={story} />
      <div className="codex-entry__head">
        <h1 id={`${id}-name`}>{name}</h1>
        <p className="codex-entry__kind">{kindLabel(entry.kind, t)}</p>
        {entry.kind === 'character' && (
          <Link to={`/outlines/characters/${encodeURIComponent(entry._id)}`} className="btn btn--secondary btn--small">
            {t('Character card')}
            <span className="visually-hidden"> {t('of {{name}}', { name })}</span>
          </Link>
        )}
      </div>
      {readOnly ? (
        <p className="notice" role="note">
          {t('You are a critic on this story: you can read it, not change it.')}
        </p>
      ) : (
        <p className="save-status codex-entry__status" aria-live="polite">
          {statusText(status, pending, ui, 'codex') || t('Changes save by themselves a moment after you stop typing.')}
        </p>
      )}
      {liveDescription && (
        <p className="save-status codex-entry__status" aria-live="polite">
          {t('Description: {{status}}', { status: liveDescription.status })}
        </p>
      )}
      {presence}
      {conflicts.map(({ key, mine, theirs }) => {
        const shown = (value: string | boolean) =>
          typeof value === 'boolean' ? (value ? t('yes') : t('no')) : key === 'description' ? htmlToText(value) : value;
        return (
          <ConflictChoice
            key={key}
            label={labelOf(key)}
            mine={shown(mine)}
            theirs={shown(theirs)}
            canKeepBoth={typeof mine === 'string'}
            onChoose={(choice) => resolve(key, choice)}
          />
        );
      })}
      <form
        className="form card codex-entry__form"
        aria-label={t('{{name}}: fields', { name })}
        onSubmit={(event) => {
          event.preventDefault();
          void flush();
        }}
        onBlur={() => void flush()}
      >
        {/* A critic's fields are off, their words still there to read. */}
        <fieldset className="codex-entry__fieldset" disabled={readOnly}>
          <TextField
            label={t('Name')}
            required
            maxLength={CHARACTER_NAME_MAX}
            autoComplete="off"
            error={errors.name && t(errors.name)}
            value={values.name}
            onChange={(event) => change({ name: event.target.value })}
          />
          {listField('aliases', t('Aliases'), t('Other names it goes by, separated by commas.'))}
          <MentionTextareaField
            label={t('Summary')}
            rows={2}
            hint={t('A line or two, shown on its card.')}
            count={{ length: values.summary.length, max: CODEX_SUMMARY_MAX }}
            error={errors.summary && t(errors.summary)}
            value={values.summary}
            onChange={(event) => change({ summary: event.target.value })}
            onMention={(summary) => change({ summary })}
          />
          <RichTextEditor
            // Live, the editor opens again only to put in words typed before; waiting, it shows the saved text.
            key={live ? `live-${livePut?.round ?? 0}` : liveDescription ? 'wait' : `saved-${restored}`}
            label={t('Description')}
            error={errors.description && t(errors.description)}
            max={CODEX_DESCRIPTION_MAX}
            initialContent={values.description}
            onChange={live ? followDescription : onDescription}
            mentions={!readOnly}
            readOnly={readOnly || (Boolean(liveDescription) && !live)}
            live={live}
          />
          <TextField
            label={t('Image URL')}
            type="url"
            inputMode="url"
            hint={t('A link to a picture (http or https), shown on its card.')}
            maxLength={PHOTO_URL_MAX}
            autoComplete="off"
            error={errors.image && t(errors.image)}
            value={values.image}
            onChange={(event) => change({ image: event.target.value })}
          />
          <EntryImage url={values.image.trim()} name={name} className="codex-entry__image" />
          {listField('tags', t('Tags'), t('Words to sort it by, separated by commas.'))}
          <fieldset className="codex-entry__sheet">
            <legend className="field__label">{t('Sheet: {{kind}}', { kind: kindLabel(entry.kind, t) })}</legend>
            {sheet.length === 0 ? (
              <p className="muted">
                {t("This kind's sheet has no fields yet.")}{' '}
                {!readOnly && <Link to={sheetPath}>{t('Add fields to the sheet')}</Link>}
              </p>
            ) : (
              <>
                {sheet.map((field) => (
                  <SheetFieldInput
                    key={field.id}
                    field={field}
                    value={values.fields[field.id] ?? ''}
                    error={errors[`fields.${field.id}`] && t(errors[`fields.${field.id}`] ?? '')}
                    onChange={changeField}
                  />
                ))}
                <p className="codex-entry__sheet-link" hidden={readOnly}>
                  <Link to={sheetPath}>
                    {t('Edit the sheet')}
                    <span className="visually-hidden"> {t('of {{name}}', { name: kindLabel(entry.kind, t) })}</span>
                  </Link>
                </p>
              </>
            )}
          </fieldset>
          <CheckboxField
            label={t('Recognise its name and aliases in the text only as written (same capitals)')}
            error={errors.matchCase && t(errors.matchCase)}
            checked={values.matchCase}
            onChange={(event) => change({ matchCase: event.target.checked })}
          />
          {entry.kind === 'character' && (
            <CheckboxField
              label={t('This character is the protagonist')}
              error={errors.protag && t(errors.protag)}
              checked={values.protag}
              onChange={(event) => change({ protag: event.target.checked })}
            />
          )}
        </fieldset>
      </form>

      {comments}

      <section className="card codex-entry__appears" aria-labelledby={`${id}-appears`}>
        <h2 id={`${id}-appears`}>{t('Appears in')}</h2>
        {entry.appearsIn.length === 0 ? (
          <p className="muted">{t('Nowhere yet. Write its name or an alias in a beat, a scene or another entry.')}</p>
        ) : (
          <ul className="codex-entry__links">
            {entry.appearsIn.map((appearance) => {
              const to = appearancePath(story, plan, appearance);
              const what = appearance.beat ? t('Beat') : appearance.scene ? t('Scene') : t('Entry');
              return (
                <li key={`${appearance.beat ?? ''}${appearance.scene ?? ''}${appearance.entry ?? ''}`}>
                  <span className="codex-entry__link-kind">{t('{{what}}:', { what })} </span>
                  {to ? <Link to={to}>{appearance.label}</Link> : appearance.label}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <EntryTies story={story} entry={entry._id} plan={plan} readOnly={readOnly} />

      <EntryNotes story={story} entry={entry} name={name} readOnly={readOnly} />

      {arc}

      <section className="codex-entry__danger" aria-label={t('Delete {{name}}', { name })} hidden={readOnly}>
        <button type="button" className="btn btn--danger" onClick={onDelete}>
          {t('Delete {{kind}}', { kind: inSentence(kindLabel(entry.kind, t)) })}
          <span className="visually-hidden"> {name}</span>
        </button>
      </section>
    </article>
  );
}
