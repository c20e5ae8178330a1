import { useRef } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { ASKED_EACH_VISIT, failureErrors } from '../../../lib/api';
import type { ApiError } from '../../../lib/api-error';
import { isFilled } from '@three-act/contract/beats';
import type { Outline } from '@three-act/contract/outlines';
import { useGetOutlineQuery, useSaveOutlineMutation } from '../outline-api';
import { actsOfStory, firstEmptyBeatOf, otherStructure, progressOf } from '../story-fields';
import { useSheetsT, useShownStory } from '../../../lib/sheet-words';
import { useOutlineT } from '../words';

/**
 * A Three Act story's act and beat names are built-in texts; another structure's are the story's, shown
 * through `useShownStory` (a built-in sheet's in the reader's language, the writer's own as written).
 */
function useActText(outline: Outline | null | undefined) {
  const { t: sheet } = useSheetsT();
  const builtIn = !otherStructure(outline);
  return (text: string) => (builtIn ? sheet(text) : text);
}

interface OutlineSummaryProps {
  /** Shows what went wrong when dismissing the reminder fails (the page owns the alerts). */
  onError: (errors: ApiError[]) => void;
}

/** The dashboard's outline block: title, progress, the reminder and the ways into the outline. */
export function OutlineSummary({ onError }: OutlineSummaryProps) {
  const { t } = useOutlineT();
  // Asked again on every visit: the dashboard is where a writer checks where they stand.
  const { data: answer, isSuccess: loaded } = useGetOutlineQuery(undefined, ASKED_EACH_VISIT);
  const outline = useShownStory(answer);
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

  const actText = useActText(outline);
  const title = outline?.title?.trim();
  const complete = Boolean(outline) && !firstEmptyBeatOf(outline);

  return (
    <section className="card outline-summary" aria-labelledby="outline-heading">
      <h2 id="outline-heading" ref={headingRef} tabIndex={-1}>
        {t('Your outline')}
      </h2>
      {title ? (
        <p className="outline-summary__title">{title}</p>
      ) : (
        <p>{t('Name your story in Act I, then answer the guided questions act by act.')}</p>
      )}

      {loaded ? (
        <ProgressBar value={progressOf(outline)} label={t('Outline progress')} />
      ) : (
        <Spinner label={t('Loading your outline')} />
      )}

      {outline && !outline.promptDismissed && (
        <div className="reminder" role="note">
          <p>
            <Trans
              t={t}
              i18nKey="<strong>Reminder:</strong> you don't have to answer in order. Every answer saves by itself as you type; changing one act never changes another."
              components={{ strong: <strong /> }}
            />
          </p>
          <button type="button" className="reminder__close" aria-label={t('Dismiss reminder')} onClick={handleDismiss}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}

      <nav aria-label={t('Acts')} className="outline-summary__acts">
        <ul>
          {actsOfStory(outline).map((act) => {
            const filled = act.beats.filter((beat) => isFilled(beat.text)).length;
            const total = act.beats.length;
            return (
              <li key={act.path}>
                <Link to={act.path}>{t('Act {{roman}}: {{name}}', { roman: act.roman, name: actText(act.name) })}</Link>
                <ProgressBar
                  value={total === 0 ? 0 : (filled / total) * 100}
                  label={t('Act {{roman}} progress', { roman: act.roman })}
                  text={t('{{filled}} of {{total}} beats', { filled, total })}
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
          {t('View outline')}
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
  const { t } = useOutlineT();
  const actText = useActText(outline);
  if (!outline) {
    return (
      <Link to="/act-1" className="btn btn--primary">
        {t('Start with Act I')}
      </Link>
    );
  }
  const next = firstEmptyBeatOf(outline);
  if (!next) return null;
  const { roman, index, name, path } = next;
  const label = t('Act {{roman}} · {{index}}. {{name}}', { roman, index, name: actText(name) });
  return (
    <Link to={path} className="btn btn--primary">
      {t('Continue: {{label}}', { label })}
    </Link>
  );
}
