import { useId, useState } from 'react';
import type { Outline } from '@three-act/contract/outlines';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { WordDiff } from '../../../components/ui/word-diff';
import { failureErrors } from '../../../lib/api';
import { useGetRevisionsQuery, useRestoreRevisionMutation } from '../outline-api';
import { formatListDate } from '../../../lib/format-date';
import { useOutlineT } from '../words';

interface BeatHistoryProps {
  field: string;
  /** The field as the writer knows it ("beat 4"). */
  label: string;
  /** The text in the form now: each version shows what changed against it. */
  current: string;
  /** The signed-in writer's id: a version another member saved says by whom. */
  me: string;
  /** A version was put back: the form takes the outline the server answered. */
  onRestored: (outline: Outline) => void;
}

/**
 * A beat's (or the title's) kept versions, newest first, each against the current text, with
 * Restore; a version another member saved names them (docs/decisions/191-revision-authors.md).
 */
export function BeatHistory({ field, label, current, me, onRestored }: BeatHistoryProps) {
  const { t } = useOutlineT();
  const headingId = useId();
  const {
    data: revisions,
    isSuccess,
    isError,
    error,
    refetch,
  } = useGetRevisionsQuery(field, {
    refetchOnMountOrArgChange: true,
  });
  const [restore, { isLoading: restoring }] = useRestoreRevisionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const restoreVersion = async (id: string) => {
    try {
      onRestored(await restore({ id, field }).unwrap());
      setFailure(null);
    } catch (failed) {
      setFailure(failureErrors(failed)[0]?.msg ?? t('That version could not be restored.'));
    }
  };

  let body;
  if (isError) {
    body = (
      <LoadFailed
        message={failureErrors(error)[0]?.msg ?? t('The history could not be loaded.')}
        onRetry={() => void refetch()}
      />
    );
  } else if (!isSuccess) {
    body = <Spinner label={t('Loading the history of {{label}}', { label })} />;
  } else if (revisions.length === 0) {
    body = <p>{t('No saved versions yet.')}</p>;
  } else {
    body = (
      <ol className="history__list">
        {revisions.map((revision) => (
          <li key={revision._id} className="history__item">
            <div className="history__head">
              <span>
                <time dateTime={revision.savedAt}>{formatListDate(revision.savedAt)}</time>
                {revision.author && revision.author._id !== me && (
                  <> {t('by {{name}}', { name: revision.author.name })}</>
                )}
              </span>
              {(revision.text ?? '') === current ? (
                <span className="history__same">{t('Same as now')}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  disabled={restoring}
                  aria-label={t('Restore the version of {{date}}', {
                    date: formatListDate(revision.savedAt),
                  })}
                  onClick={() => void restoreVersion(revision._id)}
                >
                  {t('Restore')}
                </button>
              )}
            </div>
            <WordDiff from={current} to={revision.text ?? ''} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className="history" aria-labelledby={headingId}>
      <h3 id={headingId} className="history__heading">
        {t('History of {{label}}', { label })}
      </h3>
      {failure && <p role="alert">{failure}</p>}
      {body}
    </section>
  );
}
