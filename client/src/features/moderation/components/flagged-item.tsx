import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { RemovalForm, type RemovalWording } from '../../../components/ui/removal-form';
import { formatListDate } from '../../../lib/format-date';
import { countOf } from '../../../lib/text';
import type { AuthorHistory, QueueReport } from '@three-act/contract/moderation';
import { SuspendForm } from './suspend-form';

interface FlaggedItemProps {
  kind: 'Post' | 'Comment' | 'Beat sheet';
  /** A beat sheet's name, above its description. */
  title?: string;
  text: string;
  /** A line under the text: a sheet's size and likes. */
  details?: string;
  name: string;
  avatar: string;
  user: string;
  reportCount: number;
  date: string;
  hidden: boolean;
  reports: QueueReport[];
  history: AuthorHistory;
  /** Where the item can be read in context, and the link's words ("Open discussion"). */
  contextLink: string;
  contextLabel?: string;
  /** "Posted" (a post, a comment) or "Published" (a sheet). */
  dateLabel?: string;
  /** Deletes the item with the reason its author reads (or, with `removal`'s words, takes a sheet off the shelf). */
  onDelete: (reason: string) => Promise<unknown>;
  /** The removal's button and form, where it is not a delete. */
  removal?: RemovalWording & { button: string };
  onClear: () => Promise<unknown>;
  /** Suspends the author; absent when the viewer may not (a moderator's or admin's item). */
  onSuspend?: (days: 1 | 7 | 30 | null, reason: string) => Promise<boolean>;
}

/** One entry of the moderation queue: the reported words, who wrote them, and the two decisions. */
export function FlaggedItem({
  kind,
  title,
  text,
  details,
  name,
  avatar,
  user,
  reportCount,
  date,
  hidden,
  reports,
  history,
  contextLink,
  contextLabel = 'Open discussion',
  dateLabel = 'Posted',
  onDelete,
  removal,
  onClear,
  onSuspend,
}: FlaggedItemProps) {
  const [pending, setPending] = useState(false);
  const [removing, setRemoving] = useState(false);
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
        <span className="flagged__count">{countOf(reportCount, 'report', 'reports')}</span>
        <span className={`flagged__state${hidden ? ' flagged__state--hidden' : ''}`}>
          {hidden ? 'Hidden from writers' : 'Reported, still shown'}
        </span>
      </div>
      {title && <h3 className="flagged__title">{title}</h3>}
      {text && <p className="post-card__text flagged__text">{text}</p>}
      {details && <p className="flagged__details">{details}</p>}
      <p className="post-card__date">
        {dateLabel} at {formatListDate(date)} · <Link to={contextLink}>{contextLabel}</Link>
      </p>
      <ReportList reports={reports} />
      <p className="flagged__history">
        {name}: {countOf(history.removed, 'item', 'items')} removed before,{' '}
        {countOf(history.suspensions, 'suspension', 'suspensions')}
        {history.suspension &&
          ` · suspended now, ${history.suspension.until ? `until ${formatListDate(history.suspension.until)}` : 'until lifted'}: “${history.suspension.reason}”`}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="btn btn--danger"
          disabled={pending}
          aria-expanded={removal ? removing : undefined}
          onClick={() => setRemoving(!removing)}
        >
          {removal?.button ?? 'Delete'}
        </button>
        <button type="button" className="btn btn--secondary" disabled={pending} onClick={() => act(onClear)}>
          Clear reports
        </button>
      </div>
      {removing && (
        <RemovalForm
          what={kind.toLowerCase()}
          wording={removal}
          onRemove={(reason) => {
            setRemoving(false);
            void act(() => onDelete(reason));
          }}
          onCancel={() => setRemoving(false)}
        />
      )}
      {onSuspend && <SuspendForm name={name} onSuspend={onSuspend} />}
    </article>
  );
}

/** "2 days" / "5 months": how long an account has existed, as a moderator weighs a report. */
function accountAge(joined: string): string {
  const days = Math.floor((Date.now() - Date.parse(joined)) / 86_400_000);
  if (days < 1) return 'joined today';
  if (days < 60) return `joined ${countOf(days, 'day', 'days')} ago`;
  return `joined ${countOf(Math.floor(days / 30), 'month', 'months')} ago`;
}

/** Each report: the reason and details, and the reporter (verified or not, how new) — uncounted ones marked. */
function ReportList({ reports }: { reports: QueueReport[] }) {
  return (
    <ul className="flagged__reports" aria-label="Reports">
      {reports.map((report) => (
        <li key={report.reporter._id}>
          <strong>{report.reason}</strong>
          {report.details && <> — “{report.details}”</>} ·{' '}
          <Link to={`/profile/${report.reporter._id}`}>{report.reporter.name}</Link>{' '}
          <span className="muted">
            ({report.reporter.verified ? 'verified' : 'not verified'}, {accountAge(report.reporter.joined)}
            {report.reporter.role !== 'user' && `, ${report.reporter.role}`}
            {!report.counted && ', not counted'})
          </span>
        </li>
      ))}
    </ul>
  );
}
