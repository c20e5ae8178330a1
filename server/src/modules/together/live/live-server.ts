import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Hocuspocus, isTransactionOrigin, type Connection, type Document } from '@hocuspocus/server';
import IORedis from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';
import type { AppDeps } from '../../../deps';
import type { AuthUser } from '../../../lib/auth-user';
import type { SessionCookie } from '../../../lib/session-cookie';
import { present } from '../../../lib/invariant';
import { accessStory, STORY_NOT_FOUND } from '../story-access';
import type { SaveSource } from '../../outlines/revisions';
import { createDocumentRows, type RichWriters } from './document-rows';
import { fieldsChanged } from './story-document';

/** Where the browser opens its live connection: the app's own origin and HTTP server (decision 192). */
const LIVE_PATH = '/api/collab';
/**
 * The channel the database announces live stories' changes on (migration 0030's triggers):
 * `rows:<story>`, `access:<story>:<user>`, `gone:<story>`, `comments:<story>`.
 */
export const LIVE_CHANNEL = 'story_live';

const DOCUMENT_NAME = /^story:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** A live document may grow to this many bytes of state; past it, its members are told and nothing more is taken. */
const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Open live connections an account may hold in one process. */
export const CONNECTIONS_PER_ACCOUNT = 10;
/** Messages a connection may send: a burst, then so many a second. */
const MESSAGE_BURST = 300;
const MESSAGES_PER_SECOND = 60;
/** How soon a store that failed (the database away) is tried again. */
const STORE_RETRY_MS = 2000;
/** The largest WebSocket message taken: a device's offline edits of a full document, and room. */
const MAX_PAYLOAD = DOCUMENT_MAX_BYTES + 1024 * 1024;

/** The stateless message a story's connections get when its comments change (decision 192). */
export const COMMENTS_CHANGED = JSON.stringify({ comments: 'changed' });
const DOCUMENT_FULL = "This story's live document is full (5 MB): nothing more can be added to it";
const TOO_MANY_MESSAGES = 'Too many changes at once';
const ACCESS_ENDED = 'Your access to this story has ended';

