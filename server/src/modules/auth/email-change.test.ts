import { INVALID_EMAIL_CANCEL_LINK, INVALID_EMAIL_LINK } from '@three-act/contract/auth';
import { and, eq } from 'drizzle-orm';
import { users, verificationTokens } from '../../db/schema';
import { as, buildSession, buildUser } from '../../../test/builders';
import { signUp, type TestUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';

// Every way a pending e-mail change ends, and the two takeover paths of issue 31 (decision 148).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: '1' });
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'a quieter second act';
let counter = 0;

const waitForMail = (email: string, count: number) =>
  waitUntil(() => ctx.mailsTo(email).length >= count, 5000, `mail number ${count} to ${email}`);
const me = async (user: Pick<TestUser, 'token'>) => (await as(ctx, user).get('/api/users/me').expect(200)).body;
const emailTokens = (userId: string) =>
  ctx.db
    .select({ purpose: verificationTokens.purpose })
    .from(verificationTokens)
    .where(and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, 'email')));

/** Asks, signed in as `asker` (a session of `user`), to move the account; answers both mailed links. */
async function askChange(user: TestUser, asker: Pick<TestUser, 'token'> = user) {
  counter += 1;
  const newEmail = `elsewhere-${counter}-${Date.now()}@example.org`;
  const before = ctx.mailsTo(user.email).length;
  await as(ctx, asker).put('/api/auth/email').send({ password: user.password, email: newEmail }).expect(200);
  await waitForMail(newEmail, 1);
  await waitForMail(user.email, before + 1);
  return {
    newEmail,
    confirm: ctx.lastMailedToken(newEmail, 'confirm-email'),
    cancel: ctx.lastMailedToken(user.email, 'cancel-email'),
  };
}

/** An unverified account's pending change, as a build before decision 148 let one be asked. */
async function askChangeUnverified(user: TestUser) {
  await ctx.updateUser(user.id, { emailVerified: true });
  const change = await askChange(user);
  await ctx.updateUser(user.id, { emailVerified: false });
  return change;
}

/** The change ended: no pending address, the link refused (even signed in), the address kept. */
async function expectEnded(user: TestUser, confirm: string, signedIn: Pick<TestUser, 'token'> = user) {
  expect(await emailTokens(user.id)).toEqual([]);
  const res = await as(ctx, signedIn).put(`/api/auth/email/${confirm}`).expect(400);
  expect(res.body).toEqual({ errors: [{ msg: INVALID_EMAIL_LINK }] });
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  expect(row!.email).toBe(user.email);
  expect((await me(signedIn)).pendingEmail).toBeNull();
}

async function resetPassword(user: TestUser): Promise<string> {
  const before = ctx.mailsTo(user.email).length;
  await ctx.api().post('/api/auth/forgot').set('X-Forwarded-For', `10.9.0.${counter}`).send({ email: user.email });
  await waitForMail(user.email, before + 1);
  const res = await ctx
    .api()
    .put(`/api/auth/reset/${ctx.lastMailedToken(user.email, 'reset')}`)
    .send({ password: NEW_PASSWORD })
    .expect(200);
  return res.body.token as string;
}

