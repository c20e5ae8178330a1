import { FORGOT_MESSAGE, INVALID_EMAIL_LINK, INVALID_RESET_LINK } from '@three-act/contract/auth';
import { eq, sql } from 'drizzle-orm';
import { sessions, users, verificationTokens } from '../../db/schema';
import { as, buildUser } from '../../../test/builders';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';

let ctx: TestContext;
beforeAll(async () => {
  // One trusted proxy, so each test's requests come from addresses of its own (X-Forwarded-For).
  ctx = await createTestContext({ TRUST_PROXY: '1' });
});
afterAll(() => ctx.close());

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0';
const NEW_PASSWORD = 'a quieter second act';

const mailCount = (email: string) => ctx.mailsTo(email).length;
const waitForMail = (email: string, count: number) =>
  waitUntil(() => mailCount(email) >= count, 5000, `mail number ${count} to ${email}`);
const signIn = (email: string, password: string, userAgent = 'supertest') =>
  ctx.api().post('/api/auth').set('User-Agent', userAgent).send({ email, password });
const secondSession = async (user: { email: string; password: string }) =>
  (await signIn(user.email, user.password).expect(200)).body.token as string;
const whoIs = (token: string) => as(ctx, { token }).get('/api/auth');
const forgot = (email: string, ip = '10.0.0.1') =>
  ctx.api().post('/api/auth/forgot').set('X-Forwarded-For', ip).send({ email });

/** A reset link mailed to the user, and its token. */
async function resetToken(email: string): Promise<string> {
  const before = mailCount(email);
  await forgot(email, `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`).expect(200);
  await waitForMail(email, before + 1);
  return ctx.lastMailedToken(email, 'reset');
}

describe('POST /api/auth/forgot and PUT /api/auth/reset/{token}', () => {
  it('answers a known and an unknown address alike; only the account’s mailbox gets the link, as text and HTML', async () => {
    const user = await buildUser(ctx);
    const known = await forgot(user.email, '10.2.0.1');
    const unknown = await forgot('nobody-here@example.org', '10.2.0.2');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual({ msg: FORGOT_MESSAGE });
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await waitForMail(user.email, 1);
    const [mail] = ctx.mailsTo(user.email);
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);
    expect(mail).toContain(`${ctx.config.appUrl}/reset/`);
    expect(mailCount('nobody-here@example.org')).toBe(0);
    // Only a hash of the token is stored.
    const token = ctx.lastMailedToken(user.email, 'reset');
    const rows = await ctx.db.select().from(verificationTokens).where(eq(verificationTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.purpose).toBe('reset');
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a malformed address with 400 and mails nothing', async () => {
    const res = await forgot('not an address').expect(400);
    expect(res.body.errors[0].path).toBe('email');
  });

  it('sets the new password, signs this browser in, ends every other session and marks the address verified', async () => {
    const user = await buildUser(ctx, { verified: false });
    const other = await secondSession(user);
    const token = await resetToken(user.email);
    const res = await ctx.api().put(`/api/auth/reset/${token}`).send({ password: NEW_PASSWORD }).expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/token=/);
    await whoIs(res.body.token as string).expect(200);
    await whoIs(user.token).expect(401);
    await whoIs(other).expect(401);
    await signIn(user.email, user.password).expect(400);
    await signIn(user.email, NEW_PASSWORD).expect(200);
    const [row] = await ctx.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, user.id));
    expect(row!.verified).toBe(true);
  });

  it('takes a token once; a newer one makes the older invalid; an expired one is refused', async () => {
    const user = await buildUser(ctx);
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    const stale = await ctx.api().put(`/api/auth/reset/${first}`).send({ password: NEW_PASSWORD }).expect(400);
    expect(stale.body).toEqual({ errors: [{ msg: INVALID_RESET_LINK }] });
    await ctx.api().put(`/api/auth/reset/${second}`).send({ password: NEW_PASSWORD }).expect(200);
    const again = await ctx.api().put(`/api/auth/reset/${second}`).send({ password: 'yet another password' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ errors: [{ msg: INVALID_RESET_LINK }] });

    const third = await resetToken(user.email);
    await ctx.db
      .update(verificationTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationTokens.userId, user.id));
    await ctx.api().put(`/api/auth/reset/${third}`).send({ password: NEW_PASSWORD }).expect(400);
    await ctx
      .api()
      .put(`/api/auth/reset/${'x'.repeat(43)}`)
      .send({ password: NEW_PASSWORD })
      .expect(400);
  });

  it('holds the new password to the sign-up rules and keeps the token for another try', async () => {
    const user = await buildUser(ctx);
    const token = await resetToken(user.email);
    for (const password of ['short', 'password123', '']) {
      const res = await ctx.api().put(`/api/auth/reset/${token}`).send({ password }).expect(400);
      expect(res.body.errors[0].path).toBe('password');
    }
    await ctx.api().put(`/api/auth/reset/${token}`).send({ password: NEW_PASSWORD }).expect(200);
  });

  it('limits requests to 3 per address and 20 per network an hour, unknown addresses included, with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) await forgot('limited-nobody@example.org', `10.3.0.${i}`).expect(200);
    const perAddress = await forgot('limited-nobody@example.org', '10.3.0.9').expect(429);
    expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 20; i += 1) await forgot(`spray-${i}@example.org`, '10.4.0.1').expect(200);
    const perNetwork = await forgot('spray-last@example.org', '10.4.0.1').expect(429);
    expect(perNetwork.body.errors[0].msg).toMatch(/network/);
  });
});

