import { useDismissCheckMutation, useGetStoryChecksQuery } from '../board-api';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useBoardT } from '../words';
import { checkMessage } from '../check-message';

/**
 * What may be wrong with the plan, found without AI (GET …/checks): dropped or unresolved
 * plotlines, a character in two places at once, an act without scenes… Each can be dismissed for
 * this story.
 */
export function StoryChecks({ story }: { story: string }) {
  const { data: checks, isError, refetch } = useGetStoryChecksQuery(story);
  const [dismissCheck] = useDismissCheckMutation();
  const feedback = useFeedback();
  const { t } = useBoardT();
  return (
    <section className="card board-checks" aria-labelledby="board-checks-heading">
      <h2 id="board-checks-heading" className="board-side__heading">
        {t('Story checks')}
      </h2>
      {isError ? (
        <LoadFailed message={t('The checks could not be loaded.')} onRetry={() => void refetch()} />
      ) : !checks ? (
        <p className="muted">{t('Checking the plan…')}</p>
      ) : checks.length === 0 ? (
        <p className="muted">{t('Nothing to point out: every thread looks tied.')}</p>
      ) : (
        <ul className="board-checks__list">
          {checks.map((check) => (
            <li key={check.key} className={`board-check board-check--${check.kind}`} data-kind={check.kind}>
              <p className="board-check__message">{checkMessage(check, t)}</p>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={() => void feedback(dismissCheck({ story, key: check.key }))}
              >
                {t('Dismiss')}
                <span className="visually-hidden">: {checkMessage(check, t)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
