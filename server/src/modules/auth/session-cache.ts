import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../../lib/auth-user';

/** The channel the database's triggers announce ended sessions and changed users on (migration 0004). */
export const AUTH_CHANNEL = 'auth_changed';

export interface CachedSession {
  user: AuthUser;
  /** Epoch milliseconds. */
  lastSeenAt: number;
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** Sessions kept at most (least recently used go first). */
  max?: number;
  /** A cached session is asked of the database again after this long, whatever was heard. */
  ttlMs?: number;
  /** How long `caughtUp` waits for its own announcement before it drops everything instead. */
  catchUpMs?: number;
}

/**
 * Verified sessions, kept in this process so most signed-in requests skip the database
 * (docs/decisions/129-session-cache.md). It serves only while it hears the database's announcements
 * (`live`); each announcement drops what it names, and a lookup that began before an announcement
 * is not stored, so a session ended while its lookup ran is never kept.
 */
export function createSessionCache(
  announce: (payload: string) => Promise<unknown>,
  { max = 10_000, ttlMs = 30_000, catchUpMs = 1000 }: SessionCacheOptions = {},
) {
  const sessions = new LRUCache<string, CachedSession>({ max, ttl: ttlMs });
  let live = false;
  /** Moves on every announcement and every change of `live`: a lookup stores its answer only if it did not. */
  let epoch = 0;
  const marker = `sync:${crypto.randomUUID()}:`;
  let markers = 0;
  const waiting = new Map<string, () => void>();
  const lookups = { cache: 0, database: 0 };

  const forgetUser = (userId: string) => {
    const ids = [...sessions.entries()].filter(([, entry]) => entry.user.id === userId).map(([id]) => id);
    for (const id of ids) sessions.delete(id);
  };

  const forgetAll = () => {
    epoch += 1;
    sessions.clear();
  };

  return {
    /** The cached session `sessionId` of `userId`, unless it expired or was never verified here. */
    get(sessionId: string, userId: string): CachedSession | undefined {
      const entry = live ? sessions.get(sessionId) : undefined;
      if (!entry || entry.user.id !== userId || entry.expiresAt <= Date.now()) {
        lookups.database += 1;
        return undefined;
      }
      lookups.cache += 1;
      return entry;
    },

    /** Where lookups start: pass it back to `store` with what the database answered. */
    epoch: () => epoch,

    store(startedAt: number, entry: CachedSession) {
      if (live && startedAt === epoch) sessions.set(entry.user.sessionId, entry);
    },

    /** What the listener hears on AUTH_CHANNEL: 's:<session id>', 'u:<user id>', '*', or our own markers. */
    heard(payload: string) {
      epoch += 1;
      if (payload.startsWith('s:')) sessions.delete(payload.slice(2));
      else if (payload.startsWith('u:')) forgetUser(payload.slice(2));
      else if (payload.startsWith(marker)) waiting.get(payload)?.();
      else if (!payload.startsWith('sync:')) sessions.clear();
    },

    /** The listener lost its connection (announcements may be missed) or listens again. */
    listening(isLive: boolean) {
      live = isLive;
      forgetAll();
    },

    /**
     * Resolves once this process has heard every announcement committed before the call: a request
     * that ended a session or changed a user awaits it, so its next request, here or (as they hear the
     * same announcements at the same moment) in any other process, finds nothing stale.
     */
    async caughtUp(): Promise<void> {
      if (!live) return;
      markers += 1;
      const payload = `${marker}${markers}`;
      let timer: NodeJS.Timeout | undefined;
      try {
        await new Promise<void>((resolve, reject) => {
          waiting.set(payload, resolve);
          timer = setTimeout(() => {
            forgetAll();
            resolve();
          }, catchUpMs);
          announce(payload).catch(reject);
        });
      } catch {
        forgetAll();
      } finally {
        clearTimeout(timer);
        waiting.delete(payload);
      }
    },

    size: () => sessions.size,

    /** For the metrics: whether it serves, and where signed-in requests found their session. */
    stats: () => ({ listening: live, sessions: sessions.size, lookups: { ...lookups } }),
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
export type SessionCacheStats = ReturnType<SessionCache['stats']>;
