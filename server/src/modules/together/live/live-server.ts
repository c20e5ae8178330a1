import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Connection, Document } from '@hocuspocus/server';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppDeps } from '../../../deps';
import type { AuthUser } from '../../../lib/auth-user';
import type { SessionCookie } from '../../../lib/session-cookie';
import { accessStory } from '../story-access';
import type { RichWriters } from './document-rows';
import type { LiveContext, LiveEngine } from './live-engine';
import { DOCUMENT_MAX_BYTES, storyOf } from './live-documents';

/** Where the browser opens its live connection: the app's own origin and HTTP server (decision 192). */
const LIVE_PATH = '/api/collab';
/**
 * The channel the database announces live stories' changes on (migration 0030's triggers):
 * `rows:<story>`, `access:<story>:<user>`, `gone:<story>`, `comments:<story>`.
 */
export const LIVE_CHANNEL = 'story_live';

/** Open live connections an account may hold in one process. */
export const CONNECTIONS_PER_ACCOUNT = 10;
/** The largest WebSocket message taken: a device's offline edits of a full document, and room. */
const MAX_PAYLOAD = DOCUMENT_MAX_BYTES + 1024 * 1024;

/** The stateless message a story's connections get when its comments change (decision 192). */
export const COMMENTS_CHANGED = JSON.stringify({ comments: 'changed' });
const ACCESS_ENDED = 'Your access to this story has ended';

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
  const appOrigin = new URL(config.appUrl).origin;
  const sockets = new Set<WebSocket>();
  const perAccount = new Map<string, number>();

  /**
   * The engine (Hocuspocus, Yjs, TipTap's schema and a DOM: ~1 s of loading), loaded by the first
   * upgrade: a process that serves no live connection, as most tests' apps, never loads it.
   */
  let started: LiveEngine | undefined;
  let starting: Promise<LiveEngine> | undefined;
  const start = () =>
    (starting ??= import('./live-engine').then(({ createLiveEngine }) => (started = createLiveEngine(deps, writers))));

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
    const { hocuspocus } = await start();
    wss.handleUpgrade(request, socket, head, (ws) => {
      const context: LiveContext = { user, token, socket: ws };
      contexts.set(ws, context);
      sockets.add(ws);
      perAccount.set(user.id, (perAccount.get(user.id) ?? 0) + 1);
      const url = `http://${host ?? 'localhost'}${request.url ?? LIVE_PATH}`;
      const live = hocuspocus.handleConnection(
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
      if (kind === 'rows' && storyId) started?.pull(storyId);
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
      if (!starting) return;
      const { hocuspocus, extensions } = await starting;
      starting = started = undefined;
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
