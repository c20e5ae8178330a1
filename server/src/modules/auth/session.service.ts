import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { SESSION_TTL_SECONDS, sessionKey, signSessionToken, verifySessionToken } from '../../lib/jwt';
import type { AuthUser } from '../../lib/auth-user';
import { isId } from '../../lib/ids';
import { present } from '../../lib/invariant';
import type { CachedSession, SessionCache } from './session-cache';

export const authUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  emailVerified: users.emailVerified,
  avatarUpdatedAt: users.avatarUpdatedAt,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
  language: users.language,
};

/** Longer User-Agent strings are cut: the device name needs only the start. */
const USER_AGENT_MAX = 512;
/** `lastSeenAt` moves at most this often, so a busy session writes at most once a minute. */
const LAST_SEEN_STEP_MS = 60 * 1000;

/** "Firefox on Android", read with a maintained parser; "Unknown device" for API clients and odd strings. */
function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = new UAParser(userAgent).getResult();
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name ?? os.name ?? 'Unknown device';
}

export function createSessionService(db: Db, jwtSecret: string, cache: SessionCache) {
  const secret = sessionKey(jwtSecret);
  /**
   * Runs on a signed-in request whose session this process has not cached: two primary-key probes
   * in one statement, built once (and, on PostgreSQL, parsed and planned once per connection as a
   * named prepared statement).
   */
  const sessionUser = db
    .select({
      ...authUserColumns,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('jti')),
        eq(sessions.userId, sql.placeholder('sub')),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('session_user');
  const lookUp = async (jti: string, sub: string): Promise<CachedSession | undefined> => {
    const startedAt = cache.epoch();
    const [row] = await sessionUser.execute({ jti, sub });
    if (!row) return undefined;
    const { lastSeenAt, expiresAt, ...user } = row;
    const session = { user, lastSeenAt: lastSeenAt.getTime(), expiresAt: expiresAt.getTime() };
    cache.store(startedAt, session);
    return session;
  };

  /** Ends sessions; the answer waits until no process serves them from its cache. */
  const ending = async <T>(deletion: Promise<T>): Promise<T> => {
    const result = await deletion;
    await cache.caughtUp();
    return result;
  };

  return {
    /** Starts a server-side session and returns the JWT that names it. */
    async startSession(userId: string, userAgent?: string): Promise<string> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
      const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
      const [session] = await db
        .insert(sessions)
        .values({ userId, expiresAt, userAgent: userAgent?.slice(0, USER_AGENT_MAX) })
        .returning({ id: sessions.id });
      return signSessionToken(secret, { sub: userId, jti: present(session, 'the new session').id });
    },

    /** The user a token names, or null when the token is invalid, expired or its session was ended. */
    async findSessionUser(token: string): Promise<AuthUser | null> {
      const claims = verifySessionToken(secret, token);
      if (!claims || !isId(claims.sub) || !isId(claims.jti)) return null;
      const session = cache.get(claims.jti, claims.sub) ?? (await lookUp(claims.jti, claims.sub));
      if (!session) return null;
      if (Date.now() - session.lastSeenAt >= LAST_SEEN_STEP_MS) {
        session.lastSeenAt = Date.now();
        await db
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(sessions.id, session.user.sessionId));
      }
      return session.user;
    },

    /** Resolves once every process has dropped what it cached of sessions ended and users changed before the call. */
    caughtUp: () => cache.caughtUp(),

    cacheStats: () => cache.stats(),

    /** The user's live sessions, most recently used first, each with the device it began on. */
    async listSessions(userId: string, currentId: string) {
      const rows = await db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
      return rows.map((row) => ({
        _id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        device: deviceName(row.userAgent),
        current: row.id === currentId,
      }));
    },

    /** Ends one of the user's sessions; false when the user has no session with that id. */
    async endOwnSession(userId: string, sessionId: string): Promise<boolean> {
      if (!isId(sessionId)) return false;
      const ended = await ending(
        db
          .delete(sessions)
          .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
          .returning({ id: sessions.id }),
      );
      return ended.length > 0;
    },

    /** "Sign out everywhere else", and what a password change does. */
    endOtherSessions: (userId: string, keepId: string) =>
      ending(db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))),

    endSession: (sessionId: string) => ending(db.delete(sessions).where(eq(sessions.id, sessionId))),

    /** A password reset and account deletion end every session of the user at once. */
    endAllSessions: (userId: string) => ending(db.delete(sessions).where(eq(sessions.userId, userId))),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
