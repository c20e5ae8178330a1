import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { SESSION_TTL_SECONDS, sessionKey, signSessionToken, verifySessionToken } from '../../lib/jwt';
import type { AuthUser } from '../../lib/auth-user';
import { isId } from '../../lib/ids';
import { present } from '../../lib/invariant';

export const authUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  emailVerified: users.emailVerified,
  avatarUpdatedAt: users.avatarUpdatedAt,
  createdAt: users.createdAt,
};

export function createSessionService(db: Db, jwtSecret: string) {
  const secret = sessionKey(jwtSecret);
  /**
   * Runs on every signed-in request: two primary-key probes in one statement, built once (and,
   * on PostgreSQL, parsed and planned once per connection as a named prepared statement).
   */
  const sessionUser = db
    .select({ ...authUserColumns, sessionId: sessions.id })
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
  return {
    /** Starts a server-side session and returns the JWT that names it. */
    async startSession(userId: string): Promise<string> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
      const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
      const [session] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
      return signSessionToken(secret, { sub: userId, jti: present(session, 'the new session').id });
    },

    /** The user a token names, or null when the token is invalid, expired or its session was ended. */
    async findSessionUser(token: string): Promise<AuthUser | null> {
      const claims = verifySessionToken(secret, token);
      if (!claims || !isId(claims.sub) || !isId(claims.jti)) return null;
      const [row] = await sessionUser.execute({ jti: claims.jti, sub: claims.sub });
      return row ?? null;
    },

    endSession: (sessionId: string) => db.delete(sessions).where(eq(sessions.id, sessionId)),

    /** Password change and account deletion end every session of the user at once. */
    endAllSessions: (userId: string) => db.delete(sessions).where(eq(sessions.userId, userId)),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
