import type { CodexEntry } from '@three-act/contract/codex';
import { noteBody, type Note, type NoteBody } from '@three-act/contract/outlines';
import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { setAlert } from '../../../app/alerts/alert-slice';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { useAppDispatch } from '../../../app/hooks';
import { FormSummary } from '../../../components/ui/form-summary';
import { NoteFields } from '../../../components/ui/note-fields';
import { NoteList } from '../../../components/ui/note-list';
import { useApiForm } from '../../../lib/use-api-form';
import { useAddEntryNoteMutation, useDeleteEntryNoteMutation, useSaveEntryNoteMutation } from '../codex-api';
import { useCodexT } from '../words';

const emptyNote: NoteBody = { noteTitle: '', noteText: '' };

/**
 * An entry's notes on its page (docs/decisions/182-entry-notes-and-the-phone-arc.md). A place's, a
 * group's or any other non-character entry's are added, edited in place and deleted here, with the
 * character card's own pieces; a character's are shown, and written on its card as before.
 */
export function EntryNotes({
  story,
  entry,
  name,
  readOnly = false,
}: {
  story: string;
  entry: CodexEntry;
  name: string;
  /** A critic's: the notes to read, nothing to add, change or delete. */
  readOnly?: boolean;
}) {
  const { t } = useCodexT();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [addNote] = useAddEntryNoteMutation();
  const [saveNote] = useSaveEntryNoteMutation();
  const [deleteNote, deletion] = useDeleteEntryNoteMutation();
  const { form, summary, send } = useApiForm<NoteBody>(noteBody, emptyNote);
  const feedback = useFeedback();
  const dispatch = useAppDispatch();
  const character = entry.kind === 'character';
  const keys = { story, entry: entry._id };

  const onAdd = async (note: NoteBody) => {
    // A refusal shows under its field (or in the form's summary); success is an alert, and the form empties.
    if (await send(addNote({ ...keys, note }))) {
      dispatch(setAlert(t('Note added'), 'success'));
      form.reset(emptyNote);
    }
  };
  const onDelete = async (note: Note) => {
    if (!window.confirm(t('Delete the note “{{title}}”? This cannot be undone.', { title: note.noteTitle }))) return;
    // The note's buttons go with it: the focus waits on the section's heading.
    if (await feedback(deleteNote({ ...keys, note: note._id }), t('Note deleted'))) heading.current?.focus();
  };

  return (
    <section className="card codex-entry__notes" aria-labelledby={`${id}-notes`}>
      <h2 id={`${id}-notes`} ref={heading} tabIndex={-1}>
        {t('Notes')}
      </h2>
      {entry.notes.length === 0 ? (
        <p className="muted">{t('No notes. What a removed sheet field held is kept here.')}</p>
      ) : character || readOnly ? (
        <NoteList notes={entry.notes} />
      ) : (
        <NoteList
          notes={entry.notes}
          save={(note, changes) => saveNote({ ...keys, note, changes }).unwrap()}
          onDelete={(note) => void onDelete(note)}
          deleting={deletion.isLoading}
        />
      )}
      {readOnly ? null : character ? (
        <p>
          <Link to={`/outlines/characters/${encodeURIComponent(entry._id)}`}>
            {t('Add or edit notes on the character card')}
            <span className="visually-hidden"> {t('of {{name}}', { name })}</span>
          </Link>
        </p>
      ) : (
        <form className="form codex-entry__add-note" aria-labelledby={`${id}-add`} onSubmit={form.handleSubmit(onAdd)}>
          <h3 id={`${id}-add`} className="codex-entry__add-note-heading">
            {t('Add a note')}
            <span className="visually-hidden"> {t('to {{name}}', { name })}</span>
          </h3>
          <FormSummary errors={summary} />
          <NoteFields form={form} rows={3} />
          <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
            {t('Add note')}
          </button>
        </form>
      )}
    </section>
  );
}
