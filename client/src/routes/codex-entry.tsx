import { useNavigate, useParams } from 'react-router-dom';
import { useFeedback } from '../app/alerts/use-feedback';
import { PageTitle } from '../components/layout/page-title';
import { LoadFailed } from '../components/ui/load-failed';
import { Spinner } from '../components/ui/spinner';
import { useGetBoardQuery } from '../features/board/board-api';
import { useDeleteEntryMutation, useGetEntryQuery, useGetKindsQuery } from '../features/codex/codex-api';
import { kindLabel } from '../features/codex/codex-model';
import { ArcEditor } from '../features/codex/components/arc-editor';
import { EntryEditor } from '../features/codex/components/entry-editor';
import { isMissing, NotYourStory } from '../features/codex/components/not-your-story';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { useAppSelector } from '../app/hooks';

/**
 * /stories/:id/codex/:entryId: one entry of the codex on its own page (it works alike at 360 px),
 * with its kind's sheet, where it appears and its arc (docs/decisions/178-the-codex-pages.md). The
 * story's plan (acts, beats, scenes) comes from the board's answer, for the links and the arc.
 */
export function CodexEntryPage() {
  const { id = '', entryId = '' } = useParams();
  const entry = useGetEntryQuery({ story: id, entry: entryId }, { refetchOnMountOrArgChange: true });
  const kinds = useGetKindsQuery(id);
  const { currentData: plan } = useGetBoardQuery(id);
  const [deleteEntry] = useDeleteEntryMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const writer = useAppSelector(selectCurrentUser)?._id ?? 'unknown';

  const current = entry.currentData;
  const sheet = kinds.currentData?.find((each) => each.kind === current?.kind)?.fields;
  if (current && sheet) {
    const onDelete = async () => {
      const what = kindLabel(current.kind).toLowerCase();
      if (!window.confirm(`Delete the ${what} “${current.name}”? Its ties and arc go with it. This cannot be undone.`))
        return;
      if (await feedback(deleteEntry({ story: id, entry: current._id }), `${current.name} deleted`))
        void navigate(`/stories/${encodeURIComponent(id)}/codex`);
    };
    return (
      <>
        <PageTitle title={`${current.name} · Codex`} />
        <EntryEditor
          key={current._id}
          story={id}
          entry={current}
          sheet={sheet}
          writer={writer}
          plan={plan}
          onDelete={() => void onDelete()}
          arc={
            plan ? (
              <ArcEditor story={id} entry={current._id} name={current.name} arc={current.arc} plan={plan} />
            ) : (
              <Spinner label="Loading the story's beats" />
            )
          }
        />
      </>
    );
  }
  const error = entry.error ?? kinds.error;
  return (
    <section className="page">
      <PageTitle title="Codex entry" />
      <h1>Codex entry</h1>
      {isMissing(error) ? (
        <NotYourStory what="entry" />
      ) : error ? (
        <LoadFailed
          notice
          message="The entry could not be loaded."
          onRetry={() => {
            void entry.refetch();
            void kinds.refetch();
          }}
        />
      ) : (
        <Spinner label="Loading the entry" />
      )}
    </section>
  );
}
