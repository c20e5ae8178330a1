import type { Work } from '@three-act/contract/profile';

interface WorksListProps {
  works: Work[];
  pendingId?: string | null;
  onDelete: (work: Work) => void;
}

/** The dashboard's list of finished works, each with a delete button. */
export function WorksList({ works, pendingId = null, onDelete }: WorksListProps) {
  if (works.length === 0) return <p className="muted">No finished works added.</p>;
  return (
    <ul className="works-list">
      {works.map((work) => (
        <li key={work._id} className="works-list__item">
          <div>
            <strong className="works-list__title">{work.title}</strong>
            <span className="muted"> by {work.author}</span>
            {work.genre && <span className="muted"> · {work.genre}</span>}
          </div>
          <button
            type="button"
            className="btn btn--danger btn--small"
            disabled={pendingId === work._id}
            aria-label={`Delete ${work.title}`}
            onClick={() => onDelete(work)}
          >
            Delete
          </button>
        </li>
      ))}
    </ul>
  );
}
