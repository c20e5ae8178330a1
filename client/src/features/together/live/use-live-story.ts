import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import { useEffect, useState } from 'react';
import * as Y from 'yjs';
import { keepLiveDocumentOpen, liveDocumentName } from '../../../lib/live-documents';
import { useAppDispatch } from '../../../app/hooks';
import { commentsChanged } from '../comments-api';
import { colorOf, type AwarenessLike } from './presence';
import { keepSealedCopy, type DeviceCopy } from './sealed-copy';

/** What the server says beside the document (decision 192): a story's comments changed; the document is full. */
const COMMENTS_CHANGED = JSON.stringify({ comments: 'changed' });
const DOCUMENT_FULL = JSON.stringify({ full: true });

/** Where the connection to the live document stands. */
type LiveConnection = 'connecting' | 'live' | 'offline';

/**
 * Whether the page edits live: `wait` while the document loads (from the device, then the server),
 * `live` once it holds the story, `off` when it cannot (the server refused, or offline with no copy
 * on this device): the page then saves as a story of one writer does.
 */
type LivePhase = 'wait' | 'live' | 'off';

/** What the connection reports to the hook. */
interface LiveEvents {
  status: (status: 'connecting' | 'connected' | 'disconnected') => void;
  /** The server and this copy hold the same document (after connecting, again after each reconnect). */
  synced: () => void;
  /** Changes of this device the server has not confirmed yet. */
  unsynced: (count: number) => void;
  /** The server refused the document (reason "Story not found": not a member, or no story). */
  refused: (reason: string) => void;
  /** A message from the server beside the document (`{"comments":"changed"}`). */
  told?: (payload: string) => void;
}

/** An open connection of one document. */
interface LiveLink {
  awareness: AwarenessLike;
  destroy: () => void;
}

/** Opens the connection of a document: the app's is Hocuspocus on /api/collab; tests pass their own. */
type Connect = (doc: Y.Doc, name: string, events: LiveEvents) => LiveLink;

/** The copy of a writer's document on the device (sealed-copy.ts); tests may pass none. */
type KeepOnDevice = (name: string, doc: Y.Doc, writer: string) => DeviceCopy;

