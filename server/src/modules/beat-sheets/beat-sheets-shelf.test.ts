import { SHEETS_PER_WRITER_MAX } from '@three-act/contract/limits';
import { and, eq } from 'drizzle-orm';
import { beatSheetLikes, beatSheetReports, beatSheets, moderationLog } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildBeatSheet, buildUser, buildUsers } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';
import { creditedDescription } from './beat-sheets-shelf';

let ctx: TestContext;
let reader: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  reader = await buildUser(ctx, { verified: true });
});
afterAll(() => ctx.close());

const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
const NOT_FOUND = { errors: [{ msg: 'Beat sheet not found' }] };
const MALFORMED = { errors: [{ msg: 'Malformed beat sheet id', path: 'id' }] };
const SIGN_IN = { errors: [{ msg: 'Please sign in to continue' }] };
const VERIFY = { errors: [{ msg: 'Please verify your e-mail address first' }] };

const rowOf = async (id: string) => (await ctx.db.select().from(beatSheets).where(eq(beatSheets.id, id)))[0];
const published = (user: TestUser, fields: Parameters<typeof buildBeatSheet>[1] = {}) =>
  buildBeatSheet(ctx, { user, publishedAt: new Date(), ...fields });

/** Whether the sheet is on the first page of the shelf (newest first) as `who` reads it. */
const onShelf = async (sheetId: string, who: TestUser = reader) =>
  ((await as(ctx, who).get('/api/beat-sheets/library?sort=new&limit=50').expect(200)).body.sheets as { _id: string }[])
    .map((sheet) => sheet._id)
    .includes(sheetId);

async function suspend(user: TestUser) {
  await ctx.updateUser(user.id, { suspendedAt: new Date(), suspensionReason: 'Spam on the shelf' });
}
const SUSPENDED = {
  errors: [{ msg: 'Your account is suspended until a moderator lifts the suspension. Reason: Spam on the shelf' }],
};

/** Every shelf route of one sheet, with a valid body where it takes one. */
const shelfRoutes = (id: string): ['get' | 'post' | 'put' | 'delete', string, object?][] => [
  ['get', `/api/beat-sheets/${id}`],
  ['post', `/api/beat-sheets/${id}/publish`],
  ['delete', `/api/beat-sheets/${id}/publish`],
  ['put', `/api/beat-sheets/${id}/like`],
  ['delete', `/api/beat-sheets/${id}/like`],
  ['post', `/api/beat-sheets/${id}/report`, { reason: 'spam' }],
  ['delete', `/api/beat-sheets/${id}/report`],
  ['post', `/api/beat-sheets/${id}/adopt`],
];
const send = (who: TestUser | null, [method, url, body]: ReturnType<typeof shelfRoutes>[number]) => {
  const req = (who ? as(ctx, who) : ctx.api())[method](url);
  return body ? req.send(body) : req;
};

describe('the shelf: who may do what', () => {
  it('answers 401 signed out on every route, and changes nothing', async () => {
    const sheet = await published(await buildUser(ctx, { verified: true }));
    const before = await rowOf(sheet._id);
    expect((await ctx.api().get('/api/beat-sheets/library').expect(401)).body).toEqual(SIGN_IN);
    for (const route of shelfRoutes(sheet._id)) expect((await send(null, route).expect(401)).body).toEqual(SIGN_IN);
    expect(await rowOf(sheet._id)).toEqual(before);
    expect(await ctx.db.$count(beatSheetLikes, eq(beatSheetLikes.itemId, sheet._id))).toBe(0);
    expect(await ctx.db.$count(beatSheetReports, eq(beatSheetReports.itemId, sheet._id))).toBe(0);
  });

  it("answers 400 for malformed ids and 404 for missing ones, built-ins and another writer's unpublished sheet", async () => {
    const owner = await buildUser(ctx, { verified: true });
    const hidden = await buildBeatSheet(ctx, { user: owner, name: 'Not published' });
    const before = await rowOf(hidden._id);
    for (const bad of ['library-x', 'abc', `${MISSING_ID}x`, encodeURIComponent("1' OR 1=1")]) {
      for (const route of shelfRoutes(bad)) expect((await send(reader, route).expect(400)).body).toEqual(MALFORMED);
    }
    for (const id of [MISSING_ID, hidden._id, 'three-act']) {
      // GET of a built-in reads it; every other route is the shelf's, where built-ins never are.
      for (const route of shelfRoutes(id).filter(([method]) => id !== 'three-act' || method !== 'get')) {
        expect({ route, body: (await send(reader, route)).body }).toEqual({ route, body: NOT_FOUND });
      }
    }
    expect(await rowOf(hidden._id)).toEqual(before);
    expect(await ctx.db.$count(beatSheets, eq(beatSheets.userId, reader.id))).toBe(0);
  });
});

