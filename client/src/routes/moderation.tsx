import { useRef } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LogEntry } from '@three-act/contract/moderation';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useFailureAlert, useFeedback } from '../app/alerts/use-feedback';
import { FlaggedItem } from '../features/moderation/components/flagged-item';
import {
  useClearReportsMutation,
  useGetFlaggedCommentsQuery,
  useGetFlaggedPostsQuery,
  useGetFlaggedSheetsQuery,
  useGetModerationLogQuery,
  useRemoveItemMutation,
  useSuspendUserMutation,
  type ItemType,
} from '../features/moderation/moderation-api';
import { formatListDate } from '../lib/format-date';
import { useModerationT } from '../features/moderation/words';
import { shelfPage } from '../features/beat-sheets/use-open-sheet';

/** A log entry without a moderator: the shell, the ADMIN_EMAILS setting, or a deleted moderator (English, translated where shown). */
function whoElse(summary: string | null | undefined): string {
  if (summary?.endsWith('(shell)')) return 'shell';
  if (summary?.endsWith('(ADMIN_EMAILS)')) return 'the ADMIN_EMAILS setting';
  return 'a former moderator';
}

/**
 * What each logged action reads as, by action and what it touched: "Ann deleted a post by Ben".
 * <mod> is the moderator, <item> the item (a link while it can be read), <who> its writer. An
 * action not listed reads as its code.
 */
const SENTENCES: Record<string, string> = {
  'delete post': '<mod>{{moderator}}</mod> deleted <item>a post</item> by <who>{{writer}}</who>',
  'delete comment': '<mod>{{moderator}}</mod> deleted <item>a comment</item> by <who>{{writer}}</who>',
  'delete beat sheet': '<mod>{{moderator}}</mod> deleted <item>a beat sheet</item> by <who>{{writer}}</who>',
  'clear-reports post': '<mod>{{moderator}}</mod> cleared the reports of <item>a post</item> by <who>{{writer}}</who>',
  'clear-reports comment':
    '<mod>{{moderator}}</mod> cleared the reports of <item>a comment</item> by <who>{{writer}}</who>',
  'clear-reports beat sheet':
    '<mod>{{moderator}}</mod> cleared the reports of <item>a beat sheet</item> by <who>{{writer}}</who>',
  'unpublish beat sheet':
    '<mod>{{moderator}}</mod> took <item>a beat sheet</item> by <who>{{writer}}</who> off the shelf',
  'set-role user': '<mod>{{moderator}}</mod> changed the role of <who>{{writer}}</who>',
  'suspend user': '<mod>{{moderator}}</mod> suspended <who>{{writer}}</who>',
  'lift-suspension user': '<mod>{{moderator}}</mod> lifted the suspension of <who>{{writer}}</who>',
};
const OTHER_ACTION = '<mod>{{moderator}}</mod> {{action}} <item>a {{type}}</item> by <who>{{writer}}</who>';
const OTHER_USER_ACTION = '<mod>{{moderator}}</mod> {{action}} <who>{{writer}}</who>';

// The queue changes with every report: each visit asks for it again.
const FRESH = { refetchOnMountOrArgChange: true } as const;

