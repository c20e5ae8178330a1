import type { SceneRevision } from '@three-act/contract/board';
import { useId, useState } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { WordDiff } from '../../../components/ui/word-diff';
import { failureErrors } from '../../../lib/api';
import { formatListDate } from '../../../lib/format-date';
import { htmlToText } from '../../../lib/text';
import { useGetSceneRevisionsQuery } from '../board-api';

type VersionedField = SceneRevision['field'];

interface SceneHistoryProps {
  story: string;
  scene: string;
  /** The title and summary in the panel now: each version shows what changed against them. */
  current: Record<VersionedField, string>;
  /** Puts a version back in the panel; it saves as any change does (and becomes a version itself). */
  onUse: (field: VersionedField, text: string) => void;
}

const FIELD_NAMES: Record<VersionedField, string> = { title: 'Title', summary: 'Summary' };

/** What a version reads as: the summary's words without their markup. */
const readable = (field: VersionedField, text: string) => (field === 'summary' ? htmlToText(text) : text);

/**
 * A scene's kept titles and summaries, newest first, each against the text now, with "Use this
 * version" (docs/decisions/165-scenes-and-plotlines.md): read when the writer opens it.
 */
export function SceneHistory(props: SceneHistoryProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className="scene-history" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="scene-history__toggle">History</summary>
      {open && <Versions {...props} />}
    </details>
  );
}

function Versions({ story, scene, current, onUse }: SceneHistoryProps) {
  const headingId = useId();
  const { data, isSuccess, isError, error, refetch } = useGetSceneRevisionsQuery(
    { story, scene },
    { refetchOnMountOrArgChange: true },
  );
  if (isError) {
    return (
      <LoadFailed
        message={failureErrors(error)[0]?.msg ?? 'The history could not be loaded.'}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!isSuccess) return <Spinner label="Loading the scene's history" />;
  if (data.length === 0)
    return <p className="muted">No saved versions yet: they are kept as the title and summary save.</p>;
  return (
    <section className="history" aria-labelledby={headingId}>
      <h3 id={headingId} className="visually-hidden">
        Saved versions of the title and summary
      </h3>
      <ol className="history__list">
        {data.map((revision) => {
          const text = revision.text ?? '';
          const now = readable(revision.field, current[revision.field]);
          const then = readable(revision.field, text);
          const when = formatListDate(revision.savedAt);
          return (
            <li key={revision._id} className="history__item">
              <div className="history__head">
                <span>
                  <strong>{FIELD_NAMES[revision.field]}</strong>, <time dateTime={revision.savedAt}>{when}</time>
                </span>
                {text === current[revision.field] ? (
                  <span className="history__same">Same as now</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    aria-label={`Use the ${revision.field} of ${when}`}
                    onClick={() => onUse(revision.field, text)}
                  >
                    Use this version
                  </button>
                )}
              </div>
              <WordDiff from={now} to={then} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
