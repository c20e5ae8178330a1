import type { Note, NotePatchBody } from '@three-act/contract/outlines';
import { useEffect, useRef, useState } from 'react';
import { useUiT } from '../../lib/ui-words';
import { NoteEditor } from './note-editor';

interface NoteListProps {
  notes: readonly Note[];
  /** Saves a note's changes; without it (and `onDelete`) the notes are only shown. */
  save?: (note: string, changes: NotePatchBody) => Promise<unknown>;
  onDelete?: (note: Note) => void;
  /** While a deletion runs, the Delete buttons wait. */
  deleting?: boolean;
  /** Each note as a card of its own (the character card) or plain in a card around them (a codex entry). */
  cards?: boolean;
}

/**
 * Notes with their titles, each edited in place (it saves by itself) and deleted by its buttons,
 * as the character card and a codex entry's page show them. The focus goes into a note as its edit
 * starts and back to its Edit button when the edit is done.
 */
export function NoteList({ notes, save, onDelete, deleting = false, cards = false }: NoteListProps) {
  const { t } = useUiT();
  const [editing, setEditing] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const edited = useRef<string | null>(null);
  useEffect(() => {
    const item = (id: string) => list.current?.querySelector<HTMLElement>(`[data-note="${CSS.escape(id)}"]`);
    if (editing) {
      edited.current = editing;
      item(editing)?.querySelector<HTMLElement>('input, textarea')?.focus();
    } else if (edited.current) {
      item(edited.current)?.querySelector<HTMLElement>('[data-edit-note]')?.focus();
      edited.current = null;
    }
  }, [editing]);

  return (
    <ul className="note-list" ref={list}>
      {notes.map((note) => (
        <li key={note._id} className={cards ? 'card note' : 'note'} data-note={note._id}>
          {save && editing === note._id ? (
            <NoteEditor note={note} save={(changes) => save(note._id, changes)} onDone={() => setEditing(null)} />
          ) : (
            <>
              <div className="note__head">
                <h3 className="note__title">{note.noteTitle}</h3>
                {(save || onDelete) && (
                  <div className="button-row">
                    {save && (
                      <button
                        type="button"
                        className="btn btn--secondary btn--small"
                        aria-label={t('Edit note {{title}}', { title: note.noteTitle })}
                        data-edit-note
                        onClick={() => setEditing(note._id)}
                      >
                        {t('Edit')}
                      </button>
                    )}
                    {onDelete && (
                      <button
                        type="button"
                        className="btn btn--danger btn--small"
                        aria-label={t('Delete note {{title}}', { title: note.noteTitle })}
                        disabled={deleting}
                        onClick={() => onDelete(note)}
                      >
                        {t('Delete')}
                      </button>
                    )}
                  </div>
                )}
              </div>
              <p className="note__text">{note.noteText}</p>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
