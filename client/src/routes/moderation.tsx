import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { alertErrors, setAlert } from '../features/alert/alert-slice';
import { FlaggedItem } from '../features/moderation/components/flagged-item';
import type { ItemType } from '../features/moderation/moderation-api';
import { clearItemReports, fetchQueue, removeItem, selectModeration } from '../features/moderation/moderation-slice';
import type { ApiError } from '../lib/api-error';
import { formatListDate } from '../lib/format-date';

export const MODERATION_DELETE_CONFIRM = 'Delete this for good? The writer will not be able to get it back.';

export function Moderation() {
  const { posts, comments, log, queueStatus } = useAppSelector(selectModeration);
  const dispatch = useAppDispatch();

  useEffect(() => {
    void dispatch(fetchQueue());
  }, [dispatch]);

  const run = async (action: Promise<unknown>, success: string) => {
    try {
      await action;
      dispatch(setAlert(success, 'success'));
    } catch (errors) {
      dispatch(alertErrors(errors as ApiError[]));
    }
  };
  const remove = async (type: ItemType, id: string) => {
    if (!window.confirm(MODERATION_DELETE_CONFIRM)) return;
    await run(dispatch(removeItem({ type, id })).unwrap(), type === 'post' ? 'Post Removed' : 'Response deleted');
  };
  const clear = (type: ItemType, id: string) =>
    run(dispatch(clearItemReports({ type, id })).unwrap(), 'Reports cleared');

  if (queueStatus === 'idle' || (queueStatus === 'pending' && posts.length + comments.length === 0)) {
    return <Spinner label="Loading the moderation queue" />;
  }

  return (
    <div className="page moderation">
      <PageTitle title="Moderation Queue" />
      <h1>Moderation Queue</h1>
      <p className="lead">
        Posts and comments with 5 or more reports are hidden from writers until you decide. Delete what breaks the
        community guidelines; clear the reports to show the rest again.
      </p>

      <section aria-labelledby="flagged-posts-heading" className="moderation__section">
        <h2 id="flagged-posts-heading">Flagged posts ({posts.length})</h2>
        {posts.length === 0 && <p className="muted">No flagged posts.</p>}
        {posts.map((post) => (
          <FlaggedItem
            key={post._id}
            kind="Post"
            {...post}
            contextLink={`/post/${post._id}`}
            onDelete={() => remove('post', post._id)}
            onClear={() => clear('post', post._id)}
          />
        ))}
      </section>

      <section aria-labelledby="flagged-comments-heading" className="moderation__section">
        <h2 id="flagged-comments-heading">Flagged comments ({comments.length})</h2>
        {comments.length === 0 && <p className="muted">No flagged comments.</p>}
        {comments.map((comment) => (
          <FlaggedItem
            key={comment._id}
            kind="Comment"
            {...comment}
            contextLink={`/post/${comment.post}`}
            onDelete={() => remove('comment', comment._id)}
            onClear={() => clear('comment', comment._id)}
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
              <li key={entry._id}>
                <span className="muted">{formatListDate(entry.date)}</span> ·{' '}
                <strong>
                  {entry.moderator?.name ?? (entry.summary?.endsWith('(shell)') ? 'shell' : 'a former moderator')}
                </strong>{' '}
                {entry.action === 'delete'
                  ? 'deleted'
                  : entry.action === 'clear-reports'
                    ? 'cleared the reports of'
                    : 'changed the role of'}{' '}
                a {entry.targetType} <span className="muted">({entry.summary})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