describe('publishing', () => {
  it('publishes and unpublishes the writer’s own sheet; publishing again keeps the first date', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const sheet = await buildBeatSheet(ctx, { user: writer, name: 'Slow Burn' });
    const res = await as(ctx, writer).post(`/api/beat-sheets/${sheet._id}/publish`).expect(200);
    expect(res.body).toMatchObject({ _id: sheet._id, name: 'Slow Burn', builtIn: false, published: true, likes: 0 });
    const first = (await rowOf(sheet._id))!.publishedAt!;
    expect(first).toBeInstanceOf(Date);
    expect(await onShelf(sheet._id)).toBe(true);
    await as(ctx, writer).post(`/api/beat-sheets/${sheet._id}/publish`).expect(200);
    expect((await rowOf(sheet._id))!.publishedAt).toEqual(first);
    // The writer's own list says so too.
    const list = (await as(ctx, writer).get('/api/beat-sheets').expect(200)).body as { _id: string }[];
    expect(list.find((one) => one._id === sheet._id)).toMatchObject({ published: true });

    const off = await as(ctx, writer).delete(`/api/beat-sheets/${sheet._id}/publish`).expect(200);
    expect(off.body).toMatchObject({ _id: sheet._id, published: false });
    expect((await rowOf(sheet._id))!.publishedAt).toBeNull();
    expect(await onShelf(sheet._id)).toBe(false);
    expect((await as(ctx, reader).get(`/api/beat-sheets/${sheet._id}`).expect(404)).body).toEqual(NOT_FOUND);
  });

  it('refuses an unverified writer with 403, and another writer’s or a built-in with 404', async () => {
    const unverified = await buildUser(ctx, { verified: false });
    const own = await buildBeatSheet(ctx, { user: unverified });
    expect((await as(ctx, unverified).post(`/api/beat-sheets/${own._id}/publish`).expect(403)).body).toEqual(VERIFY);
    expect((await rowOf(own._id))!.publishedAt).toBeNull();

    const writer = await buildUser(ctx, { verified: true });
    const theirs = await buildBeatSheet(ctx, { user: writer });
    const mod = await buildUser(ctx, { verified: true, role: 'mod' });
    for (const who of [reader, mod]) {
      expect((await as(ctx, who).post(`/api/beat-sheets/${theirs._id}/publish`).expect(404)).body).toEqual(NOT_FOUND);
    }
    await published(writer).then((sheet) =>
      as(ctx, reader).delete(`/api/beat-sheets/${sheet._id}/publish`).expect(404),
    );
    expect((await as(ctx, writer).post('/api/beat-sheets/three-act/publish').expect(404)).body).toEqual(NOT_FOUND);
    expect((await rowOf(theirs._id))!.publishedAt).toBeNull();
  });

  it('lets another writer preview a published sheet, with its author, their like and whether they reported it', async () => {
    const writer = await buildUser(ctx, { verified: true, name: 'Priya Plotter' });
    const sheet = await published(writer, { name: 'Heist in Five', description: 'Crew, plan, twist.' });
    const res = await as(ctx, reader).get(`/api/beat-sheets/${sheet._id}`).expect(200);
    expect(res.body).toEqual({
      _id: sheet._id,
      name: 'Heist in Five',
      description: 'Crew, plan, twist.',
      builtIn: false,
      acts: sheet.acts,
      published: true,
      likes: 0,
      author: { _id: writer.id, name: 'Priya Plotter' },
      liked: false,
      reportedByMe: false,
    });
    await as(ctx, reader).put(`/api/beat-sheets/${sheet._id}/like`).expect(200);
    expect((await as(ctx, reader).get(`/api/beat-sheets/${sheet._id}`).expect(200)).body).toMatchObject({
      likes: 1,
      liked: true,
    });
    // The author reads it as their own: no author, no like of theirs.
    const own = (await as(ctx, writer).get(`/api/beat-sheets/${sheet._id}`).expect(200)).body;
    expect(own).toMatchObject({ published: true, likes: 1 });
    expect(own).not.toHaveProperty('author');
    // Reading is not writing: another writer still cannot change or delete it.
    await as(ctx, reader).patch(`/api/beat-sheets/${sheet._id}`).send({ name: 'Mine' }).expect(404);
    await as(ctx, reader).delete(`/api/beat-sheets/${sheet._id}`).expect(404);
    expect((await rowOf(sheet._id))!.name).toBe('Heist in Five');
  });

  it('refuses a suspended writer publishing, liking and reporting (403), but not unpublishing or adopting', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const own = await buildBeatSheet(ctx, { user: writer });
    const live = await published(writer);
    const other = await published(await buildUser(ctx, { verified: true }));
    await suspend(writer);
    const refused: [string, string, object?][] = [
      ['post', `/api/beat-sheets/${own._id}/publish`],
      ['put', `/api/beat-sheets/${other._id}/like`],
      ['delete', `/api/beat-sheets/${other._id}/like`],
      ['post', `/api/beat-sheets/${other._id}/report`, { reason: 'spam' }],
      ['delete', `/api/beat-sheets/${other._id}/report`],
    ];
    for (const route of refused) {
      expect((await send(writer, route as ReturnType<typeof shelfRoutes>[number]).expect(403)).body).toEqual(SUSPENDED);
    }
    expect((await rowOf(own._id))!.publishedAt).toBeNull();
    expect((await rowOf(other._id))!).toMatchObject({ likes: 0, reportCount: 0 });
    // Reading, taking one's own down and adopting (a private copy) stay open.
    await as(ctx, writer).get('/api/beat-sheets/library').expect(200);
    await as(ctx, writer).delete(`/api/beat-sheets/${live._id}/publish`).expect(200);
    await as(ctx, writer).post(`/api/beat-sheets/${other._id}/adopt`).expect(201);
  });
});

