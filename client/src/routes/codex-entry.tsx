import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useFeedback } from '../app/alerts/use-feedback';
import { PageTitle } from '../components/layout/page-title';
import { LoadFailed } from '../components/ui/load-failed';
import { Spinner } from '../components/ui/spinner';
import { useGetBoardQuery } from '../features/board/board-api';
import { useDeleteEntryMutation, useGetEntryQuery, useGetKindsQuery } from '../features/codex/codex-api';
import { inSentence, kindLabel } from '../features/codex/codex-model';
import { useCodexT } from '../features/codex/words';
import { ArcEditor } from '../features/codex/components/arc-editor';
import { EntryEditor } from '../features/codex/components/entry-editor';
import { isMissing, NotYourStory } from '../features/codex/components/not-your-story';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { useAppSelector } from '../app/hooks';
import { useShownBoard } from '../lib/sheet-words';
import { StoryComments } from '../features/together/components/story-comments';
import { useLiveRichTexts } from '../features/together/live/use-live-rich-texts';
import { useStoryAccess } from '../features/together/use-story-access';

/**
 * /stories/:id/codex/:entryId: one entry of the codex on its own page (it works alike at 360 px),
 * with its kind's sheet, where it appears and its arc (docs/decisions/178-the-codex-pages.md). The
 * story's plan (acts, beats, scenes) comes from the board's answer, for the links and the arc.
 */
export function CodexEntryPage() {
  const { t } = useCodexT();
  const { id = '', entryId = '' } = useParams();
  const entry = useGetEntryQuery({ story: id, entry: entryId }, { refetchOnMountOrArgChange: true });
  const kinds = useGetKindsQuery(id);
  const plan = useShownBoard(useGetBoardQuery(id).currentData);
  const [deleteEntry] = useDeleteEntryMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const me = useAppSelector(selectCurrentUser);
  const writer = me?._id ?? 'unknown';
  // A critic reads the entry (decision 189); on a shared story it has comments (decision 190) and
  // its description is edited live (decision 192), with who else is here.
  const access = useStoryAccess(id);
  const user = useMemo(() => (me ? { id: me._id, name: me.name } : null), [me]);
  const live = useLiveRichTexts({ story: id, shared: access.shared, user });

  const current = entry.currentData;
  const sheet = kinds.currentData?.find((each) => each.kind === current?.kind)?.fields;
  if (current && sheet) {
    const onDelete = async () => {
      const what = inSentence(kindLabel(current.kind, t));
      const question = t('Delete the {{kind}} “{{name}}”? Its ties and arc go with it. This cannot be undone.', {
        kind: what,
        name: current.name,
      });
      if (!window.confirm(question)) return;
      if (await feedback(deleteEntry({ story: id, entry: current._id }), t('{{name}} deleted', { name: current.name })))
        void navigate(`/stories/${encodeURIComponent(id)}/codex`);
    };
    return (
      <>
        <PageTitle title={t('{{name}} · Codex', { name: current.name })} />
        <EntryEditor
          key={current._id}
          story={id}
          entry={current}
          sheet={sheet}
          writer={writer}
          plan={plan}
          onDelete={() => void onDelete()}
          readOnly={access.critic}
          liveDescription={live?.field('entries', current._id, current.name)}
          presence={live?.presence}
          comments={
            access.shared && access.owner ? (
              <StoryComments
                story={id}
                kind="entry"
                target={current._id}
                label={current.name}
                owner={access.owner}
                me={writer}
              />
            ) : null
          }
          arc={
            plan ? (
              <ArcEditor
                story={id}
                entry={current._id}
                name={current.name}
                arc={current.arc}
                plan={plan}
                readOnly={access.critic}
              />
            ) : (
              <Spinner label={t("Loading the story's beats")} />
            )
          }
        />
      </>
    );
  }
  const error = entry.error ?? kinds.error;
  return (
    <section className="page">
      <PageTitle title={t('Codex entry')} />
      <h1>{t('Codex entry')}</h1>
      {isMissing(error) ? (
        <NotYourStory what="entry" />
      ) : error ? (
        <LoadFailed
          notice
          message={t('The entry could not be loaded.')}
          onRetry={() => {
            void entry.refetch();
            void kinds.refetch();
          }}
        />
      ) : (
        <Spinner label={t('Loading the entry')} />
      )}
    </section>
  );
}
