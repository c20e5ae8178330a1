import { lengthNote } from '../../lib/length-note';

/** The count under a long text's field, near and past its limit (lib/length-note.ts); nothing below. */
export function LengthCount({ id, length, max }: { id: string; length: number; max: number }) {
  const note = lengthNote(length, max);
  if (!note) return null;
  return (
    <p id={id} className={note.over ? 'field__count field__count--over' : 'field__count'}>
      {note.text}
    </p>
  );
}

/** Whether a text is past its limit: its field is marked invalid and its autosave holds it back. */
export const isOverLimit = (length: number, max: number) => length > max;
