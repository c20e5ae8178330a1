import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Hocuspocus, isTransactionOrigin, type Connection } from '@hocuspocus/server';
import IORedis from 'ioredis';
import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import type { AppDeps } from '../../../deps';
import type { AuthUser } from '../../../lib/auth-user';
import { accessStory, STORY_NOT_FOUND } from '../story-access';
import type { SaveSource } from '../../outlines/revisions';
import { createDocumentRows, type RichWriters } from './document-rows';
import { DOCUMENT_MAX_BYTES, storyOf } from './live-documents';
import { fieldsChanged } from './story-document';

/** Messages a connection may send: a burst, then so many a second. */
const MESSAGE_BURST = 300;
const MESSAGES_PER_SECOND = 60;
/** How soon a store that failed (the database away) is tried again. */
const STORE_RETRY_MS = 2000;

/** What a full document's members are told beside it: the client says it in the writer's language. */
const DOCUMENT_FULL = JSON.stringify({ full: true });
const TOO_MANY_MESSAGES = 'Too many changes at once';

/** What a live connection knows of who opened it. */
export interface LiveContext {
  user: AuthUser;
  token: string;
  socket: WebSocket;
}

/**
 * Hocuspocus's Redis extension without its store lock: a process that finds another storing skips
 * its own store, and a change that process had not yet heard would wait for the next edit. Every
 * store here is serialised by the story's row lock and merges what is stored first (document-rows.ts),
 * so each process stores what its own connections typed.
 */
class SharedDocuments extends RedisExtension {
  override async onStoreDocument() {}
  override async afterStoreDocument() {}
}

/** The origin of a change the server makes itself: its clients see it, it is not stored again. */
const FROM_ROWS = { source: 'local', skipStoreHooks: true } as const;

/** A token bucket per connection. */
function messageBudget() {
  let tokens = MESSAGE_BURST;
  let at = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(MESSAGE_BURST, tokens + ((now - at) / 1000) * MESSAGES_PER_SECOND);
    at = now;
    tokens -= 1;
    return tokens >= 0;
  };
}

/**
 * The Hocuspocus server of live-server.ts, with Yjs, TipTap's schema and a DOM for its rich texts:
 * loaded by the first live connection, so a process that serves none (a script, most tests' apps)
 * neither loads these modules nor opens Redis connections for them.
 */
