import type { Work } from '@three-act/contract/profile';
import { useProfileT } from '../words';

interface WorksListProps {
  works: Work[];
  pendingId?: string | null;
  onDelete: (work: Work) => void;
}

/** The dashboard's list of finished works, each with a delete button. */
export function WorksList({ works, pendingId = null, onDelete }: WorksListProps) {
  const { t } = useProfileT();
  if (works.length === 0) return <p className="muted">{t('No finished works added.')}</p>;
  return (
    <ul className="works-list">
      {works.map((work) => (
        <li key={work._id} className="works-list__item">
          <div>
            <strong className="works-list__title">{work.title}</strong>
            <span className="muted"> {t('by {{author}}', { author: work.author })}</span>
            {work.genre && <span className="muted"> · {work.genre}</span>}
          </div>
          <button
            type="button"
            className="btn btn--danger btn--small"
            disabled={pendingId === work._id}
            aria-label={t('Delete {{title}}', { title: work.title })}
            onClick={() => onDelete(work)}
          >
            {t('Delete')}
          </button>
        </li>
      ))}
    </ul>
  );
}