describe('who may ask and who may confirm', () => {
  it('refuses an unverified account with 403 and mails nothing', async () => {
    const user = await buildUser(ctx, { verified: false });
    const res = await as(ctx, user)
      .put('/api/auth/email')
      .send({ password: user.password, email: 'not-asked@example.org' })
      .expect(403);
    expect(res.body.errors[0].msg).toMatch(/^Verify your e-mail address before changing it/);
    expect(ctx.mailsTo('not-asked@example.org')).toHaveLength(0);
    expect(await emailTokens(user.id)).toEqual([]);
  });

  it('confirms only signed in as the account that asked: signed out 401, another account 404, nothing changes', async () => {
    const user = await buildUser(ctx, { verified: true });
    const other = await buildUser(ctx, { verified: true });
    const { newEmail, confirm } = await askChange(user);
    await ctx.api().put(`/api/auth/email/${confirm}`).expect(401);
    const wrong = await as(ctx, other).put(`/api/auth/email/${confirm}`).expect(404);
    expect(wrong.body.errors[0].msg).toMatch(/another account/);
    expect((await me(other)).email).toBe(other.email);
    expect((await me(user)).pendingEmail).toBe(newEmail);
    await as(ctx, user).put(`/api/auth/email/${confirm}`).expect(200);
    expect((await me(user)).email).toBe(newEmail);
  });

  it('refuses a link asked under an earlier password even if its row survived', async () => {
    const user = await buildUser(ctx, { verified: true });
    const { confirm } = await askChange(user);
    // Another password by a way that does not end the change (a change made before decision 148).
    const [other] = await ctx.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, (await buildUser(ctx, { password: 'a different password here' })).id));
    await ctx.db.update(users).set({ passwordHash: other!.hash }).where(eq(users.id, user.id));
    expect(await emailTokens(user.id)).toHaveLength(1);
    const res = await as(ctx, user).put(`/api/auth/email/${confirm}`).expect(400);
    expect(res.body).toEqual({ errors: [{ msg: INVALID_EMAIL_LINK }] });
    await expectEnded(user, confirm);
  });
});

describe('a pending change ends', () => {
  it('when the password changes', async () => {
    const user = await buildUser(ctx, { verified: true });
    const { confirm } = await askChange(user);
    await as(ctx, user)
      .put('/api/auth/password')
      .send({ currentPassword: user.password, password: NEW_PASSWORD })
      .expect(200);
    await expectEnded(user, confirm);
  });

  it('on a password reset', async () => {
    const user = await buildUser(ctx, { verified: true });
    const { confirm } = await askChange(user);
    const token = await resetPassword(user);
    await expectEnded(user, confirm, { token });
  });

  it('on "sign out every other device"', async () => {
    const user = await buildUser(ctx, { verified: true });
    const { confirm } = await askChange(user);
    await as(ctx, user).delete('/api/auth/sessions').expect(204);
    await expectEnded(user, confirm);
  });

  it('on a new verification of the current address', async () => {
    const user = await buildUser(ctx, { verified: false });
    await as(ctx, user).put('/api/auth/resend').expect(200);
    await waitForMail(user.email, 1);
    const verify = ctx.lastMailedToken(user.email, 'verify');
    const { confirm } = await askChangeUnverified(user);
    await ctx.api().put(`/api/auth/verify/${verify}`).expect(200);
    await expectEnded(user, confirm);
  });

  it('cancelling in the settings (DELETE /api/auth/email) signed out answers 401 and leaves the change pending', async () => {
    const user = await buildUser(ctx, { verified: true });
    const { confirm } = await askChange(user);
    expect((await ctx.api().delete('/api/auth/email').expect(401)).body).toEqual({
      errors: [{ msg: 'Please sign in to continue' }],
    });
    await as(ctx, user).put(`/api/auth/email/${confirm}`).expect(200);
  });

  it('when the writer cancels it in the settings (DELETE /api/auth/email), and its cancel link then says so', async () => {
    const user = await buildUser(ctx, { verified: true });
    const { confirm, cancel } = await askChange(user);
    expect((await as(ctx, user).delete('/api/auth/email').expect(200)).body).toEqual({
      msg: 'The e-mail change is cancelled',
    });
    await expectEnded(user, confirm);
    expect((await as(ctx, user).delete('/api/auth/email').expect(200)).body).toEqual({
      msg: 'No e-mail change was pending',
    });
    const late = await ctx.api().put(`/api/auth/email/cancel/${cancel}`).expect(400);
    expect(late.body).toEqual({ errors: [{ msg: INVALID_EMAIL_CANCEL_LINK }] });
  });

  it('by the one-click link of the notice to the old address, signed out, once', async () => {
    const user = await buildUser(ctx, { verified: true });
    const { confirm, cancel } = await askChange(user);
    const res = await ctx.api().put(`/api/auth/email/cancel/${cancel}`).expect(200);
    expect(res.body.msg).toMatch(/^The e-mail change is cancelled/);
    await expectEnded(user, confirm);
    await ctx.api().put(`/api/auth/email/cancel/${cancel}`).expect(400);
    await ctx.api().put('/api/auth/email/cancel/short').expect(400);
  });

  it('and is replaced by a newer request, both of its links with it', async () => {
    const user = await buildUser(ctx, { verified: true });
    const first = await askChange(user);
    const second = await askChange(user);
    await as(ctx, user).put(`/api/auth/email/${first.confirm}`).expect(400);
    await ctx.api().put(`/api/auth/email/cancel/${first.cancel}`).expect(400);
    await as(ctx, user).put(`/api/auth/email/${second.confirm}`).expect(200);
    expect((await me(user)).email).toBe(second.newEmail);
  });
});

