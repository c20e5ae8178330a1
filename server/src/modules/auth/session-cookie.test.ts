import { posts } from '../../db/schema';
import { CONFLICTING_SESSIONS } from '../../lib/session-cookie';
import { as, buildUser } from '../../../test/builders';
import { createTestContext, type TestContext } from '../../../test/test-app';

// Cookie tossing (docs/decisions/109-session-cookie.md): another port or a sibling host sets a
// session cookie of its own beside ours; the browser then sends both.

const cookiesOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []);

describe('the session cookie over https (APP_URL https://…)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ APP_URL: 'https://three-act.example' });
  });
  afterAll(() => ctx.close());

  it('is __Host-token: Secure, Path=/, no Domain; the readable marker goes with it', async () => {
    const user = await buildUser(ctx);
    const res = await ctx.api().post('/api/auth').send({ email: user.email, password: user.password }).expect(200);
    const [session, marker] = cookiesOf(res);
    expect(session).toMatch(
      /^__Host-token=[\w.-]+; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(session).not.toMatch(/Domain/i);
    expect(marker).toMatch(/^signed_in=1; Max-Age=\d+; Path=\/; Expires=[^;]+; Secure; SameSite=Lax$/);

    const token = /^__Host-token=([^;]+)/.exec(session ?? '')?.[1];
    const me = await ctx.api().get('/api/auth').set('Cookie', `__Host-token=${token}`).expect(200);
    expect(me.body._id).toBe(user.id);
  });

  it('does not read a plain "token" cookie, which any page of the site could set', async () => {
    const attacker = await buildUser(ctx);
    await ctx.api().get('/api/auth').set('Cookie', `token=${attacker.token}`).expect(401);
  });

  it('refuses a request that carries two session cookies and writes nothing', async () => {
    const [victim, attacker] = [await buildUser(ctx, { verified: true }), await buildUser(ctx, { verified: true })];
    const before = await ctx.db.select().from(posts);
    const res = await ctx
      .api()
      .post('/api/posts')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Cookie', `__Host-token=${attacker.token}; __Host-token=${victim.token}`)
      .send({ text: 'Meant for my own account' })
      .expect(400);
    expect(res.body).toEqual({ errors: [{ msg: CONFLICTING_SESSIONS }] });
    // Ours is cleared, so the next page asks the writer to sign in again.
    expect(cookiesOf(res).some((c) => /^__Host-token=;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(await ctx.db.select().from(posts)).toEqual(before);
  });
});

describe('the session cookie on plain-http development', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ APP_URL: 'http://localhost:5000' });
  });
  afterAll(() => ctx.close());

  it('is "token" without Secure, and two of them are refused too', async () => {
    const user = await buildUser(ctx);
    const res = await ctx.api().post('/api/auth').send({ email: user.email, password: user.password }).expect(200);
    const [session] = cookiesOf(res);
    expect(session).toMatch(/^token=[\w.-]+; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);

    const other = await buildUser(ctx);
    const refused = await ctx
      .api()
      .get('/api/auth')
      .set('Cookie', `token=${other.token}; token=${user.token}`)
      .expect(400);
    expect(refused.body).toEqual({ errors: [{ msg: CONFLICTING_SESSIONS }] });
  });

  it('clears a tossed cookie at whatever path above the request it was set, and ends both sessions', async () => {
    const [victim, attacker] = [await buildUser(ctx), await buildUser(ctx)];
    // The attack's cookie had path=/api; the browser sends it first on every API request.
    const res = await ctx
      .api()
      .get('/api/outlines/me?x=1')
      .set('Cookie', `token=${attacker.token}; token=${victim.token}`)
      .expect(400);
    const cleared = cookiesOf(res)
      .filter((c) => /^token=;.*Expires=Thu, 01 Jan 1970/.test(c))
      .map((c) => /Path=([^;]*)/.exec(c)?.[1]);
    expect(cleared).toEqual(
      expect.arrayContaining(['/', '/api', '/api/', '/api/outlines', '/api/outlines/', '/api/outlines/me']),
    );
    // Neither session can be used again: the writer signs in afresh and the attacker's cookie is dead.
    await as(ctx, victim).get('/api/auth').expect(401);
    await as(ctx, attacker).get('/api/auth').expect(401);
  });
});
