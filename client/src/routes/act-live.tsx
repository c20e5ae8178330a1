import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { setAlert } from '../app/alerts/alert-slice';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { useGetOutlineQuery } from '../features/outline/outline-api';
import { useLiveEditing, type LiveEditing } from '../features/together/live/use-live-editing';
import { useLiveStory } from '../features/together/live/use-live-story';
import { useTogetherT } from '../features/together/words';

interface ActLiveProps {
  /** The live story's id. */
  story: string;
  /** Starts the place the others see this writer at ("Act II"). */
  where: string;
  /** Told the act form's live editing at each change; null when the server refuses the story. */
  onLive: (live: LiveEditing | null) => void;
}

/**
 * A story with members is edited live (issue 35, decision 192): its document, kept on this device
 * and synced with the server, binds the act form's title and beats. The act page loads this, and Yjs
 * and the live document's code with it, only for a live story, which a story of one writer never
 * does (docs/decisions/199-live-code-for-live-stories.md). It renders nothing.
 */
export function ActLive({ story, where, onLive }: ActLiveProps) {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const { t } = useTogetherT();
  const { refetch } = useGetOutlineQuery();
  const id = user?._id;
  const name = user?.name;
  const me = useMemo(() => (id ? { id, name: name ?? '' } : null), [id, name]);
  const document = useLiveStory({ story, user: me });
  const ended = document?.ended === true;
  const full = document?.full === true;
  useEffect(() => {
    if (full)
      dispatch(setAlert(t("This story's live document is full (5 MB): nothing more can be added to it."), 'danger'));
  }, [full, dispatch, t]);
  // Removed from the story (or it was deleted) while the page had it open: the page reads again
  // what the writer may see, and says why the story went.
  useEffect(() => {
    if (!ended) return;
    dispatch(setAlert(t('Your access to this story has ended.'), 'danger'));
    void refetch();
  }, [ended, dispatch, refetch, t]);
  const live = useLiveEditing(document, where, true);
  useEffect(() => onLive(live), [live, onLive]);
  return null;
}