describe('the takeover paths of issue 31 fail', () => {
  it('path 1: an intruder with a session asks; the writer changes the password and signs out every other device; the link is dead', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const intruder = await buildSession(ctx, writer);
    const { confirm } = await askChange(writer, intruder);
    // The writer does what the notice says.
    await as(ctx, writer)
      .put('/api/auth/password')
      .send({ currentPassword: writer.password, password: NEW_PASSWORD })
      .expect(200);
    await as(ctx, writer).delete('/api/auth/sessions').expect(204);
    // Later the intruder opens the link: no session any more, and the link is dead for anyone.
    await as(ctx, intruder).put(`/api/auth/email/${confirm}`).expect(401);
    await expectEnded(writer, confirm);
    expect((await me(writer)).email).toBe(writer.email);
  });

  it('path 1 without the password change: signing out the other devices alone ends it too', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const intruder = await buildSession(ctx, writer);
    const { confirm } = await askChange(writer, intruder);
    await as(ctx, writer).delete('/api/auth/sessions').expect(204);
    await as(ctx, intruder).put(`/api/auth/email/${confirm}`).expect(401);
    await expectEnded(writer, confirm);
  });

  it('path 2: whoever signed up first with the victim’s address cannot ask (403)', async () => {
    const victimEmail = `victim-${Date.now()}@example.org`;
    const intruder = await signUp(ctx, { email: victimEmail });
    await as(ctx, intruder)
      .put('/api/auth/email')
      .send({ password: intruder.password, email: 'intruder-box@example.org' })
      .expect(403);
    expect(ctx.mailsTo('intruder-box@example.org')).toHaveLength(0);
  });

  it('path 2: a link made before the victim’s reset is dead after it', async () => {
    const intruder = await signUp(ctx, { email: `victim-reset-${Date.now()}@example.org` });
    const { confirm } = await askChangeUnverified(intruder);
    const victimToken = await resetPassword(intruder);
    await as(ctx, intruder).put(`/api/auth/email/${confirm}`).expect(401);
    await expectEnded(intruder, confirm, { token: victimToken });
    expect((await me({ token: victimToken })).emailVerified).toBe(true);
  });

  it('path 2: a link made before the victim’s verification is dead after it, with every earlier link', async () => {
    const email = `victim-verify-${Date.now()}@example.org`;
    const intruder = await signUp(ctx, { email });
    await waitForMail(email, 1);
    const verify = ctx.lastMailedToken(email, 'verify');
    const { confirm, cancel } = await askChangeUnverified(intruder);
    await ctx.api().put(`/api/auth/verify/${verify}`).expect(200);
    // Even the intruder's still-open session cannot use it.
    await expectEnded(intruder, confirm);
    await ctx.api().put(`/api/auth/email/cancel/${cancel}`).expect(400);
    const left = await ctx.db.select().from(verificationTokens).where(eq(verificationTokens.userId, intruder.id));
    expect(left).toEqual([]);
  });
});
