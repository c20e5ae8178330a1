import { skipToken } from '@reduxjs/toolkit/query';
import type { Scene } from '@three-act/contract/board';
import { useCallback, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { useGetBoardQuery } from '../features/board/board-api';
import { useGetEntryQuery } from '../features/codex/codex-api';
import { StoryBoard } from '../features/board/components/story-board';
import { useBoardT } from '../features/board/words';
import { StoryComments } from '../features/together/components/story-comments';
import { useLiveRichTexts } from '../features/together/live/use-live-rich-texts';
import { useStoryAccess } from '../features/together/use-story-access';
import { ASKED_EACH_VISIT, type ApiFailure } from '../lib/api';
import { LoadFailed } from '../components/ui/load-failed';
import { useShownBoard } from '../lib/sheet-words';

/**
 * /stories/:id/board: the story's scenes on plotlines and beats (issue 33,
 * docs/decisions/165-scenes-and-plotlines.md). The board is read once, with the page; every change
 * updates it in place.
 */
export function BoardPage() {
  const { t } = useBoardT();
  const { id = '' } = useParams();
  const me = useAppSelector(selectCurrentUser);
  const writer = me?._id ?? 'unknown';
  const {
    currentData: answer,
    error,
    refetch,
  } = useGetBoardQuery(id, {
    // Read with the page's code (app/preload.ts), and again on a later visit.
    ...ASKED_EACH_VISIT,
    // Another tab or device may have moved scenes meanwhile: coming back reads the board again.
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  // Its built-in act and beat names in the reader's language (docs/decisions/188-built-in-words-in-a-story.md).
  const board = useShownBoard(answer);
  // A character's arc as a lane (issue 34), kept in the address (?arc=) so a reload keeps it.
  const [search, setSearch] = useSearchParams();
  const arcOf = search.get('arc');
  const { currentData: arcEntry } = useGetEntryQuery(arcOf ? { story: id, entry: arcOf } : skipToken);
  const points = arcEntry?.arc;
  const arc = useMemo(() => (arcOf ? { character: arcOf, points: points ?? [] } : null), [arcOf, points]);
  const onArc = useCallback(
    (character: string | null) => setSearch(character ? { arc: character } : {}, { replace: true }),
    [setSearch],
  );
  // Who the writer is on the story (decision 189): a critic's board is read-only; on a shared story
  // an open scene shows its comments (decision 190).
  const access = useStoryAccess(id);
  const owner = access.shared ? access.owner : undefined;
  const sceneComments = useCallback(
    (scene: Scene) =>
      owner ? (
        <StoryComments story={id} kind="scene" target={scene._id} label={scene.title} owner={owner} me={writer} />
      ) : null,
    [id, owner, writer],
  );
  // A shared story is edited live (decision 192): the open scene's summary is its document's, and
  // the board says who else is here (a critic too, whose panel shows the summaries as text to read).
  const user = useMemo(() => (me ? { id: me._id, name: me.name } : null), [me]);
  const live = useLiveRichTexts({ story: id, shared: access.shared, user });
  const liveSummary = useCallback((scene: Scene) => live?.field('scenes', scene._id, scene.title) ?? null, [live]);
  if (board) {
    return (
      <>
        <PageTitle title={t('Board · {{title}}', { title: board.title ?? t('Untitled story') })} />
        <StoryBoard
          key={board._id}
          story={board._id}
          writer={writer}
          board={board}
          arc={arc}
          onArc={onArc}
          readOnly={access.critic}
          sceneComments={sceneComments}
          liveSummary={live ? liveSummary : undefined}
          presence={live?.presence}
        />
      </>
    );
  }
  const status = (error as Partial<ApiFailure> | undefined)?.status;
  return (
    <section className="page">
      <PageTitle title={t('Board')} />
      <h1>{t('Board')}</h1>
      {status === 404 || status === 400 ? (
        <>
          <p className="lead">{t('This story does not exist, or it is not one of yours.')}</p>
          <Link to="/dashboard" className="btn btn--secondary">
            {t('Back to the dashboard')}
          </Link>
        </>
      ) : error ? (
        <LoadFailed notice message={t('The board could not be loaded.')} onRetry={() => void refetch()} />
      ) : (
        <Spinner label={t('Loading the board')} />
      )}
    </section>
  );
}
