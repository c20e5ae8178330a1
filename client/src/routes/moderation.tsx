import { useRef } from 'react';
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
import { countOf } from '../lib/text';
import { shelfPage } from '../features/beat-sheets/use-open-sheet';

/** A log entry without a moderator: the shell, the ADMIN_EMAILS setting, or a deleted moderator. */
function whoElse(summary: string | null | undefined): string {
  if (summary?.endsWith('(shell)')) return 'shell';
  if (summary?.endsWith('(ADMIN_EMAILS)')) return 'the ADMIN_EMAILS setting';
  return 'a former moderator';
}

/** What each logged action reads as: "Ann deleted a post". */
const ACTIONS: Record<string, string> = {
  delete: 'deleted',
  'clear-reports': 'cleared the reports of',
  'set-role': 'changed the role of',
  suspend: 'suspended',
  'lift-suspension': 'lifted the suspension of',
  unpublish: 'took',
};

/** Words after the item: "Ann took a beat sheet by Ben off the shelf". */
const AFTER: Record<string, string> = { unpublish: ' off the shelf' };

/** Taking a sheet off the shelf: the form's words (its author keeps the sheet and is not told; decision 156). */
const TAKE_OFF_SHELF = {
  button: 'Take off the shelf',
  name: 'Take this beat sheet off the shelf',
  explain:
    'The sheet leaves the shelf; its author keeps it and may publish it again, when it comes back with its reports (hidden if it was). Your reason goes in the moderation log.',
  reasonLabel: 'Reason (for the log)',
  submit: 'Take off the shelf',
};

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

  const REMOVED = { post: 'Post Removed', comment: 'Response deleted', sheet: 'Beat sheet taken off the shelf' };
  const remove = (type: ItemType, id: string) => (reason: string) =>
    feedback(removeItem({ type, id, reason }), REMOVED[type]);
  const decideSheet = async (decision: Promise<boolean>) => {
    if (await decision) sheetsHeading.current?.focus();
  };
  const clear = (type: ItemType, id: string) => feedback(clearReports({ type, id }), 'Reports cleared');
  const suspend = (id: string) => (days: 1 | 7 | 30 | null, reason: string) =>
    feedback(suspendUser({ id, days, reason }), (user) => `${user.name} is suspended`);

  if (postsQuery.isLoading || commentsQuery.isLoading || sheetsQuery.isLoading)
    return <Spinner label="Loading the moderation queue" />;
  const posts = postsQuery.data ?? [];
  const comments = commentsQuery.data ?? [];
  const sheets = sheetsQuery.data ?? [];
  const log = logQuery.data ?? [];

  return (
    <div className="page moderation">
      <PageTitle title="Moderation Queue" />
      <h1>Moderation Queue</h1>
      <p className="lead">
        Posts, comments and the shelf&apos;s beat sheets with 5 counted reports (from verified writers; one from a
        moderator) are hidden from writers until you decide; reported items that are still shown follow them. Delete
        posts and comments that break the community guidelines, and take such beat sheets off the shelf; clear the
        reports to show the rest again; suspend a writer who keeps breaking them.
      </p>

      <section aria-labelledby="flagged-posts-heading" className="moderation__section">
        <h2 id="flagged-posts-heading">Reported posts ({posts.length})</h2>
        {posts.length === 0 && <p className="muted">No reported posts.</p>}
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
        <h2 id="flagged-comments-heading">Reported comments ({comments.length})</h2>
        {comments.length === 0 && <p className="muted">No reported comments.</p>}
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
          Reported beat sheets ({sheets.length})
        </h2>
        {sheets.length === 0 && <p className="muted">No reported beat sheets.</p>}
        {sheets.map((sheet) => (
          <FlaggedItem
            key={sheet._id}
            kind="Beat sheet"
            title={sheet.name}
            text={sheet.description}
            details={`${countOf(sheet.beats, 'beat', 'beats')} · ${countOf(sheet.likes, 'like', 'likes')}`}
            name={sheet.author.name}
            avatar={sheet.author.avatar}
            user={sheet.author._id}
            reportCount={sheet.reportCount}
            date={sheet.date}
            hidden={sheet.hidden}
            reports={sheet.reports}
            history={sheet.history}
            contextLink={shelfPage(sheet._id)}
            contextLabel="Preview the sheet"
            dateLabel="Published"
            removal={TAKE_OFF_SHELF}
            onDelete={(reason) => decideSheet(remove('sheet', sheet._id)(reason))}
            onClear={() => decideSheet(clear('sheet', sheet._id))}
            onSuspend={suspend(sheet.author._id)}
          />
        ))}
      </section>

      <section aria-labelledby="log-heading" className="moderation__section">
        <h2 id="log-heading">Recent moderation</h2>
        {log.length === 0 ? (
          <p className="muted">Nothing yet.</p>
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
  const who = entry.subject ? (
    <Link to={`/profile/${entry.subject._id}`}>{entry.subject.name}</Link>
  ) : (
    'a former writer'
  );
  // A sheet still on the shelf (its reports cleared) can be previewed; one taken off is its author's alone.
  const place = entry.post
    ? `/post/${entry.post}`
    : entry.targetType === 'beat sheet' && entry.action !== 'unpublish'
      ? shelfPage(entry.targetId)
      : null;
  const what =
    entry.targetType === 'user' ? (
      who
    ) : (
      <>
        {place ? <Link to={place}>a {entry.targetType}</Link> : `a ${entry.targetType}`} by {who}
        {AFTER[entry.action]}
      </>
    );
  return (
    <li>
      <span className="muted">{formatListDate(entry.date)}</span> ·{' '}
      <strong>{entry.moderator?.name ?? whoElse(entry.summary)}</strong> {ACTIONS[entry.action] ?? entry.action} {what}{' '}
      <span className="muted">({entry.summary})</span>
      {entry.reason && <> — Reason: “{entry.reason}”</>}
    </li>
  );
}