describe('likes', () => {
  it('counts one like per writer, however often and however many at once, and takes it back', async () => {
    const sheet = await published(await buildUser(ctx, { verified: true }));
    const [a, b] = await buildUsers(ctx, 2, { verified: true });
    const url = `/api/beat-sheets/${sheet._id}/like`;
    expect((await as(ctx, a!).put(url).expect(200)).body).toEqual({ likes: 1, liked: true });
    expect((await as(ctx, a!).put(url).expect(200)).body).toEqual({ likes: 1, liked: true });
    const together = await Promise.all([1, 2, 3].map(() => as(ctx, b!).put(url)));
    expect(together.map((res) => res.status)).toEqual([200, 200, 200]);
    expect((await rowOf(sheet._id))!.likes).toBe(2);
    expect(await ctx.db.$count(beatSheetLikes, eq(beatSheetLikes.itemId, sheet._id))).toBe(2);

    expect((await as(ctx, a!).delete(url).expect(200)).body).toEqual({ likes: 1, liked: false });
    expect((await as(ctx, a!).delete(url).expect(200)).body).toEqual({ likes: 1, liked: false });
    const row = await ctx.db
      .select()
      .from(beatSheetLikes)
      .where(and(eq(beatSheetLikes.itemId, sheet._id), eq(beatSheetLikes.userId, b!.id)));
    expect(row).toHaveLength(1);
  });

  it('is for verified writers, on published sheets only', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const sheet = await published(writer);
    const unverified = await buildUser(ctx, { verified: false });
    expect((await as(ctx, unverified).put(`/api/beat-sheets/${sheet._id}/like`).expect(403)).body).toEqual(VERIFY);
    await as(ctx, writer).delete(`/api/beat-sheets/${sheet._id}/publish`).expect(200);
    expect((await as(ctx, reader).put(`/api/beat-sheets/${sheet._id}/like`).expect(404)).body).toEqual(NOT_FOUND);
    // Not even its author likes an unpublished sheet: likes belong to the shelf.
    expect((await as(ctx, writer).put(`/api/beat-sheets/${sheet._id}/like`).expect(404)).body).toEqual(NOT_FOUND);
    expect((await rowOf(sheet._id))!.likes).toBe(0);
  });
});

