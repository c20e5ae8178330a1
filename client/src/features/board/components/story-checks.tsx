import { useDismissCheckMutation, useGetStoryChecksQuery } from '../board-api';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { LoadFailed } from '../../../components/ui/load-failed';

/**
 * What may be wrong with the plan, found without AI (GET …/checks): dropped or unresolved
 * plotlines, a character in two places at once, an act without scenes… Each can be dismissed for
 * this story.
 */
export function StoryChecks({ story }: { story: string }) {
  const { data: checks, isError, refetch } = useGetStoryChecksQuery(story);
  const [dismissCheck] = useDismissCheckMutation();
  const feedback = useFeedback();
  return (
    <section className="card board-checks" aria-labelledby="board-checks-heading">
      <h2 id="board-checks-heading" className="board-side__heading">
        Story checks
      </h2>
      {isError ? (
        <LoadFailed message="The checks could not be loaded." onRetry={() => void refetch()} />
      ) : !checks ? (
        <p className="muted">Checking the plan…</p>
      ) : checks.length === 0 ? (
        <p className="muted">Nothing to point out: every thread looks tied.</p>
      ) : (
        <ul className="board-checks__list">
          {checks.map((check) => (
            <li key={check.key} className={`board-check board-check--${check.kind}`} data-kind={check.kind}>
              <p className="board-check__message">{check.message}</p>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={() => void feedback(dismissCheck({ story, key: check.key }))}
              >
                Dismiss<span className="visually-hidden">: {check.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
