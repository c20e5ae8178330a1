import { detailDateIn } from '../../../lib/format-date-in';
import { usePostsT } from '../words';

/** " · edited" after a date, with when in its title; nothing for text never changed. */
export function EditedMark({ editedAt }: { editedAt: string | null }) {
  const { t, i18n } = usePostsT();
  if (!editedAt) return null;
  return (
    <>
      {' · '}
      <span
        className="post-card__edited"
        title={t('Edited on {{date}}', { date: detailDateIn(i18n.language, editedAt) })}
      >
        {t('edited')}
      </span>
    </>
  );
}