describe('reports and hiding', () => {
  it('five unverified reports do not hide a sheet, five verified do, one moderator’s does; taking it back shows it', async () => {
    const author = await buildUser(ctx, { verified: true });
    const [a, b, c] = [await published(author), await published(author), await published(author)];
    const report = (sheetId: string, who: TestUser, body: object = { reason: 'spam' }) =>
      as(ctx, who).post(`/api/beat-sheets/${sheetId}/report`).send(body).expect(200);

    for (const throwaway of await buildUsers(ctx, 5)) await report(a._id, throwaway);
    expect(await onShelf(a._id)).toBe(true);
    const kept = await ctx.db.select().from(beatSheetReports).where(eq(beatSheetReports.itemId, a._id));
    expect(kept.map((row) => row.weight)).toEqual([0, 0, 0, 0, 0]);
    expect(await rowOf(a._id)).toMatchObject({ reportCount: 0, hidden: false });

    const verified = await buildUsers(ctx, 5, { verified: true });
    for (const writer of verified.slice(0, 4)) await report(b._id, writer);
    expect(await onShelf(b._id)).toBe(true);
    expect((await report(b._id, verified[4]!)).body).toEqual({ reported: true });
    expect(await rowOf(b._id)).toMatchObject({ reportCount: 5, hidden: true });
    expect(await onShelf(b._id)).toBe(false);
    // Hidden from other writers (a reporter cannot take a report back then), not from its author or moderators.
    expect((await as(ctx, reader).get(`/api/beat-sheets/${b._id}`).expect(404)).body).toEqual(NOT_FOUND);
    await as(ctx, verified[0]!).delete(`/api/beat-sheets/${b._id}/report`).expect(404);
    await as(ctx, reader).post(`/api/beat-sheets/${b._id}/adopt`).expect(404);
    await as(ctx, author).get(`/api/beat-sheets/${b._id}`).expect(200);
    const mod = await buildUser(ctx, { verified: true, role: 'mod' });
    await as(ctx, mod).get(`/api/beat-sheets/${b._id}`).expect(200);
    // Unpublished and published again, it is still hidden: its reports stay with it.
    await as(ctx, author).delete(`/api/beat-sheets/${b._id}/publish`).expect(200);
    await as(ctx, author).post(`/api/beat-sheets/${b._id}/publish`).expect(200);
    expect(await onShelf(b._id)).toBe(false);

    await report(c._id, mod, { reason: 'explicit' });
    expect(await rowOf(c._id)).toMatchObject({ reportCount: 5, hidden: true });
    expect(await onShelf(c._id)).toBe(false);
    expect((await as(ctx, mod).delete(`/api/beat-sheets/${c._id}/report`).expect(200)).body).toEqual({
      reported: false,
    });
    expect(await rowOf(c._id)).toMatchObject({ reportCount: 0, hidden: false });
    expect(await onShelf(c._id)).toBe(true);
    const admin = await buildUser(ctx, { verified: true, role: 'admin' });
    await report(c._id, admin);
    expect(await onShelf(c._id)).toBe(false);
  });

  it('keeps the reason and details (none reads as other), changes them on a second report, tells the reporter in the preview, and refuses bad ones', async () => {
    const sheet = await published(await buildUser(ctx, { verified: true }));
    const reporter = await buildUser(ctx, { verified: true });
    const url = `/api/beat-sheets/${sheet._id}/report`;
    const reportedByMe = async () =>
      (await as(ctx, reporter).get(`/api/beat-sheets/${sheet._id}`).expect(200)).body.reportedByMe;
    expect(await reportedByMe()).toBe(false);
    await as(ctx, reporter).post(url).expect(200);
    // The preview says so on a later visit, so its button offers to take the report back.
    expect(await reportedByMe()).toBe(true);
    const rows = () => ctx.db.select().from(beatSheetReports).where(eq(beatSheetReports.itemId, sheet._id));
    expect(await rows()).toEqual([expect.objectContaining({ reason: 'other', details: null, weight: 1 })]);
    await as(ctx, reporter).post(url).send({ reason: 'spam', details: '  Links to a casino  ' }).expect(200);
    expect(await rows()).toEqual([
      expect.objectContaining({ reason: 'spam', details: 'Links to a casino', weight: 1 }),
    ]);
    expect((await rowOf(sheet._id))!.reportCount).toBe(1);
    await as(ctx, reporter).delete(url).expect(200);
    expect(await reportedByMe()).toBe(false);

    const other = await published(await buildUser(ctx, { verified: true }));
    const otherUrl = `/api/beat-sheets/${other._id}/report`;
    expect((await as(ctx, reporter).post(otherUrl).send({ reason: 'boring' }).expect(400)).body).toEqual({
      errors: [{ msg: 'reason must be spam, harassment, off-topic, explicit or other', path: 'reason' }],
    });
    expect(
      (
        await as(ctx, reporter)
          .post(otherUrl)
          .send({ reason: 'other', details: 'x'.repeat(501) })
          .expect(400)
      ).body,
    ).toEqual({ errors: [{ msg: 'details must be at most 500 characters', path: 'details' }] });
    expect(await ctx.db.$count(beatSheetReports, eq(beatSheetReports.itemId, other._id))).toBe(0);
  });

  it('puts reported sheets in the moderation queue, hidden first; a moderator takes one off the shelf or clears its reports', async () => {
    const author = await buildUser(ctx, { verified: true, name: 'Queued Author' });
    const hidden = await published(author, { name: 'Hidden by five' });
    const reported = await published(author, { name: 'Reported once' });
    const reporters = await buildUsers(ctx, 5, { verified: true });
    for (const [i, who] of reporters.entries()) {
      await as(ctx, who)
        .post(`/api/beat-sheets/${hidden._id}/report`)
        .send({ reason: 'harassment', details: `Report ${i}` })
        .expect(200);
    }
    await as(ctx, reporters[0]!).post(`/api/beat-sheets/${reported._id}/report`).send({ reason: 'spam' }).expect(200);
    const mod = await buildUser(ctx, { verified: true, role: 'mod' });
    await as(ctx, reader).get('/api/moderation/beat-sheets').expect(403);

    const queue = (await as(ctx, mod).get('/api/moderation/beat-sheets').expect(200)).body as {
      _id: string;
      hidden: boolean;
    }[];
    const ours = queue.filter((item) => [hidden._id, reported._id].includes(item._id));
    expect(ours.map((item) => item._id)).toEqual([hidden._id, reported._id]);
    expect(ours[0]).toMatchObject({
      name: 'Hidden by five',
      author: { _id: author.id, name: 'Queued Author' },
      beats: 2,
      reportCount: 5,
      likes: 0,
      hidden: true,
      history: { removed: 0, suspensions: 0, suspension: null },
    });
    expect((ours[0] as unknown as { reports: unknown[] }).reports).toHaveLength(5);
    expect((ours[0] as unknown as { reports: unknown[] }).reports[0]).toMatchObject({
      reason: 'harassment',
      details: 'Report 0',
      counted: true,
      reporter: { _id: reporters[0]!.id, verified: true },
    });
    expect(ours[1]).toMatchObject({ hidden: false, reportCount: 1 });

    // Kept: its reports go, and it shows again.
    await as(ctx, mod)
      .put(`/api/moderation/beat-sheets/${hidden._id}/clear-reports`)
      .expect(200, { msg: 'Reports cleared' });
    expect(await rowOf(hidden._id)).toMatchObject({ reportCount: 0, hidden: false });
    expect(await onShelf(hidden._id)).toBe(true);
    // Taken off the shelf: unpublished, never deleted; logged with the reason; the author's history counts it.
    await as(ctx, mod)
      .delete(`/api/moderation/beat-sheets/${reported._id}`)
      .send({ reason: 'Spam links' })
      .expect(200, { msg: 'Beat sheet taken off the shelf' });
    expect(await rowOf(reported._id)).toMatchObject({ publishedAt: null, reportCount: 1 });
    expect(await onShelf(reported._id)).toBe(false);
    const log = await ctx.db.select().from(moderationLog).where(eq(moderationLog.subjectId, author.id));
    expect(
      log.map(({ action, targetType, targetId, reason, summary }) => ({
        action,
        targetType,
        targetId,
        reason,
        summary,
      })),
    ).toEqual(
      expect.arrayContaining([
        { action: 'clear-reports', targetType: 'beat sheet', targetId: hidden._id, reason: null, summary: '5 reports' },
        {
          action: 'unpublish',
          targetType: 'beat sheet',
          targetId: reported._id,
          reason: 'Spam links',
          summary: '1 report',
        },
      ]),
    );
    const after = (await as(ctx, mod).get('/api/moderation/beat-sheets').expect(200)).body as { _id: string }[];
    expect(after.map((item) => item._id)).not.toContain(reported._id);
    // Published again, it is back in the queue with its report and the removal in its author's history.
    await as(ctx, author).post(`/api/beat-sheets/${reported._id}/publish`).expect(200);
    const again = (await as(ctx, mod).get('/api/moderation/beat-sheets').expect(200)).body as {
      _id: string;
      history: { removed: number };
    }[];
    expect(again.find((item) => item._id === reported._id)?.history.removed).toBe(1);
    // An unpublished or missing sheet is not the queue's: 404; a malformed id 400.
    await as(ctx, author).delete(`/api/beat-sheets/${reported._id}/publish`).expect(200);
    for (const url of [`/api/moderation/beat-sheets/${reported._id}`, `/api/moderation/beat-sheets/${MISSING_ID}`]) {
      expect((await as(ctx, mod).delete(url).expect(404)).body).toEqual(NOT_FOUND);
      expect((await as(ctx, mod).put(`${url}/clear-reports`).expect(404)).body).toEqual(NOT_FOUND);
    }
    expect((await as(ctx, mod).delete('/api/moderation/beat-sheets/nope').expect(400)).body).toEqual(MALFORMED);
  });
});

