import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { Avatar } from '../../../components/ui/avatar';
import { RemovalForm, type RemovalWording } from '../../../components/ui/removal-form';
import { formatListDate } from '../../../lib/format-date';
import type { AuthorHistory, QueueReport } from '@three-act/contract/moderation';
import { useModerationT } from '../words';
import { SuspendForm } from './suspend-form';

type Kind = 'Post' | 'Comment' | 'Beat sheet';
type ModerationT = TFunction<'moderation'>;

/** Each kind's card name (English: the words are translated where shown). */
const BY: Record<Kind, string> = {
  Post: 'Post by {{name}}',
  Comment: 'Comment by {{name}}',
  'Beat sheet': 'Beat sheet by {{name}}',
};

interface FlaggedItemProps {
  kind: Kind;
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
  /** Where the item can be read in context, and the link's words, translated ("Open discussion"). */
  contextLink: string;
  contextLabel?: string;
  /** Whether its date says when it was published (a sheet) rather than posted (a post, a comment). */
  published?: boolean;
  /** Deletes the item with the reason its author reads (or, with `removal`'s words, takes a sheet off the shelf). */
  onDelete: (reason: string) => Promise<unknown>;
  /** The removal's button and form, translated, where it is not a delete. */
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
  contextLabel,
  published = false,
  onDelete,
  removal,
  onClear,
  onSuspend,
}: FlaggedItemProps) {
  const { t } = useModerationT();
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
  const when = formatListDate(date);
  const suspension = history.suspension;

  return (
    <article className="flagged card" aria-label={t(BY[kind], { name })}>
      <div className="flagged__meta">
        <Link to={`/profile/${user}`} className="post-card__author">
          <Avatar src={avatar} name={name} size="small" />
          <span className="post-card__name">{name}</span>
        </Link>
        <span className="flagged__count">{t('{{count}} reports', { count: reportCount })}</span>
        <span className={`flagged__state${hidden ? ' flagged__state--hidden' : ''}`}>
          {hidden ? t('Hidden from writers') : t('Reported, still shown')}
        </span>
      </div>
      {title && <h3 className="flagged__title">{title}</h3>}
      {text && <p className="post-card__text flagged__text">{text}</p>}
      {details && <p className="flagged__details">{details}</p>}
      <p className="post-card__date">
        {published ? t('Published at {{date}}', { date: when }) : t('Posted at {{date}}', { date: when })} ·{' '}
        <Link to={contextLink}>{contextLabel ?? t('Open discussion')}</Link>
      </p>
      <ReportList reports={reports} />
      <p className="flagged__history">
        {t('{{name}}: {{items}} removed before, {{suspensions}}', {
          name,
          items: t('{{count}} items', { count: history.removed }),
          suspensions: t('{{count}} suspensions', { count: history.suspensions }),
        })}
        {suspension && ' · '}
        {suspension &&
          (suspension.until
            ? t('suspended now, until {{date}}: “{{reason}}”', {
                date: formatListDate(suspension.until),
                reason: suspension.reason,
              })
            : t('suspended now, until lifted: “{{reason}}”', { reason: suspension.reason }))}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="btn btn--danger"
          disabled={pending}
          aria-expanded={removal ? removing : undefined}
          onClick={() => setRemoving(!removing)}
        >
          {removal?.button ?? t('Delete')}
        </button>
        <button type="button" className="btn btn--secondary" disabled={pending} onClick={() => act(onClear)}>
          {t('Clear reports')}
        </button>
      </div>
      {removing && (
        <RemovalForm
          what={kind.toLowerCase()}
          wording={removal ?? deleteWording(t, kind)}
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

/** A delete's form in the queue's words (the shared form's own are English). */
function deleteWording(t: ModerationT, kind: Kind): RemovalWording {
  const reasonLabel = t('Reason (the author reads it)');
  if (kind === 'Comment') {
    return {
      name: t('Remove this comment'),
      explain: t(
        'The comment is deleted for good. Its author is told, with your reason; the writers who reported it learn that it was removed.',
      ),
      reasonLabel,
      submit: t('Delete comment'),
    };
  }
  if (kind === 'Beat sheet') {
    return {
      name: t('Remove this beat sheet'),
      explain: t(
        'The beat sheet is deleted for good. Its author is told, with your reason; the writers who reported it learn that it was removed.',
      ),
      reasonLabel,
      submit: t('Delete beat sheet'),
    };
  }
  return {
    name: t('Remove this post'),
    explain: t(
      'The post is deleted for good. Its author is told, with your reason; the writers who reported it learn that it was removed.',
    ),
    reasonLabel,
    submit: t('Delete post'),
  };
}

/** "joined 2 days ago" / "joined 5 months ago": how long an account has existed, as a moderator weighs a report. */
function accountAge(t: ModerationT, joined: string): string {
  const days = Math.floor((Date.now() - Date.parse(joined)) / 86_400_000);
  if (days < 1) return t('joined today');
  if (days < 60) return t('joined {{count}} days ago', { count: days });
  return t('joined {{count}} months ago', { count: Math.floor(days / 30) });
}

/** Each report: the reason and details, and the reporter (verified or not, how new) — uncounted ones marked. */
function ReportList({ reports }: { reports: QueueReport[] }) {
  const { t } = useModerationT();
  return (
    <ul className="flagged__reports" aria-label={t('Reports')}>
      {reports.map((report) => {
        const about = [
          report.reporter.verified ? t('verified') : t('not verified'),
          accountAge(t, report.reporter.joined),
          report.reporter.role !== 'user' && t(report.reporter.role),
          !report.counted && t('not counted'),
        ].filter((part) => !!part);
        return (
          <li key={report.reporter._id}>
            {/* The reason is the contract's code ("off-topic"), one of this namespace's words. */}
            <strong>{t(report.reason)}</strong>
            {report.details && <> {t('— “{{details}}”', { details: report.details })}</>} ·{' '}
            <Link to={`/profile/${report.reporter._id}`}>{report.reporter.name}</Link>{' '}
            <span className="muted">({about.join(', ')})</span>
          </li>
        );
      })}
    </ul>
  );
}
