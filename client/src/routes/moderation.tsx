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
  useGetModerationLogQuery,
  useRemoveItemMutation,
  useSuspendUserMutation,
  type ItemType,
} from '../features/moderation/moderation-api';
import { formatListDate } from '../lib/format-date';

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
};

// The queue changes with every report: each visit asks for it again.
const FRESH = { refetchOnMountOrArgChange: true } as const;

export function Moderation() {
  const postsQuery = useGetFlaggedPostsQuery(undefined, FRESH);
  const commentsQuery = useGetFlaggedCommentsQuery(undefined, FRESH);
  const logQuery = useGetModerationLogQuery(undefined, FRESH);
  const [removeItem] = useRemoveItemMutation();
  const [clearReports] = useClearReportsMutation();
  const [suspendUser] = useSuspendUserMutation();
  const feedback = useFeedback();
  useFailureAlert(postsQuery.error ?? commentsQuery.error ?? logQuery.error);

  const remove = (type: ItemType, id: string) => (reason: string) =>
    feedback(removeItem({ type, id, reason }), type === 'post' ? 'Post Removed' : 'Response deleted');
  const clear = (type: ItemType, id: string) => feedback(clearReports({ type, id }), 'Reports cleared');
  const suspend = (id: string) => (days: 1 | 7 | 30 | null, reason: string) =>
    feedback(suspendUser({ id, days, reason }), (user) => `${user.name} is suspended`);

  if (postsQuery.isLoading || commentsQuery.isLoading) return <Spinner label="Loading the moderation queue" />;
  const posts = postsQuery.data ?? [];
  const comments = commentsQuery.data ?? [];
  const log = logQuery.data ?? [];

  return (
    <div className="page moderation">
      <PageTitle title="Moderation Queue" />
      <h1>Moderation Queue</h1>
      <p className="lead">
        Posts and comments with 5 counted reports (from verified writers; one from a moderator) are hidden from writers
        until you decide; reported items that are still shown follow them. Delete what breaks the community guidelines;
        clear the reports to show the rest again; suspend a writer who keeps breaking them.
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
  const what =
    entry.targetType === 'user' ? (
      who
    ) : (
      <>
        {entry.post ? <Link to={`/post/${entry.post}`}>a {entry.targetType}</Link> : `a ${entry.targetType}`} by {who}
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
