import { notePatchBody, type Note, type NoteBody, type NotePatchBody } from '@three-act/contract/outlines';
import { useUiT } from '../../lib/ui-words';
import { useApiForm } from '../../lib/use-api-form';
import { statusText } from '../../lib/save-status';
import { usePatchAutosave } from '../../lib/use-patch-autosave';
import { NoteFields } from './note-fields';

interface NoteEditorProps {
  note: Note;
  /** Sends what changed (a character's note or a codex entry's: the caller knows which route). */
  save: (changes: NotePatchBody) => Promise<unknown>;
  onDone: () => void;
}

/** A note edited in place (a character card, a codex entry's page); it saves by itself as the writer types. */
export function NoteEditor({ note, save, onDone }: NoteEditorProps) {
  const { t } = useUiT();
  const { form } = useApiForm<NoteBody>(notePatchBody, {
    noteTitle: note.noteTitle,
    noteText: note.noteText,
  });
  const { status, flush } = usePatchAutosave(form, save);

  return (
    <form
      className="note-editor"
      aria-label={t('Edit note {{title}}', { title: note.noteTitle })}
      onBlur={() => void flush()}
      onSubmit={(event) => {
        event.preventDefault();
        void flush().then((saved) => saved && onDone());
      }}
    >
      <NoteFields form={form} rows={4} />
      {/* Done first: the status appearing as the blur saves must not move the button being clicked. */}
      <div className="button-row">
        <button type="submit" className="btn btn--primary btn--small">
          {t('Done')}
        </button>
        <span className="save-status" aria-live="polite">
          {statusText(status, false, t)}
        </span>
      </div>
    </form>
  );
}
