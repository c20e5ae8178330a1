import { formatDetailDate } from '../../../lib/format-date';

/** " · edited" after a date, with when in its title; nothing for text never changed. */
export function EditedMark({ editedAt }: { editedAt: string | null }) {
  if (!editedAt) return null;
  return (
    <>
      {' · '}
      <span className="post-card__edited" title={`Edited on ${formatDetailDate(editedAt)}`}>
        edited
      </span>
    </>
  );
}