describe('adopting', () => {
  it('copies another writer’s published sheet as the adopter’s own, credited in adoptedFrom and the description', async () => {
    const author = await buildUser(ctx, { verified: true, name: 'Ines Author' });
    const sheet = await published(author, { name: 'Cozy Mystery', description: 'A body, a village, a cat.' });
    const adopter = await buildUser(ctx, { verified: false });
    const res = await as(ctx, adopter).post(`/api/beat-sheets/${sheet._id}/adopt`).expect(201);
    const credit = { sheet: sheet._id, name: 'Cozy Mystery', author: 'Ines Author' };
    expect(res.body).toEqual({
      _id: expect.any(String),
      name: 'Cozy Mystery',
      description: 'Adapted from Cozy Mystery by Ines Author.\n\nA body, a village, a cat.',
      builtIn: false,
      acts: sheet.acts,
      published: false,
      likes: 0,
      adoptedFrom: credit,
    });
    expect(await rowOf(res.body._id)).toMatchObject({ userId: adopter.id, adoptedFrom: credit, publishedAt: null });
    // The adopter reads it as their own, lists it, and a duplicate keeps the credit.
    expect((await as(ctx, adopter).get(`/api/beat-sheets/${res.body._id}`).expect(200)).body).toEqual(res.body);
    const copy = await as(ctx, adopter).post(`/api/beat-sheets/${res.body._id}/duplicate`).expect(201);
    expect(copy.body).toMatchObject({ name: 'Cozy Mystery (copy)', adoptedFrom: credit });

    // A published adopted sheet shows its credit on the shelf.
    const verified = await buildUser(ctx, { verified: true });
    const relayed = await as(ctx, verified).post(`/api/beat-sheets/${sheet._id}/adopt`).expect(201);
    await as(ctx, verified).post(`/api/beat-sheets/${relayed.body._id}/publish`).expect(200);
    const page = (await as(ctx, reader).get('/api/beat-sheets/library?sort=new').expect(200)).body;
    expect(page.sheets.find((one: { _id: string }) => one._id === relayed.body._id)).toMatchObject({
      adoptedFrom: credit,
    });
  });

  it('refuses one’s own sheet (400), an unpublished one (404), and the 201st sheet (400)', async () => {
    const author = await buildUser(ctx, { verified: true });
    const sheet = await published(author);
    expect((await as(ctx, author).post(`/api/beat-sheets/${sheet._id}/adopt`).expect(400)).body).toEqual({
      errors: [{ msg: 'This beat sheet is already yours: duplicate it to make a copy' }],
    });
    const draft = await buildBeatSheet(ctx, { user: author });
    expect((await as(ctx, reader).post(`/api/beat-sheets/${draft._id}/adopt`).expect(404)).body).toEqual(NOT_FOUND);

    const full = await buildUser(ctx, { verified: true });
    await ctx.db.insert(beatSheets).values(
      Array.from({ length: SHEETS_PER_WRITER_MAX }, (_, i) => ({
        userId: full.id,
        name: `Sheet ${i}`,
        acts: [{ name: 'One', beats: [{ name: 'A', question: '' }] }],
      })),
    );
    expect((await as(ctx, full).post(`/api/beat-sheets/${sheet._id}/adopt`).expect(400)).body).toEqual({
      errors: [{ msg: 'You can keep at most 200 beat sheets: delete one to make another' }],
    });
    expect(await ctx.db.$count(beatSheets, eq(beatSheets.userId, full.id))).toBe(SHEETS_PER_WRITER_MAX);
  });

  it('leaves adopted copies with their adopters when the author deletes the sheet, then their account', async () => {
    const author = await buildUser(ctx, { verified: true, name: 'Gone Soon' });
    const first = await published(author, { name: 'First' });
    const second = await published(author, { name: 'Second' });
    const adopter = await buildUser(ctx, { verified: true });
    const a = (await as(ctx, adopter).post(`/api/beat-sheets/${first._id}/adopt`).expect(201)).body;
    const b = (await as(ctx, adopter).post(`/api/beat-sheets/${second._id}/adopt`).expect(201)).body;
    await as(ctx, adopter).put(`/api/beat-sheets/${second._id}/like`).expect(200);

    await as(ctx, author).delete(`/api/beat-sheets/${first._id}`).expect(204);
    expect(await rowOf(first._id)).toBeUndefined();
    await as(ctx, author).delete('/api/profile').send({ password: author.password }).expect(200);
    expect(await rowOf(second._id)).toBeUndefined();
    expect(await ctx.db.$count(beatSheetLikes, eq(beatSheetLikes.itemId, second._id))).toBe(0);

    const mine = (await as(ctx, adopter).get('/api/beat-sheets').expect(200)).body as { _id: string }[];
    expect(mine.filter((one) => [a._id, b._id].includes(one._id))).toEqual([
      expect.objectContaining({
        _id: b._id,
        name: 'Second',
        adoptedFrom: { sheet: second._id, name: 'Second', author: 'Gone Soon' },
      }),
      expect.objectContaining({ _id: a._id, name: 'First', description: 'Adapted from First by Gone Soon.' }),
    ]);
    await as(ctx, adopter).get(`/api/beat-sheets/${a._id}`).expect(200);
  });

  it('credits within the description limit, never cutting a character in two', () => {
    // The credit takes 22 characters here, so the emoji would be cut in two at 2 000.
    const long = `${'d'.repeat(1_977)}😀${'e'.repeat(100)}`;
    const credited = creditedDescription('N', 'A', long);
    expect(credited.startsWith('Adapted from N by A.\n\n')).toBe(true);
    expect(credited.length).toBe(1_999);
    expect(credited.endsWith('d')).toBe(true);
    expect(creditedDescription('N', 'A', '')).toBe('Adapted from N by A.');
  });
});
