import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { ASKED_EACH_VISIT, failureErrors } from '../../../lib/api';
import type { ApiError } from '../../../lib/api-error';
import { isFilled } from '@three-act/contract/beats';
import type { Outline } from '@three-act/contract/outlines';
import { useGetOutlineQuery, useSaveOutlineMutation } from '../outline-api';
import { actsOfStory, firstEmptyBeatOf, progressOf } from '../story-fields';

interface OutlineSummaryProps {
  /** Shows what went wrong when dismissing the reminder fails (the page owns the alerts). */
  onError: (errors: ApiError[]) => void;
}

/** The dashboard's outline block: title, progress, the reminder and the ways into the outline. */
export function OutlineSummary({ onError }: OutlineSummaryProps) {
  // Asked again on every visit: the dashboard is where a writer checks where they stand.
  const { data: outline, isSuccess: loaded } = useGetOutlineQuery(undefined, ASKED_EACH_VISIT);
  const [saveOutline] = useSaveOutlineMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const handleDismiss = async () => {
    try {
      await saveOutline({ changes: { promptDismissed: true } }).unwrap();
      // The button is gone; keep keyboard focus in the block it was in.
      headingRef.current?.focus();
    } catch (error) {
      onError(failureErrors(error));
    }
  };

  const title = outline?.title?.trim();
  const complete = Boolean(outline) && !firstEmptyBeatOf(outline);

  return (
    <section className="card outline-summary" aria-labelledby="outline-heading">
      <h2 id="outline-heading" ref={headingRef} tabIndex={-1}>
        Your outline
      </h2>
      {title ? (
        <p className="outline-summary__title">{title}</p>
      ) : (
        <p>Name your story in Act I, then answer the guided questions act by act.</p>
      )}

      {loaded ? (
        <ProgressBar value={progressOf(outline)} label="Outline progress" />
      ) : (
        <Spinner label="Loading your outline" />
      )}

      {outline && !outline.promptDismissed && (
        <div className="reminder" role="note">
          <p>
            <strong>Reminder:</strong> you don&apos;t have to answer in order. Every answer saves by itself as you type;
            changing one act never changes another.
          </p>
          <button type="button" className="reminder__close" aria-label="Dismiss reminder" onClick={handleDismiss}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}

      <nav aria-label="Acts" className="outline-summary__acts">
        <ul>
          {actsOfStory(outline).map((act) => {
            const filled = act.beats.filter((beat) => isFilled(beat.text)).length;
            const total = act.beats.length;
            return (
              <li key={act.path}>
                <Link to={act.path}>
                  Act {act.roman}: {act.name}
                </Link>
                <ProgressBar
                  value={total === 0 ? 0 : (filled / total) * 100}
                  label={`Act ${act.roman} progress`}
                  text={`${filled} of ${total} beats`}
                  labelHidden
                />
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="button-row">
        <NextStep outline={outline ?? null} />
        <Link to="/outlineoutput" className={`btn ${complete ? 'btn--primary' : 'btn--secondary'}`}>
          View outline
        </Link>
      </div>
    </section>
  );
}

/**
 * The main button goes where the writer's work is: the first beat without an answer
 * ("Continue: Act II · 5. Fun and games"); once all 32 are answered, reading the outline is the
 * main button instead.
 */
function NextStep({ outline }: { outline: Outline | null }) {
  if (!outline) {
    return (
      <Link to="/act-1" className="btn btn--primary">
        Start with Act I
      </Link>
    );
  }
  const next = firstEmptyBeatOf(outline);
  if (!next) return null;
  const { label, path } = next;
  return (
    <Link to={path} className="btn btn--primary">
      Continue: {label}
    </Link>
  );
}
