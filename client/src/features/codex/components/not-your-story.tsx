import { Link } from 'react-router-dom';
import type { ApiFailure } from '../../../lib/api';
import { useCodexT } from '../words';

/** Whether a read failed because the story is not there or not the writer's (a malformed id is a 400). */
export const isMissing = (error: unknown) => [400, 403, 404].includes((error as Partial<ApiFailure>)?.status ?? 0);

/** A story that is not there, or not the writer's: the same words on every codex page. */
export function NotYourStory({ what = 'story' }: { what?: 'story' | 'entry' }) {
  const { t } = useCodexT();
  return (
    <>
      <p className="lead">
        {what === 'entry'
          ? t('This entry does not exist, or it is not one of yours.')
          : t('This story does not exist, or it is not one of yours.')}
      </p>
      <Link to="/dashboard" className="btn btn--secondary">
        {t('Back to the dashboard')}
      </Link>
    </>
  );
}