describe('PUT /api/auth/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const user = await buildUser(ctx);
    const other = await secondSession(user);
    const res = await as(ctx, user)
      .put('/api/auth/password')
      .send({ currentPassword: user.password, password: NEW_PASSWORD })
      .expect(200);
    expect(res.body).toEqual({ msg: 'Password changed' });
    await whoIs(user.token).expect(200);
    await whoIs(other).expect(401);
    await signIn(user.email, NEW_PASSWORD).expect(200);
  });

  it('refuses a wrong current password on its field, and counts it with the sign-in failures', async () => {
    const user = await buildUser(ctx);
    const wrong = await as(ctx, user)
      .put('/api/auth/password')
      .set('X-Forwarded-For', '10.5.0.1')
      .send({ currentPassword: 'not my password', password: NEW_PASSWORD })
      .expect(400);
    expect(wrong.body).toEqual({ errors: [{ msg: 'That is not your current password', path: 'currentPassword' }] });
    for (let i = 0; i < 9; i += 1) {
      await signIn(user.email, 'still not it').set('X-Forwarded-For', '10.5.0.1').expect(400);
    }
    const locked = await as(ctx, user)
      .put('/api/auth/password')
      .set('X-Forwarded-For', '10.5.0.1')
      .send({ currentPassword: user.password, password: NEW_PASSWORD })
      .expect(429);
    expect(locked.headers['retry-after']).toBeDefined();
    await signIn(user.email, user.password).expect(200);
  });

  it('refuses a weak new password and a missing current one', async () => {
    const user = await buildUser(ctx);
    const res = await as(ctx, user).put('/api/auth/password').send({ password: 'password123' }).expect(400);
    expect(res.body.errors.map((error: { path: string }) => error.path)).toEqual(['currentPassword', 'password']);
  });
});

describe('PUT /api/auth/email and PUT /api/auth/email/{token}', () => {
  it('changes nothing until the new address confirms; mails a link to the new address and a notice to the old', async () => {
    const user = await buildUser(ctx, { verified: true });
    const newEmail = `moved-${Date.now()}@example.org`;
    const res = await as(ctx, user)
      .put('/api/auth/email')
      .send({ password: user.password, email: newEmail })
      .expect(200);
    expect(res.body.msg).toContain(newEmail);
    expect((await whoIs(user.token).expect(200)).body.email).toBe(user.email);
    expect((await as(ctx, user).get('/api/users/me').expect(200)).body.pendingEmail).toBe(newEmail);
    await waitForMail(newEmail, 1);
    await waitForMail(user.email, 1);
    expect(ctx.mailsTo(user.email).at(-1)).toContain(newEmail);
    expect(ctx.mailsTo(user.email).at(-1)).not.toContain('/confirm-email/');
    expect(ctx.mailsTo(user.email).at(-1)).toContain('/cancel-email/');

    const token = ctx.lastMailedToken(newEmail, 'confirm-email');
    await as(ctx, user).put(`/api/auth/email/${token}`).expect(200);
    const me = (await as(ctx, user).get('/api/users/me').expect(200)).body;
    expect(me).toMatchObject({ email: newEmail, emailVerified: true, pendingEmail: null });
    const again = await as(ctx, user).put(`/api/auth/email/${token}`).expect(400);
    expect(again.body).toEqual({ errors: [{ msg: INVALID_EMAIL_LINK }] });
    await signIn(newEmail, user.password).expect(200);
  });

  it('answers the same for an address that has an account, which gets a "you already have an account" mail', async () => {
    const [user, owner] = [await buildUser(ctx, { verified: true }), await buildUser(ctx)];
    const taken = await as(ctx, user).put('/api/auth/email').send({ password: user.password, email: owner.email });
    const free = await as(ctx, user)
      .put('/api/auth/email')
      .send({ password: user.password, email: 'free-address@example.org' });
    expect(taken.status).toBe(200);
    expect(taken.body.msg.replace(owner.email, '')).toBe(free.body.msg.replace('free-address@example.org', ''));
    await waitForMail(owner.email, 1);
    const [mail] = ctx.mailsTo(owner.email);
    expect(mail).toContain('already has an account');
    expect(mail).not.toContain('/confirm-email/');
    // Nothing in it names the account that asked.
    expect(mail).not.toContain(user.email);
    expect(mail).not.toContain(user.name);
    expect((await whoIs(owner.token).expect(200)).body.email).toBe(owner.email);
  });

  it('refuses a wrong password on its field, the current address, and a malformed one', async () => {
    const user = await buildUser(ctx, { verified: true });
    const wrong = await as(ctx, user).put('/api/auth/email').send({ password: 'nope', email: 'x-new@example.org' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ errors: [{ msg: 'That is not your current password', path: 'password' }] });
    const same = await as(ctx, user).put('/api/auth/email').send({ password: user.password, email: user.email });
    expect(same.body).toEqual({ errors: [{ msg: 'This is already your e-mail address', path: 'email' }] });
    await as(ctx, user).put('/api/auth/email').send({ password: user.password, email: 'nope' }).expect(400);
    expect((await as(ctx, user).get('/api/users/me')).body.pendingEmail).toBeNull();
  });

  it('makes reset links mailed to the old address useless once the change is confirmed', async () => {
    const user = await buildUser(ctx, { verified: true });
    const reset = await resetToken(user.email);
    const newEmail = `moved-again-${Date.now()}@example.org`;
    await as(ctx, user).put('/api/auth/email').send({ password: user.password, email: newEmail }).expect(200);
    await waitForMail(newEmail, 1);
    await as(ctx, user)
      .put(`/api/auth/email/${ctx.lastMailedToken(newEmail, 'confirm-email')}`)
      .expect(200);
    await ctx.api().put(`/api/auth/reset/${reset}`).send({ password: NEW_PASSWORD }).expect(400);
  });
});

