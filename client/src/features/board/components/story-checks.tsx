import { useMemo } from 'react';
import { useDismissCheckMutation, useGetBoardQuery, useGetStoryChecksQuery } from '../board-api';
import { useShownBoard } from '../../../lib/sheet-words';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useBoardT } from '../words';
import { checkMessage, type ShownNames } from '../check-message';

/** The board's built-in act and beat names as it shows them, by their English (its answer is already read). */
function useShownNames(story: string): ShownNames {
  const { currentData: board } = useGetBoardQuery(story);
  const shown = useShownBoard(board);
  return useMemo(() => {
    if (!board || !shown) return new Map();
    const pairs = [
      ...board.acts.map((name, index) => [name, shown.acts[index] ?? name] as const),
      ...board.beats.map((beat, index) => [beat.name, shown.beats[index]?.name ?? beat.name] as const),
    ];
    return new Map(pairs.filter(([english, words]) => english !== words));
  }, [board, shown]);
}

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
  const names = useShownNames(story);
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
              <p className="board-check__message">{checkMessage(check, t, names)}</p>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={() => void feedback(dismissCheck({ story, key: check.key }))}
              >
                {t('Dismiss')}
                <span className="visually-hidden">: {checkMessage(check, t, names)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