/** ws: or wss: like the page, same origin, /api/collab; the session cookie signs the upgrade in. */
const collabUrl = () => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/collab`;

const connectHocuspocus: Connect = (doc, name, events) => {
  const provider = new HocuspocusProvider({
    url: collabUrl(),
    name,
    document: doc,
    // The cookie is what authenticates; the server's onAuthenticate still wants a token to be sent.
    token: 'session',
    onStatus: ({ status }) =>
      events.status(
        status === WebSocketStatus.Connected
          ? 'connected'
          : status === WebSocketStatus.Connecting
            ? 'connecting'
            : 'disconnected',
      ),
    onSynced: ({ state }) => state && events.synced(),
    onUnsyncedChanges: ({ number }) => events.unsynced(number),
    onAuthenticationFailed: ({ reason }) => events.refused(reason),
    onStateless: ({ payload }) => events.told?.(payload),
  });
  const awareness = provider.awareness;
  if (!awareness) throw new Error('The live document has no awareness');
  // The browser knows first when the network goes: the socket may take half a minute to notice.
  const offline = () => provider.disconnect();
  const online = () => void provider.connect();
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return {
    awareness,
    destroy: () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      provider.destroy();
    },
  };
};

/** Without news from the server this long and no copy on the device, the page stops waiting. */
const GIVE_UP_MS = 10_000;

interface LiveStoryOptions {
  /** The story's id when it is edited live (`outline.live`), else null: then nothing opens. */
  story: string | null;
  /** The signed-in writer, as others see them. */
  user: { id: string; name: string } | null;
  connect?: Connect;
  keep?: KeepOnDevice | null;
}

/** A live story's document while a page shows it. */
export interface LiveStory {
  doc: Y.Doc;
  awareness: AwarenessLike;
  phase: LivePhase;
  connection: LiveConnection;
  /** Changes made here the server has not confirmed (kept on the device meanwhile). */
  unsynced: boolean;
  /** The fields edited live, fixed when the phase turns `live`: the title and every beat the document holds. */
  fields: ReadonlySet<string>;
  /** The server refused the story after it was live: the writer's access ended (removed, story deleted). */
  ended: boolean;
  /** The document passed its 5 MB: the server takes no more changes to it. */
  full?: boolean;
}

const NO_FIELDS: ReadonlySet<string> = new Set();

/** Whether a document holds a story (the server made its texts, or an earlier visit kept them here). */
const holdsStory = (doc: Y.Doc) => doc.getMap('beats').size > 0 || doc.getText('title').length > 0;

const fieldsOf = (doc: Y.Doc) => new Set(['title', ...doc.getMap('beats').keys()]);

/**
 * The live document of a story with members (decision 192): a Y.Doc named `story:<id>`, synced
 * with the server by Hocuspocus and kept on the device, sealed (sealed-copy.ts; per writer and
 * story, so text typed offline waits there and merges on reconnecting), and this writer's awareness
 * state. Null for a story of one writer. Everything closes when the page goes.
 */
export function useLiveStory({
  story,
  user,
  connect = connectHocuspocus,
  keep = keepSealedCopy,
}: LiveStoryOptions): LiveStory | null {
  const dispatch = useAppDispatch();
  const userId = user?.id;
  const userName = user?.name;
  const opened = story && userId ? `${userId}:${story}` : null;
  /** The document open now, named for the writer and story it is of. */
  const [live, setLive] = useState<{ of: string; story: LiveStory } | null>(null);

  useEffect(() => {
    if (!story || !userId || !opened) return;
    const doc = new Y.Doc();
    let state: Omit<LiveStory, 'awareness'> = {
      doc,
      phase: 'wait',
      connection: 'connecting',
      unsynced: false,
      fields: NO_FIELDS,
      ended: false,
    };
    let onDevice = false;
    let synced = false;
    let link: LiveLink | null = null;
    let closed = false;
    const publish = () => {
      if (link && !closed) setLive({ of: opened, story: { ...state, awareness: link.awareness } });
    };
    const update = (changes: Partial<Omit<LiveStory, 'awareness'>>) => {
      state = { ...state, ...changes };
      publish();
    };
    const goLive = () => {
      if (state.phase === 'wait') update({ phase: 'live', fields: fieldsOf(doc) });
    };
    const giveUp = () => {
      if (state.phase !== 'wait') return;
      update({ phase: 'off' });
      link?.destroy();
    };

    const copy = keep?.(liveDocumentName(userId, story), doc, userId) ?? null;
    const unregister = copy ? keepLiveDocumentOpen(() => copy.destroy()) : () => undefined;
    void copy?.whenSynced.then(() => {
      onDevice = true;
      if (holdsStory(doc)) goLive();
      else if (state.connection === 'offline' && !synced) giveUp();
    });

    link = connect(doc, `story:${story}`, {
      status: (status) => {
        const connection: LiveConnection =
          status === 'connected'
            ? 'live'
            : status === 'connecting' && state.connection !== 'offline'
              ? 'connecting'
              : 'offline';
        update({ connection });
        if (connection === 'offline' && onDevice && !synced && !holdsStory(doc)) giveUp();
      },
      synced: () => {
        synced = true;
        goLive();
      },
      unsynced: (count) => {
        if (state.unsynced !== count > 0) update({ unsynced: count > 0 });
      },
      told: (payload) => {
        // Another member added, changed or deleted a comment: this page's comments are read again.
        if (payload === COMMENTS_CHANGED) dispatch(commentsChanged(story));
        // Past 5 MB the server takes nothing more from anyone: each member is told once.
        else if (payload === DOCUMENT_FULL) update({ full: true });
      },
      refused: () => {
        // Not a member (any more), or no such story: the page saves as it always did, and reads the
        // story again when the writer had it live (their access ended while it was open).
        update({ phase: 'off', ended: state.phase === 'live' });
        link?.destroy();
      },
    });
    link.awareness.setLocalStateField('user', { id: userId, name: userName ?? '', color: colorOf(userId) });
    link.awareness.setLocalStateField('place', null);
    link.awareness.setLocalStateField('selection', null);
    // The page has the document once it is open (and from then on, with every change of state).
    void Promise.resolve().then(publish);
    const timer = setTimeout(() => {
      if (!synced && !holdsStory(doc)) giveUp();
    }, GIVE_UP_MS);

    return () => {
      closed = true;
      clearTimeout(timer);
      link?.destroy();
      unregister();
      void copy?.destroy();
      doc.destroy();
    };
  }, [story, userId, userName, connect, keep, opened, dispatch]);

  return live?.of === opened ? live.story : null;
}
