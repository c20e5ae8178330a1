import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useGetTimelineQuery } from '../features/board/board-api';
import { TimelineView } from '../features/board/components/timeline-view';
import { useBoardT } from '../features/board/words';
import type { ApiFailure } from '../lib/api';
import { LoadFailed } from '../components/ui/load-failed';

/** /stories/:id/timeline: when the scenes happen in the story's world, beside the order they are read in. */
export function TimelinePage() {
  const { t } = useBoardT();
  const { id = '' } = useParams();
  const { currentData: timeline, error, refetch } = useGetTimelineQuery(id, { refetchOnMountOrArgChange: true });
  const status = (error as Partial<ApiFailure> | undefined)?.status;
  return (
    <section className="page timeline-page">
      <PageTitle title={t('Timeline')} />
      <div className="page-head">
        <h1>{t('Timeline')}</h1>
        <Link to={`/stories/${encodeURIComponent(id)}/board`} className="btn btn--secondary btn--small">
          {t('Board')}
        </Link>
      </div>
      <p className="lead">
        {t(
          'Your scenes in the order they happen, with the place each has in the reading order. A scene read out of that order is marked as a flashback or a flash-forward.',
        )}
      </p>
      {timeline ? (
        <TimelineView story={id} timeline={timeline} />
      ) : status === 404 || status === 400 ? (
        <p>{t('This story does not exist, or it is not one of yours.')}</p>
      ) : error ? (
        <LoadFailed notice message={t('The timeline could not be loaded.')} onRetry={() => void refetch()} />
      ) : (
        <Spinner label={t('Loading the timeline')} />
      )}
    </section>
  );
}
