import { notePatchBody, type Note, type NoteBody } from '@three-act/contract/outlines';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdateNoteMutation } from '../outline-api';
import { statusText } from '../../../lib/save-status';
import { usePatchAutosave } from '../use-patch-autosave';
import { NoteFields } from './note-fields';

interface NoteEditorProps {
  characterId: string;
  note: Note;
  onDone: () => void;
}

/** A note edited in place on the character card; it saves by itself as the writer types. */
export function NoteEditor({ characterId, note, onDone }: NoteEditorProps) {
  const [updateNote] = useUpdateNoteMutation();
  const { form } = useApiForm<NoteBody>(notePatchBody, {
    noteTitle: note.noteTitle,
    noteText: note.noteText,
  });
  const { status, flush } = usePatchAutosave(form, (changes) =>
    updateNote({ characterId, noteId: note._id, changes }).unwrap(),
  );

  return (
    <form
      className="note-editor"
      aria-label={`Edit note ${note.noteTitle}`}
      onBlur={() => void flush()}
      onSubmit={(event) => {
        event.preventDefault();
        void flush().then((saved) => saved && onDone());
      }}
    >
      <NoteFields form={form} rows={4} />
      <div className="button-row">
        <span className="save-status" aria-live="polite">
          {statusText(status, false)}
        </span>
        <button type="submit" className="btn btn--primary btn--small">
          Done
        </button>
      </div>
    </form>
  );
}
