import { eq } from 'drizzle-orm';
import type { Mailer } from '../../lib/mailer';
import { users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildComment, buildPost, buildUser } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';
import { createDigest } from './digest';

let ctx: TestContext;
let commenter: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  commenter = await buildUser(ctx, { verified: true, name: 'Cleo Commenter' });
});
afterAll(() => ctx.close());

const digestWith = (mailer: Mailer = ctx.mailer) =>
  createDigest({ db: ctx.db, mailer, config: ctx.config, logger: ctx.logger });
const DAY = 24 * 60 * 60 * 1000;

/** A writer with the digest on and one unread notification (a comment on their post). */
async function subscribedWriter(digest: 'daily' | 'off' = 'daily') {
  const writer = await buildUser(ctx, { verified: true });
  await as(ctx, writer).put('/api/users/me/preferences').send({ emailDigest: digest }).expect(200);
  const post = await buildPost(ctx, { user: writer, text: 'Where should act two turn?' });
  await buildComment(ctx, { post, user: commenter, text: 'At the midpoint' });
  return { writer, post };
}

/** The header block of a raw mail, unfolded. */
const headersOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');

describe('preferences', () => {
  it('starts with the digest off, turns it on, and refuses anything but off or daily', async () => {
    const writer = await buildUser(ctx, { verified: true });
    expect((await as(ctx, writer).get('/api/users/me').expect(200)).body.emailDigest).toBe('off');
    expect(
      (await as(ctx, writer).put('/api/users/me/preferences').send({ emailDigest: 'daily' }).expect(200)).body,
    ).toEqual({ emailDigest: 'daily' });
    expect((await as(ctx, writer).get('/api/users/me').expect(200)).body.emailDigest).toBe('daily');
    for (const body of [{}, { emailDigest: 'hourly' }, { emailDigest: true }]) {
      const res = await as(ctx, writer).put('/api/users/me/preferences').send(body).expect(400);
      expect(res.body.errors).toEqual([{ msg: 'emailDigest must be off or daily', path: 'emailDigest' }]);
    }
    await ctx.api().put('/api/users/me/preferences').send({ emailDigest: 'off' }).expect(401);
  });
});

describe('the daily digest', () => {
  it('sends one mail with the unread notifications and one-click unsubscribe headers, then nothing the same day', async () => {
    const { writer } = await subscribedWriter();
    const quiet = await subscribedWriter('off');
    const now = new Date();
    expect(await digestWith().run(now)).toEqual({ sent: expect.any(Number), skipped: false });
    const [mail, ...more] = ctx.mailsTo(writer.email);
    expect(more).toEqual([]);
    expect(ctx.mailsTo(quiet.writer.email)).toEqual([]);

    const headers = headersOf(mail!);
    expect(headers).toMatch(/^Subject: Three Act: 1 new notification$/m);
    const unsubscribe = /^List-Unsubscribe: <(http:\/\/localhost:5000\/api\/unsubscribe\/([^>]+))>$/m.exec(headers);
    expect(unsubscribe).not.toBeNull();
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail).toContain('Cleo Commenter commented on your post “Where should act two turn?”');
    expect(mail).toContain('http://localhost:5000/notifications');

    // A second run the same day sends nothing, even with news.
    await buildComment(ctx, { post: await buildPost(ctx, { user: writer }), user: commenter });
    await digestWith().run(new Date(now.getTime() + 1000));
    expect(ctx.mailsTo(writer.email)).toHaveLength(1);

    // The next day lists only what came since the last digest.
    await digestWith().run(new Date(now.getTime() + DAY));
    const next = ctx.mailsTo(writer.email);
    expect(next).toHaveLength(2);
    expect(headersOf(next[1]!)).toMatch(/^Subject: Three Act: 1 new notification$/m);
    expect(next[1]).not.toContain('act two turn');

    // The one-click link turns the digest off without signing in (RFC 8058 POST).
    const token = unsubscribe![2]!;
    await ctx.api().post(`/api/unsubscribe/${token}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await as(ctx, writer).get('/api/users/me').expect(200)).body.emailDigest).toBe('off');
  });

  it('sends nothing to a writer with no unread notifications', async () => {
    const { writer } = await subscribedWriter();
    await as(ctx, writer).put('/api/notifications/read').send({}).expect(200);
    await digestWith().run(new Date(Date.now() + 3 * DAY));
    expect(ctx.mailsTo(writer.email)).toEqual([]);
  });

  it('refuses a forged or another writer’s unsubscribe token with 404, changing nothing', async () => {
    const { writer } = await subscribedWriter();
    for (const token of ['nonsense', `${writer.id}.forged`, `${commenter.id}.${'A'.repeat(43)}`]) {
      const res = await ctx.api().post(`/api/unsubscribe/${token}`).expect(404);
      expect(res.body).toEqual({ errors: [{ msg: 'This unsubscribe link is not valid' }] });
    }
    const [row] = await ctx.db.select({ digest: users.emailDigest }).from(users).where(eq(users.id, writer.id));
    expect(row?.digest).toBe('daily');
  });

  it('lets only one of two overlapping runs (two connections of one process) send', async () => {
    const { writer } = await subscribedWriter();
    const when = new Date(Date.now() + 10 * DAY);
    // On PostgreSQL whichever run takes the lock keeps mailing until the other has answered, so the
    // two truly overlap; the embedded database runs one transaction at a time, so there the second
    // waits for the first and finds nothing left to send.
    const overlapping = Boolean(process.env.DATABASE_URL);
    const settled: Array<() => void> = [];
    const done = [0, 1].map((i) => new Promise<void>((resolve) => (settled[i] = resolve)));
    const mailerWaitingFor = (other: number): Mailer => ({
      async send(mail) {
        if (overlapping) await done[other];
        await ctx.mailer.send(mail);
      },
      close() {},
    });
    const runs = await Promise.all(
      [0, 1].map((i) =>
        digestWith(mailerWaitingFor(1 - i))
          .run(when)
          .finally(() => settled[i]!()),
      ),
    );
    expect(ctx.mailsTo(writer.email)).toHaveLength(1);
    const idle = runs.filter((run) => run.sent === 0);
    expect(idle).toEqual([overlapping ? { sent: 0, skipped: true } : { sent: 0, skipped: false }]);
  });
});
