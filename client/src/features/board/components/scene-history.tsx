import type { SceneRevision } from '@three-act/contract/board';
import { useId, useState } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { WordDiff } from '../../../components/ui/word-diff';
import { failureErrors } from '../../../lib/api';
import { formatListDate } from '../../../lib/format-date';
import { htmlToText } from '../../../lib/text';
import { useGetSceneRevisionsQuery } from '../board-api';
import { useBoardT } from '../words';

type VersionedField = SceneRevision['field'];

interface SceneHistoryProps {
  story: string;
  scene: string;
  /** The title and summary in the panel now: each version shows what changed against them. */
  current: Record<VersionedField, string>;
  /** The signed-in writer's id: a version another member saved says by whom. */
  me: string;
  /** Puts a version back in the panel; it saves as any change does (and becomes a version itself). */
  onUse: (field: VersionedField, text: string) => void;
}

/** English, and the keys of the names shown in every language. */
const FIELD_NAMES: Record<VersionedField, string> = { title: 'Title', summary: 'Summary' };
const USE_VERSION: Record<VersionedField, string> = {
  title: 'Use the title of {{when}}',
  summary: 'Use the summary of {{when}}',
};

/** What a version reads as: the summary's words without their markup. */
const readable = (field: VersionedField, text: string) => (field === 'summary' ? htmlToText(text) : text);

/**
 * A scene's kept titles and summaries, newest first, each against the text now, with "Use this
 * version" (docs/decisions/165-scenes-and-plotlines.md): read when the writer opens it. A version
 * another member saved names them (docs/decisions/191-revision-authors.md).
 */
export function SceneHistory(props: SceneHistoryProps) {
  const { t } = useBoardT();
  const [open, setOpen] = useState(false);
  return (
    <details className="scene-history" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="scene-history__toggle">{t('History')}</summary>
      {open && <Versions {...props} />}
    </details>
  );
}

function Versions({ story, scene, current, me, onUse }: SceneHistoryProps) {
  const { t } = useBoardT();
  const headingId = useId();
  const { data, isSuccess, isError, error, refetch } = useGetSceneRevisionsQuery(
    { story, scene },
    { refetchOnMountOrArgChange: true },
  );
  if (isError) {
    return (
      <LoadFailed
        message={t(failureErrors(error)[0]?.msg ?? 'The history could not be loaded.')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!isSuccess) return <Spinner label={t("Loading the scene's history")} />;
  if (data.length === 0) {
    return <p className="muted">{t('No saved versions yet: they are kept as the title and summary save.')}</p>;
  }
  return (
    <section className="history" aria-labelledby={headingId}>
      <h3 id={headingId} className="visually-hidden">
        {t('Saved versions of the title and summary')}
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
                  <strong>{t(FIELD_NAMES[revision.field])}</strong>, <time dateTime={revision.savedAt}>{when}</time>
                  {revision.author && revision.author._id !== me && (
                    <> {t('by {{name}}', { name: revision.author.name })}</>
                  )}
                </span>
                {text === current[revision.field] ? (
                  <span className="history__same">{t('Same as now')}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    aria-label={t(USE_VERSION[revision.field], { when })}
                    onClick={() => onUse(revision.field, text)}
                  >
                    {t('Use this version')}
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
