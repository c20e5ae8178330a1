import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { formatListDate } from '../../../lib/format-date';

interface FlaggedItemProps {
  kind: 'Post' | 'Comment';
  text: string;
  name: string;
  avatar: string;
  user: string;
  reportCount: number;
  date: string;
  /** Where the item can be read in context. */
  contextLink: string;
  onDelete: () => Promise<unknown>;
  onClear: () => Promise<unknown>;
}

/** One entry of the moderation queue: the reported words, who wrote them, and the two decisions. */
export function FlaggedItem({
  kind,
  text,
  name,
  avatar,
  user,
  reportCount,
  date,
  contextLink,
  onDelete,
  onClear,
}: FlaggedItemProps) {
  const [pending, setPending] = useState(false);
  const act = async (action: () => Promise<unknown>) => {
    setPending(true);
    try {
      await action();
    } finally {
      setPending(false);
    }
  };

  return (
    <article className="flagged card" aria-label={`${kind} by ${name}`}>
      <div className="flagged__meta">
        <Link to={`/profile/${user}`} className="post-card__author">
          <Avatar src={avatar} name={name} size="small" />
          <span className="post-card__name">{name}</span>
        </Link>
        <span className="flagged__count">{reportCount} reports</span>
      </div>
      <p className="post-card__text flagged__text">{text}</p>
      <p className="post-card__date">
        Posted at {formatListDate(date)} · <Link to={contextLink}>Open discussion</Link>
      </p>
      <div className="button-row">
        <button type="button" className="btn btn--danger" disabled={pending} onClick={() => act(onDelete)}>
          Delete
        </button>
        <button type="button" className="btn btn--secondary" disabled={pending} onClick={() => act(onClear)}>
          Clear reports
        </button>
      </div>
    </article>
  );
}