/** What a live connection knows of who opened it. */
interface LiveContext {
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

const storyOf = (documentName: string) => DOCUMENT_NAME.exec(documentName)?.[1];

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

/** Refuses an upgrade with a status, before any WebSocket exists. */
function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

interface LiveServices {
  sessions: { findSessionUser(token: string): Promise<AuthUser | null> };
  sessionCookie: SessionCookie;
  /** How a scene's summary and an entry's description are saved (the board's and the codex's own). */
  writers: RichWriters;
}

/**
 * Live co-editing of shared stories (issue 35, decision 192): a Hocuspocus server on the app's own
 * HTTP server at /api/collab, one Yjs document per story, authenticated by the session cookie with
 * the same Origin rule as cookie writes, a critic's connection read-only, the document written back
 * to the rows at most 2 s after the last change, and, with Redis, every process editing the same
 * document. Access changes and ended sessions reach open connections through the database's
 * announcements, within a second.
 */
export function createLive(deps: AppDeps, { sessions, sessionCookie, writers }: LiveServices) {
  const { db, config, logger } = deps;
  const rows = createDocumentRows(db, writers, logger);
  const appOrigin = new URL(config.appUrl).origin;
  /** Per document: who last wrote each field, as its next store names them. */
  const editors = new Map<string, Map<string, SaveSource>>();
  /** Per document: its state's size at its last load or store. */
  const sizes = new Map<string, number>();
  const budgets = new WeakMap<Connection, () => boolean>();
  const sockets = new Set<WebSocket>();
  const perAccount = new Map<string, number>();

  /**
   * The Hocuspocus server, made when the app first listens (`attach`): an app that never serves a
   * socket (a script, a supertest run) opens no Redis connections for it.
   */
  const start = () => {
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
          throw Object.assign(new Error(TOO_MANY_MESSAGES), { code: 4429, reason: TOO_MANY_MESSAGES });
        }
        if ((sizes.get(documentName) ?? 0) > DOCUMENT_MAX_BYTES && !connection.readOnly) {
          connection.readOnly = true;
          connection.sendStateless(JSON.stringify({ error: DOCUMENT_FULL }));
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
            color:
              typeof claimed.color === 'string' && /^#[0-9a-f]{6}$/i.test(claimed.color) ? claimed.color : '#555555',
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
    return { hocuspocus, extensions };
  };
  let started: ReturnType<typeof start> | undefined;

  /** Brings a loaded story's rows into its document (a save by any route); coalesced per story. */
  const pulling = new Map<string, Promise<void>>();
  const again = new Set<string>();
  function pullRows(storyId: string) {
    const document = started?.hocuspocus.documents.get(`story:${storyId}`);
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
        if (again.delete(storyId)) pullRows(storyId);
      });
    pulling.set(storyId, run);
  }

  /** Every open connection to a document, with the story it is of. */
  function* connections(): Generator<{ storyId: string; connection: Connection; context: LiveContext }> {
    for (const [name, document] of (started?.hocuspocus.documents ?? new Map()) as Map<string, Document>) {
      const storyId = storyOf(name);
      if (!storyId) continue;
      for (const connection of document.getConnections()) {
        yield { storyId, connection, context: connection.context as LiveContext };
      }
    }
  }

  const end = (context: LiveContext) => context.socket.close(4403, ACCESS_ENDED);

  /** A member's role changed or they left: their connections to the story close or become read-only. */
  async function recheckAccess(storyId: string, userId: string) {
    for (const open of connections()) {
      if (open.storyId !== storyId || open.context.user.id !== userId) continue;
      const access = await accessStory(db, userId, storyId, 'read').catch(() => null);
      if (!access) end(open.context);
      else open.connection.readOnly = access.role === 'critic';
    }
  }

  /** A session ended or a user changed (`s:`, `u:`, `*` on the auth channel): connections whose session is over close. */
  async function recheckSessions(payload: string) {
    const sessionId = payload.startsWith('s:') ? payload.slice(2) : undefined;
    const userId = payload.startsWith('u:') ? payload.slice(2) : undefined;
    if (payload.startsWith('sync:')) return;
    const open = [...sockets].map((socket) => contexts.get(socket)).filter((context) => context !== undefined);
    for (const context of open) {
      if (sessionId !== undefined && context.user.sessionId !== sessionId) continue;
      if (userId !== undefined && context.user.id !== userId) continue;
      if (sessionId !== undefined || !(await sessions.findSessionUser(context.token))) end(context);
    }
  }

  const contexts = new WeakMap<WebSocket, LiveContext>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });

  /** The HTTP upgrade to /api/collab: our origin, a session, at most 10 connections per account. */
  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const origin = request.headers.origin;
    const host = request.headers.host;
    if (origin && origin !== appOrigin && !(host && (origin === `http://${host}` || origin === `https://${host}`))) {
      return refuse(socket, 403, 'Forbidden');
    }
    const header = request.headers['x-auth-token'];
    const tokens = typeof header === 'string' ? [header] : sessionCookie.read(request as never);
    const token = tokens.length === 1 ? tokens[0] : undefined;
    const user = token ? await sessions.findSessionUser(token) : null;
    if (!token || !user) return refuse(socket, 401, 'Unauthorized');
    if ((perAccount.get(user.id) ?? 0) >= CONNECTIONS_PER_ACCOUNT) return refuse(socket, 429, 'Too Many Requests');
    wss.handleUpgrade(request, socket, head, (ws) => {
      const context: LiveContext = { user, token, socket: ws };
      contexts.set(ws, context);
      sockets.add(ws);
      perAccount.set(user.id, (perAccount.get(user.id) ?? 0) + 1);
      const url = `http://${host ?? 'localhost'}${request.url ?? LIVE_PATH}`;
      const live = present(started, 'the live server').hocuspocus.handleConnection(
        ws,
        new Request(url, { headers: request.headers as HeadersInit }),
        context,
      );
      ws.on('message', (data: Buffer) => live.handleMessage(new Uint8Array(data)));
      ws.on('error', (error) => logger.warn({ err: error.message }, 'live: a connection failed'));
      ws.on('close', (code, reason) => {
        sockets.delete(ws);
        const left = (perAccount.get(user.id) ?? 1) - 1;
        if (left > 0) perAccount.set(user.id, left);
        else perAccount.delete(user.id);
        live.handleClose({ code, reason: reason.toString() } as CloseEvent);
      });
    });
  }

  return {
    /** Takes /api/collab's upgrades on the app's HTTP server. */
    attach(server: Server) {
      started ??= start();
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (new URL(request.url ?? '/', 'http://localhost').pathname !== LIVE_PATH) {
          refuse(socket, 404, 'Not Found');
          return;
        }
        upgrade(request, socket, head).catch((error: unknown) => {
          logger.warn({ err: error }, 'live: an upgrade failed');
          refuse(socket, 500, 'Internal Server Error');
        });
      });
    },

    /** What the database announced on LIVE_CHANNEL. */
    heard(payload: string) {
      const [kind, storyId, userId] = payload.split(':');
      if (kind === 'rows' && storyId) pullRows(storyId);
      else if (kind === 'access' && storyId && userId) void recheckAccess(storyId, userId);
      else if (kind === 'comments' && storyId) {
        // New comments appear live: the members' clients read the story's comments again.
        started?.hocuspocus.documents.get(`story:${storyId}`)?.broadcastStateless(COMMENTS_CHANGED);
      } else if (kind === 'gone' && storyId) {
        for (const open of connections()) if (open.storyId === storyId) end(open.context);
      }
    },

    /** What the database announced on the auth channel. */
    heardAuth(payload: string) {
      void recheckSessions(payload);
    },

    /** Gauges for /metrics and the soak: documents loaded, connections open. */
    stats: () => ({ documents: started?.hocuspocus.getDocumentsCount() ?? 0, connections: sockets.size }),

    /** Closes every connection and stores what is pending, waiting up to 5 s for it (shutdown, tests). */
    async close() {
      if (!started) return;
      const { hocuspocus, extensions } = started;
      started = undefined;
      for (const socket of sockets) socket.close(1001, 'Server stopping');
      hocuspocus.flushPendingStores();
      const until = Date.now() + 5000;
      while (hocuspocus.getDocumentsCount() > 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      wss.close();
      await Promise.all(extensions.map((extension) => extension.onDestroy?.()));
    },
  };
}