export function createLiveEngine(deps: AppDeps, writers: RichWriters) {
  const { db, config, logger } = deps;
  const rows = createDocumentRows(db, writers, logger);
  /** Per document: who last wrote each field, as its next store names them. */
  const editors = new Map<string, Map<string, SaveSource>>();
  /** Per document: its state's size at its last load or store. */
  const sizes = new Map<string, number>();
  const budgets = new WeakMap<Connection, () => boolean>();
  const extensions = config.redisUrl
    ? [
        new SharedDocuments({
          createClient: () => new IORedis(config.redisUrl as string, { lazyConnect: false }),
          prefix: `${config.redisPrefix}live`,
        }),
      ]
    : [];

  const hocuspocus = new Hocuspocus<LiveContext>({
    name: 'three-act-live',
    quiet: true,
    // At most 2 s after the last change the rows have it (issue 35).
    debounce: 1000,
    maxDebounce: 2000,
    unloadImmediately: true,
    extensions,

    async onAuthenticate({ documentName, context, connectionConfig }) {
      const storyId = storyOf(documentName);
      // One answer for a story that does not exist and one the writer may not see.
      if (!storyId) throw new Error(STORY_NOT_FOUND);
      const access = await accessStory(db, context.user.id, storyId, 'read').catch(() => null);
      if (!access) throw new Error(STORY_NOT_FOUND);
      connectionConfig.readOnly = access.role === 'critic';
    },

    async onLoadDocument({ documentName }) {
      const storyId = storyOf(documentName);
      const state = storyId ? await rows.load(storyId) : null;
      if (!state) throw new Error(STORY_NOT_FOUND);
      sizes.set(documentName, state.byteLength);
      return state;
    },

    async afterLoadDocument({ document, documentName }) {
      const written = new Map<string, SaveSource>();
      editors.set(documentName, written);
      document.on('afterTransaction', (transaction: Y.Transaction) => {
        const origin: unknown = transaction.origin;
        if (!isTransactionOrigin(origin) || origin.source !== 'connection') return;
        const { user } = origin.connection.context as LiveContext;
        const source: SaveSource = { userId: user.id, sessionId: user.sessionId, tab: 'live' };
        for (const field of fieldsChanged(document, transaction)) written.set(field, source);
      });
    },

    async beforeHandleMessage({ connection, documentName }) {
      const withinBudget = budgets.get(connection) ?? messageBudget();
      budgets.set(connection, withinBudget);
      if (!withinBudget()) {
        logger.warn({ document: documentName }, 'live: a connection sent too many messages; closed');
        (connection.context as LiveContext).socket.close(4429, TOO_MANY_MESSAGES);
        throw Object.assign(new Error(TOO_MANY_MESSAGES), { code: 4429, reason: TOO_MANY_MESSAGES });
      }
      if ((sizes.get(documentName) ?? 0) > DOCUMENT_MAX_BYTES && !connection.readOnly) {
        connection.readOnly = true;
        connection.sendStateless(DOCUMENT_FULL);
      }
    },

    // A presence names the connection's own writer, whatever its client claims (decision 192).
    async beforeHandleAwareness({ context, states }) {
      if (!context) return;
      for (const state of states.values()) {
        const claimed = (state.user ?? {}) as { color?: unknown };
        state.user = {
          id: context.user.id,
          name: context.user.name,
          color: typeof claimed.color === 'string' && /^#[0-9a-f]{6}$/i.test(claimed.color) ? claimed.color : '#555555',
        };
      }
    },

    async onStoreDocument(payload) {
      const { document, documentName, instance } = payload;
      const storyId = storyOf(documentName);
      if (!storyId) return;
      const written = editors.get(documentName) ?? new Map<string, SaveSource>();
      const taken = new Map(written);
      written.clear();
      try {
        await rows.store(storyId, document, taken, FROM_ROWS);
        sizes.set(documentName, Y.encodeStateAsUpdate(document).byteLength);
      } catch (error) {
        // Kept and tried again until the database answers (an outage): edits go on live meanwhile,
        // and nothing typed is dropped because a store failed, even once everyone has left.
        for (const [field, source] of taken) if (!written.has(field)) written.set(field, source);
        editors.set(documentName, written);
        logger.warn({ err: error, document: documentName }, 'live: the document could not be stored; trying again');
        setTimeout(() => void instance.storeDocumentHooks(document, payload, true), STORE_RETRY_MS).unref();
      }
    },

    async afterUnloadDocument({ documentName }) {
      editors.delete(documentName);
      sizes.delete(documentName);
    },
  });

  /** Brings a loaded story's rows into its document (a save by any route); coalesced per story. */
  const pulling = new Map<string, Promise<void>>();
  const again = new Set<string>();
  function pull(storyId: string) {
    const document = hocuspocus.documents.get(`story:${storyId}`);
    if (!document) return;
    if (pulling.has(storyId)) {
      again.add(storyId);
      return;
    }
    const run = rows
      .load(storyId)
      .then((state) => {
        if (state) Y.applyUpdate(document, state, FROM_ROWS);
      })
      .catch((error: unknown) =>
        logger.warn({ err: error, storyId }, 'live: a story saved elsewhere could not be read'),
      )
      .finally(() => {
        pulling.delete(storyId);
        if (again.delete(storyId)) pull(storyId);
      });
    pulling.set(storyId, run);
  }

  return { hocuspocus, extensions, pull };
}

export type LiveEngine = ReturnType<typeof createLiveEngine>;
