import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { as, buildUser } from '../../../test/builders';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';
import { createSessionCache } from './session-cache';

// docs/decisions/129-session-cache.md: most signed-in requests skip the database for the session,
// and every revocation still holds at once in this process and within a second in every other.

const writer = (id: string, sessionId: string): AuthUser => ({
  id,
  sessionId,
  name: 'Cached Writer',
  email: 'cached@example.org',
  role: 'user',
  emailVerified: true,
  avatarUpdatedAt: null,
  suspendedAt: null,
  suspendedUntil: null,
  suspensionReason: null,
  language: null,
  createdAt: new Date(),
});
const entry = (user: AuthUser) => ({ user, lastSeenAt: Date.now(), expiresAt: Date.now() + 60_000 });

describe('the session cache on its own', () => {
  it('serves nothing until it listens, and nothing after its listener is lost', () => {
    const cache = createSessionCache(async () => {});
    cache.store(cache.epoch(), entry(writer('u1', 's1')));
    expect(cache.get('s1', 'u1')).toBeUndefined();
    cache.listening(true);
    cache.store(cache.epoch(), entry(writer('u1', 's1')));
    expect(cache.get('s1', 'u1')?.user.id).toBe('u1');
    cache.listening(false);
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('does not keep what a lookup found when an announcement came while it ran', () => {
    const cache = createSessionCache(async () => {});
    cache.listening(true);
    const startedAt = cache.epoch();
    cache.heard('s:s1');
    cache.store(startedAt, entry(writer('u1', 's1')));
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('drops a session by its id, every session of a user, or everything', () => {
    const cache = createSessionCache(async () => {});
    cache.listening(true);
    for (const [u, s] of [
      ['u1', 's1'],
      ['u1', 's2'],
      ['u2', 's3'],
      ['u3', 's4'],
    ] as const) {
      cache.store(cache.epoch(), entry(writer(u, s)));
    }
    cache.heard('s:s1');
    expect(cache.get('s1', 'u1')).toBeUndefined();
    expect(cache.get('s2', 'u1')).toBeDefined();
    cache.heard('u:u1');
    expect(cache.get('s2', 'u1')).toBeUndefined();
    expect(cache.get('s3', 'u2')).toBeDefined();
    cache.heard('*');
    expect(cache.size()).toBe(0);
  });

  it('never serves a session to a token naming another user, nor one past its end', () => {
    const cache = createSessionCache(async () => {});
    cache.listening(true);
    cache.store(cache.epoch(), entry(writer('u1', 's1')));
    expect(cache.get('s1', 'u2')).toBeUndefined();
    cache.store(cache.epoch(), { ...entry(writer('u1', 's2')), expiresAt: Date.now() - 1 });
    expect(cache.get('s2', 'u1')).toBeUndefined();
  });

  it('caughtUp waits for its own announcement, and drops everything when it never comes', async () => {
    const heard: string[] = [];
    const echoing = createSessionCache(async (payload) => {
      heard.push(payload);
      setImmediate(() => echoing.heard(payload));
    });
    echoing.listening(true);
    await echoing.caughtUp();
    expect(heard).toHaveLength(1);

    const deaf = createSessionCache(async () => {}, { catchUpMs: 20 });
    deaf.listening(true);
    deaf.store(deaf.epoch(), entry(writer('u1', 's1')));
    await deaf.caughtUp();
    expect(deaf.get('s1', 'u1')).toBeUndefined();
  });
});

describe('signed-in requests with the session cache', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const whoIs = (token: string) => as(ctx, { token }).get('/api/auth');
  const refusedWithinASecond = (token: string, what: string) =>
    waitUntil(async () => (await whoIs(token)).status === 401, 1000, what);

  it('answers a known session without the database: with the announcements off, a deleted row still passes', async () => {
    const user = await buildUser(ctx, { verified: true });
    await whoIs(user.token).expect(200);
    await ctx.db.execute(sql`ALTER TABLE sessions DISABLE TRIGGER sessions_ended`);
    try {
      await ctx.db.delete(sessions).where(eq(sessions.userId, user.id));
      await whoIs(user.token).expect(200);
    } finally {
      await ctx.db.execute(sql`ALTER TABLE sessions ENABLE TRIGGER sessions_ended`);
    }
  });

  it('refuses a session on the request after its logout', async () => {
    const user = await buildUser(ctx);
    await whoIs(user.token).expect(200);
    await as(ctx, user).post('/api/auth/logout').expect(204);
    await whoIs(user.token).expect(401);
  });

  it('refuses a session ended in the database by anything else (psql, a script) within a second', async () => {
    const user = await buildUser(ctx);
    await whoIs(user.token).expect(200);
    await ctx.db.delete(sessions).where(eq(sessions.userId, user.id));
    await refusedWithinASecond(user.token, 'the deleted session to be refused');
  });

  it('never serves a session after its user was deleted, through the app or straight in the database', async () => {
    const [leaving, erased] = [await buildUser(ctx), await buildUser(ctx)];
    await whoIs(leaving.token).expect(200);
    await whoIs(erased.token).expect(200);
    await as(ctx, leaving).delete('/api/profile').send({ password: leaving.password }).expect(200);
    await whoIs(leaving.token).expect(401);
    await ctx.db.delete(users).where(eq(users.id, erased.id));
    await refusedWithinASecond(erased.token, 'the deleted user to be refused');
  });

  it('shows a role change, a new name and a verified address on the very next request', async () => {
    const admin = await buildUser(ctx, { role: 'admin', verified: true });
    const user = await buildUser(ctx);
    await as(ctx, user).get('/api/moderation/posts').expect(403);
    await as(ctx, admin).put(`/api/admin/users/${user.id}/role`).send({ role: 'mod' }).expect(200);
    await as(ctx, user).get('/api/moderation/posts').expect(200);

    await as(ctx, user).put('/api/users/me').send({ name: 'Renamed Writer' }).expect(200);
    expect((await whoIs(user.token).expect(200)).body.name).toBe('Renamed Writer');

    await as(ctx, user).put('/api/auth/resend').expect(200);
    await ctx
      .api()
      .put(`/api/auth/verify/${ctx.lastMailedToken(user.email)}`)
      .expect(200);
    expect((await whoIs(user.token).expect(200)).body.emailVerified).toBe(true);
  });
});
