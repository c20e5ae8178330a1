import { Link } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useFailureAlert, useFeedback } from '../app/alerts/use-feedback';
import { useStoryName } from '../features/outline/components/story-switcher';
import { formatDay } from '../lib/format-date';
import { useOutlineT } from '../features/outline/words';
import { useGetTrashQuery, useRestoreStoryMutation } from '../features/outline/stories-api';

/** /stories/trash: deleted stories, each kept 30 days, with Restore. */
export function Trash() {
  const { t } = useOutlineT();
  const storyName = useStoryName();
  const { data: trash, isSuccess, error } = useGetTrashQuery(undefined, { refetchOnMountOrArgChange: true });
  const [restoreStory, { isLoading }] = useRestoreStoryMutation();
  const feedback = useFeedback();
  useFailureAlert(error);

  return (
    <section className="page">
      <PageTitle title={t('Trash')} />
      <h1>{t('Trash')}</h1>
      <p className="lead">
        {t('Deleted stories stay here for 30 days with their characters and history, then go for good.')}
      </p>
      {!isSuccess ? (
        <Spinner label={t('Loading the trash')} />
      ) : trash.length === 0 ? (
        <p>{t('The trash is empty.')}</p>
      ) : (
        <ul className="trash-list">
          {trash.map((story) => (
            <li key={story._id} className="card trash-list__item">
              <p className="trash-list__title">{storyName(story.title)}</p>
              <p className="muted">
                {t('{{progress}}% done · deleted {{deleted}} · removed for good on {{purge}}', {
                  progress: story.progress,
                  deleted: formatDay(story.deletedAt),
                  purge: formatDay(story.purgeAt),
                })}
              </p>
              <button
                type="button"
                className="btn btn--secondary"
                disabled={isLoading}
                onClick={() =>
                  void feedback(restoreStory(story._id), t('"{{title}}" restored', { title: storyName(story.title) }))
                }
              >
                {t('Restore')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link to="/dashboard" className="btn btn--secondary">
        {t('Back to the dashboard')}
      </Link>
    </section>
  );
}
