import { formatDetailDate } from '../../../lib/format-date';
import { usePostsT } from '../words';

/** " · edited" after a date, with when in its title; nothing for text never changed. */
export function EditedMark({ editedAt }: { editedAt: string | null }) {
  const { t } = usePostsT();
  if (!editedAt) return null;
  return (
    <>
      {' · '}
      <span className="post-card__edited" title={t('Edited on {{date}}', { date: formatDetailDate(editedAt) })}>
        {t('edited')}
      </span>
    </>
  );
}
