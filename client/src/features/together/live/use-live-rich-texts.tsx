import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import * as Y from 'yjs';
import { setAlert } from '../../../app/alerts/alert-slice';
import { useAppDispatch } from '../../../app/hooks';
import type { LiveRichTextField } from '../../../components/ui/rich-text-live';
import { useGetMembersQuery } from '../members-api';
import { useTogetherT } from '../words';
import { liveStatus } from './use-live-editing';
import { useOthers } from './presence';
import { PresenceList } from './presence-list';
import { useLiveStory } from './use-live-story';

/** The live document's maps of rich texts (decision 192): scene summaries, codex entries' descriptions. */
type RichTexts = 'scenes' | 'entries';

type FieldOf = LiveRichTexts['field'];

/** `make`'s answer for each text, made once (`round` is the document's state it is of). */
function remembered(make: FieldOf, round: number): FieldOf {
  const known = new Map<string, LiveRichTextField | null>();
  return (texts, id, name) => {
    const key = `${round}:${texts}:${id}:${name}`;
    if (!known.has(key)) known.set(key, make(texts, id, name));
    return known.get(key) ?? null;
  };
}

/** What a page with a story's rich texts needs to edit them live. */
export interface LiveRichTexts {
  /**
   * A scene's summary (`scenes`) or an entry's description (`entries`) as a live field, `name` its
   * scene's title or entry's name (the others read "Scene: The harbour master lies"); null when the
   * document holds no such text (it saves through REST). Its answers are the same objects until the
   * document's state changes.
   */
  field: (texts: RichTexts, id: string, name: string) => LiveRichTextField | null;
  /** Who else is here, and where ("Here now"). */
  presence: ReactNode;
}

interface LiveRichTextsOptions {
  story: string;
  /** The story has members (`useStoryAccess(story).shared`): only then is it live. */
  shared: boolean;
  /** The signed-in writer, as others see them. */
  user: { id: string; name: string } | null;
}

/**
 * The rich texts of a shared story, edited live on the board's scene panel and the codex entry page
 * (decision 192): the story's one live document for the page (`useLiveStory`), each text's shared
 * fragment once the document holds the story, and who is here. Null on a story of one writer, or
 * when the server refuses the document: everything saves through REST then. When the writer's
 * access ends while the page is open, an alert says so and the member list is read again.
 */
export function useLiveRichTexts({ story, shared, user }: LiveRichTextsOptions): LiveRichTexts | null {
  const { t } = useTogetherT();
  const dispatch = useAppDispatch();
  const live = useLiveStory({ story: shared ? story : null, user });
  const { refetch } = useGetMembersQuery(story || skipToken);
  const ended = live?.ended === true;
  useEffect(() => {
    if (!ended) return;
    dispatch(setAlert(t('Your access to this story has ended.'), 'danger'));
    void refetch();
  }, [ended, dispatch, refetch, t]);

  const doc = live?.doc;
  const awareness = live?.awareness;
  const phase = live?.phase ?? (shared ? 'wait' : 'off');
  // The server adds a text when a scene or an entry is made (and drops it with them): the page follows.
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (!doc) return;
    const maps = [doc.getMap('scenes'), doc.getMap('entries')];
    const changed = (event: Y.YMapEvent<unknown>) => {
      if ([...event.changes.keys.values()].some((change) => change.action !== 'update')) setAdded((n) => n + 1);
    };
    for (const map of maps) map.observe(changed);
    return () => {
      for (const map of maps) map.unobserve(changed);
    };
  }, [doc]);

  const status = live ? liveStatus(t, live) : t('Connecting…');
  const others = useOthers(live && live.phase !== 'off' ? live.awareness : null);
  const presence = useMemo(() => <PresenceList others={others} />, [others]);

  // One answer per text until the document's state changes (`added`: a text came or went), so a
  // memoised editor is not drawn again.
  const field = useMemo(
    () =>
      remembered((texts, id, name) => {
        if (phase === 'wait') return { text: null, status };
        if (phase !== 'live' || !doc || !awareness) return null;
        const fragment = doc.getMap(texts).get(id);
        if (!(fragment instanceof Y.XmlFragment)) return null;
        const place = {
          field: `${texts === 'scenes' ? 'scene' : 'entry'}:${id}`,
          label:
            texts === 'scenes'
              ? t('Scene: {{title}}', { title: name.trim() || t('Untitled scene') })
              : t('Codex: {{name}}', { name }),
        };
        const onPresence = (here: boolean) => {
          awareness.setLocalStateField('selection', null);
          awareness.setLocalStateField('place', here ? place : null);
        };
        return { text: { fragment, awareness, onPresence }, status };
      }, added),
    [added, phase, status, doc, awareness, t],
  );

  return useMemo(() => (phase === 'off' ? null : { field, presence }), [phase, field, presence]);
}
