import { Link } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { formatDay } from '../lib/format-date';
import { useFailureAlert, useFeedback } from '../app/alerts/use-feedback';
import { storyName } from '../features/outline/components/story-switcher';
import { useGetTrashQuery, useRestoreStoryMutation } from '../features/outline/stories-api';

/** /stories/trash: deleted stories, each kept 30 days, with Restore. */
export function Trash() {
  const { data: trash, isSuccess, error } = useGetTrashQuery(undefined, { refetchOnMountOrArgChange: true });
  const [restoreStory, { isLoading }] = useRestoreStoryMutation();
  const feedback = useFeedback();
  useFailureAlert(error);

  return (
    <section className="page">
      <PageTitle title="Trash" />
      <h1>Trash</h1>
      <p className="lead">Deleted stories stay here for 30 days with their characters and history, then go for good.</p>
      {!isSuccess ? (
        <Spinner label="Loading the trash" />
      ) : trash.length === 0 ? (
        <p>The trash is empty.</p>
      ) : (
        <ul className="trash-list">
          {trash.map((story) => (
            <li key={story._id} className="card trash-list__item">
              <p className="trash-list__title">{storyName(story.title)}</p>
              <p className="muted">
                {story.progress}% done · deleted {formatDay(story.deletedAt)} · removed for good on{' '}
                {formatDay(story.purgeAt)}
              </p>
              <button
                type="button"
                className="btn btn--secondary"
                disabled={isLoading}
                onClick={() => void feedback(restoreStory(story._id), `"${storyName(story.title)}" restored`)}
              >
                Restore
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link to="/dashboard" className="btn btn--secondary">
        Back to the dashboard
      </Link>
    </section>
  );
}