describe('GET and DELETE /api/auth/sessions', () => {
  it('lists the sessions with their device, marks the current one, and ends one or all the others', async () => {
    const user = await buildUser(ctx);
    const phone = (await signIn(user.email, user.password, FIREFOX_ANDROID).expect(200)).body.token as string;
    const list = (await as(ctx, user).get('/api/auth/sessions').expect(200)).body as {
      _id: string;
      device: string;
      current: boolean;
      lastSeenAt: string;
      createdAt: string;
    }[];
    expect(list).toHaveLength(2);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    const phoneSession = list.find((session) => session.device === 'Firefox on Android');
    expect(phoneSession?.current).toBe(false);

    const stranger = await buildUser(ctx);
    await as(ctx, stranger).delete(`/api/auth/sessions/${phoneSession!._id}`).expect(404);
    await as(ctx, stranger).delete('/api/auth/sessions/not-an-id').expect(404);
    await whoIs(phone).expect(200);
    await as(ctx, user).delete(`/api/auth/sessions/${phoneSession!._id}`).expect(204);
    await whoIs(phone).expect(401);

    const laptop = await secondSession(user);
    await as(ctx, user).delete('/api/auth/sessions').expect(204);
    await whoIs(laptop).expect(401);
    await whoIs(user.token).expect(200);
    expect((await as(ctx, user).get('/api/auth/sessions').expect(200)).body).toHaveLength(1);
  });

  it('moves lastSeenAt at most once a minute', async () => {
    const user = await buildUser(ctx);
    const longAgo = new Date(Date.now() - 5 * 60 * 1000);
    await ctx.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.userId, user.id));
    await whoIs(user.token).expect(200);
    const [seen] = await ctx.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, user.id));
    expect(seen!.at.getTime()).toBeGreaterThan(longAgo.getTime() + 60 * 1000);
    await whoIs(user.token).expect(200);
    const [again] = await ctx.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, user.id));
    expect(again!.at.getTime()).toBe(seen!.at.getTime());
  });

  it('ending the current session by id signs this browser out', async () => {
    const user = await buildUser(ctx);
    const [session] = (await as(ctx, user).get('/api/auth/sessions')).body as { _id: string }[];
    const res = await as(ctx, user).delete(`/api/auth/sessions/${session!._id}`).expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/token=;/);
    await whoIs(user.token).expect(401);
  });
});

describe('signed-in routes without a session', () => {
  it.each([
    ['put', '/api/auth/password'],
    ['put', '/api/auth/email'],
    ['delete', '/api/auth/email'],
    ['put', `/api/auth/email/${'x'.repeat(43)}`],
    ['get', '/api/auth/sessions'],
    ['delete', '/api/auth/sessions'],
    ['delete', '/api/auth/sessions/00000000-0000-4000-8000-000000000000'],
    ['get', '/api/users/me'],
    ['put', '/api/users/me'],
    ['get', '/api/users/me/export'],
  ] as const)('%s %s answers 401', async (method, url) => {
    await ctx.api()[method](url).send({}).expect(401);
  });
});