export function Moderation() {
  const postsQuery = useGetFlaggedPostsQuery(undefined, FRESH);
  const commentsQuery = useGetFlaggedCommentsQuery(undefined, FRESH);
  const sheetsQuery = useGetFlaggedSheetsQuery(undefined, FRESH);
  const logQuery = useGetModerationLogQuery(undefined, FRESH);
  const [removeItem] = useRemoveItemMutation();
  const [clearReports] = useClearReportsMutation();
  const [suspendUser] = useSuspendUserMutation();
  const feedback = useFeedback();
  useFailureAlert(postsQuery.error ?? commentsQuery.error ?? sheetsQuery.error ?? logQuery.error);
  // A decided sheet leaves the list: the focus goes to its section's heading rather than to nothing.
  const sheetsHeading = useRef<HTMLHeadingElement>(null);
  const { t } = useModerationT();
  /** Taking a sheet off the shelf: the form's words (its author keeps the sheet and is not told; decision 156). */
  const takeOffShelf = {
    button: t('Take off the shelf'),
    name: t('Take this beat sheet off the shelf'),
    explain: t(
      'The sheet leaves the shelf; its author keeps it and may publish it again, when it comes back with its reports (hidden if it was). Your reason goes in the moderation log.',
    ),
    reasonLabel: t('Reason (for the log)'),
    submit: t('Take off the shelf'),
  };

  const REMOVED = {
    post: t('Post Removed'),
    comment: t('Response deleted'),
    sheet: t('Beat sheet taken off the shelf'),
  };
  const remove = (type: ItemType, id: string) => (reason: string) =>
    feedback(removeItem({ type, id, reason }), REMOVED[type]);
  const decideSheet = async (decision: Promise<boolean>) => {
    if (await decision) sheetsHeading.current?.focus();
  };
  const clear = (type: ItemType, id: string) => feedback(clearReports({ type, id }), t('Reports cleared'));
  const suspend = (id: string) => (days: 1 | 7 | 30 | null, reason: string) =>
    feedback(suspendUser({ id, days, reason }), (user) => t('{{name}} is suspended', { name: user.name }));

  if (postsQuery.isLoading || commentsQuery.isLoading || sheetsQuery.isLoading)
    return <Spinner label={t('Loading the moderation queue')} />;
  const posts = postsQuery.data ?? [];
  const comments = commentsQuery.data ?? [];
  const sheets = sheetsQuery.data ?? [];
  const log = logQuery.data ?? [];

  return (
    <div className="page moderation">
      <PageTitle title={t('Moderation Queue')} />
      <h1>{t('Moderation Queue')}</h1>
      <p className="lead">
        {t(
          "Posts, comments and the shelf's beat sheets with 5 counted reports (from verified writers; one from a moderator) are hidden from writers until you decide; reported items that are still shown follow them. Delete posts and comments that break the community guidelines, and take such beat sheets off the shelf; clear the reports to show the rest again; suspend a writer who keeps breaking them.",
        )}
      </p>

      <section aria-labelledby="flagged-posts-heading" className="moderation__section">
        <h2 id="flagged-posts-heading">{t('Reported posts ({{number}})', { number: posts.length })}</h2>
        {posts.length === 0 && <p className="muted">{t('No reported posts.')}</p>}
        {posts.map((post) => (
          <FlaggedItem
            key={post._id}
            kind="Post"
            {...post}
            contextLink={`/post/${post._id}`}
            onDelete={remove('post', post._id)}
            onClear={() => clear('post', post._id)}
            onSuspend={suspend(post.user)}
          />
        ))}
      </section>

      <section aria-labelledby="flagged-comments-heading" className="moderation__section">
        <h2 id="flagged-comments-heading">{t('Reported comments ({{number}})', { number: comments.length })}</h2>
        {comments.length === 0 && <p className="muted">{t('No reported comments.')}</p>}
        {comments.map((comment) => (
          <FlaggedItem
            key={comment._id}
            kind="Comment"
            {...comment}
            contextLink={`/post/${comment.post}`}
            onDelete={remove('comment', comment._id)}
            onClear={() => clear('comment', comment._id)}
            onSuspend={suspend(comment.user)}
          />
        ))}
      </section>

      <section aria-labelledby="flagged-sheets-heading" className="moderation__section">
        <h2 id="flagged-sheets-heading" ref={sheetsHeading} tabIndex={-1}>
          {t('Reported beat sheets ({{number}})', { number: sheets.length })}
        </h2>
        {sheets.length === 0 && <p className="muted">{t('No reported beat sheets.')}</p>}
        {sheets.map((sheet) => (
          <FlaggedItem
            key={sheet._id}
            kind="Beat sheet"
            title={sheet.name}
            text={sheet.description}
            details={`${t('{{count}} beats', { count: sheet.beats })} · ${t('{{count}} likes', { count: sheet.likes })}`}
            name={sheet.author.name}
            avatar={sheet.author.avatar}
            user={sheet.author._id}
            reportCount={sheet.reportCount}
            date={sheet.date}
            hidden={sheet.hidden}
            reports={sheet.reports}
            history={sheet.history}
            contextLink={shelfPage(sheet._id)}
            contextLabel={t('Preview the sheet')}
            published
            removal={takeOffShelf}
            onDelete={(reason) => decideSheet(remove('sheet', sheet._id)(reason))}
            onClear={() => decideSheet(clear('sheet', sheet._id))}
            onSuspend={suspend(sheet.author._id)}
          />
        ))}
      </section>

      <section aria-labelledby="log-heading" className="moderation__section">
        <h2 id="log-heading">{t('Recent moderation')}</h2>
        {log.length === 0 ? (
          <p className="muted">{t('Nothing yet.')}</p>
        ) : (
          <ul className="moderation__log">
            {log.map((entry) => (
              <LogLine key={entry._id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** "Ann deleted a comment by Ben (5 reports) — Reason: …", with links to the writer and the discussion. */
function LogLine({ entry }: { entry: LogEntry }) {
  const { t } = useModerationT();
  // A sheet still on the shelf (its reports cleared) can be previewed; one taken off is its author's alone.
  const place = entry.post
    ? `/post/${entry.post}`
    : entry.targetType === 'beat sheet' && entry.action !== 'unpublish'
      ? shelfPage(entry.targetId)
      : null;
  const user = entry.targetType === 'user';
  // The summary is the server's (English) record of the item, shown as it is.
  return (
    <li>
      <span className="muted">{formatListDate(entry.date)}</span> ·{' '}
      <Trans
        t={t}
        i18nKey={SENTENCES[`${entry.action} ${entry.targetType}`] ?? (user ? OTHER_USER_ACTION : OTHER_ACTION)}
        values={{
          moderator: entry.moderator?.name ?? t(whoElse(entry.summary)),
          writer: entry.subject?.name ?? t('a former writer'),
          action: entry.action,
          type: entry.targetType,
        }}
        components={{
          mod: <strong />,
          item: place ? <Link to={place} /> : <span />,
          who: entry.subject ? <Link to={`/profile/${entry.subject._id}`} /> : <span />,
        }}
      />{' '}
      <span className="muted">({entry.summary})</span>
      {entry.reason && <> {t('— Reason: “{{reason}}”', { reason: entry.reason })}</>}
    </li>
  );
}
