import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import * as schema from '../../db/schema';
import {
  commentReports,
  comments,
  commentVotes,
  moderationLog,
  postLikes,
  postReports,
  posts,
  sessions,
  users,
  verificationTokens,
} from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import {
  addMember,
  as,
  buildBeatSheet,
  buildCharacter,
  buildNote,
  buildProfile,
  buildStory,
  buildUser,
  buildWork,
} from '../../../test/builders';
import { signUp } from '../../../test/factories';
import { loadStoryDocument } from '../together/live/document-rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every column of every table in the database, with its type: the check cannot miss a table added later. */
async function allColumns() {
  const result = await ctx.db.execute(sql`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' order by table_name, ordinal_position`);
  return rowsOf<{ table_name: string; column_name: string; data_type: string }>(result);
}

/** "table.column" for every place one of `values` still appears. */
async function whereFound(values: string[], dataType: 'uuid' | 'text') {
  const found: string[] = [];
  for (const column of (await allColumns()).filter((c) => c.data_type === dataType)) {
    const result = await ctx.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(column.table_name)} where ${sql.identifier(column.column_name)}::text in (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`,
    );
    if (rowsOf<{ n: number }>(result)[0]!.n > 0) found.push(`${column.table_name}.${column.column_name}`);
  }
  return found;
}

describe('DELETE /api/profile (account deletion)', () => {
  it('answers 401 when signed out', async () => {
    const res = await ctx.api().delete('/api/profile').expect(401);
    expect(res.body).toEqual({ errors: [{ msg: 'Please sign in to continue' }] });
  });

  it('refuses a cookie-authenticated request without the X-Requested-With header', async () => {
    const user = await buildUser(ctx);
    await ctx.api().delete('/api/profile').set('Cookie', `token=${user.token}`).expect(403);
    expect(await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('asks for the password again: none or a wrong one is a 400 naming it, and nothing is deleted', async () => {
    const user = await buildUser(ctx);
    const none = await as(ctx, user).delete('/api/profile').expect(400);
    expect(none.body.errors).toEqual([expect.objectContaining({ msg: 'Password is required', path: 'password' })]);
    const wrong = await as(ctx, user).delete('/api/profile').send({ password: 'not my password' }).expect(400);
    expect(wrong.body.errors).toEqual([
      expect.objectContaining({ msg: 'That is not your current password', path: 'password' }),
    ]);
    expect(await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
    await as(ctx, user).get('/api/auth').expect(200);
  });

  it('removes the user and everything they own or authored from every table, and nothing of others', async () => {
    const leaving = await signUp(ctx, { verified: true, role: 'mod' });
    const staying = await signUp(ctx, { verified: true });

    // Everything a writer can have: outline, characters, notes, profile, works, avatar…
    const story = await buildStory(ctx, { user: leaving, beats: { act1a01: 'Opening' } });
    await buildNote(ctx, { character: await buildCharacter(ctx, { story, beats: ['act1a01'] }) });
    await ctx.db
      .insert(schema.storyUnplaced)
      .values({ outlineId: story.id, text: 'A loose idea', origin: { beat: 'Gone' } });
    // …a plotline and a scene on it (decision 165)…
    const lane = await as(ctx, leaving)
      .post(`/api/stories/${story.id}/plotlines`)
      .send({ name: 'Main plot', color: '#224466' })
      .expect(201);
    await as(ctx, leaving)
      .post(`/api/stories/${story.id}/scenes`)
      .send({ title: 'The storm', plotlines: [lane.body._id] })
      .expect(201);
    // …a codex: a kind of their own, a place, a tie and an arc (decision 177)…
    const codex = `/api/stories/${story.id}/codex`;
    await as(ctx, leaving)
      .put(`/api/stories/${story.id}/codex-kinds/Spells`)
      .send({ fields: [{ name: 'Cost', type: 'number' }] })
      .expect(200);
    const spell = await as(ctx, leaving)
      .post(codex)
      .send({ kind: 'spells', name: 'Fireball', fields: { cost: 3 } })
      .expect(201);
    const place = await as(ctx, leaving).post(codex).send({ kind: 'place', name: 'Harbour' }).expect(201);
    await as(ctx, leaving)
      .post(`/api/stories/${story.id}/relationships`)
      .send({ from: spell.body._id, to: place.body._id, label: 'burns' })
      .expect(201);
    const opening = (await as(ctx, leaving).get(`/api/stories/${story.id}`).expect(200)).body.acts[0].beats[0]._id;
    await as(ctx, leaving)
      .put(`${codex}/${place.body._id}/arc`)
      .send({ points: [{ beat: opening, text: 'Burning' }] })
      .expect(200);
    await buildBeatSheet(ctx, { user: leaving });
    // …a writer they invited to their story, another's story they are a member of, and an invitation
    // another writer sent to their address (decision 189)…
    await as(ctx, leaving)
      .post(`/api/stories/${story.id}/invitations`)
      .send({ email: 'a-friend@example.org', role: 'critic' })
      .expect(201);
    const theirs = await buildStory(ctx, { user: staying });
    await addMember(ctx, theirs.id, leaving, 'coauthor');
    // …a comment on it, and a mention of them in another's comment (decision 190)…
    const theirBeat = (await as(ctx, staying).get(`/api/stories/${theirs.id}`).expect(200)).body.acts[0].beats[0]._id;
    await as(ctx, leaving)
      .post(`/api/stories/${theirs.id}/comments`)
      .send({ beat: theirBeat, text: 'Mine to say' })
      .expect(201);
    await as(ctx, staying)
      .post(`/api/stories/${theirs.id}/comments`)
      .send({ beat: theirBeat, text: `@${leaving.name} look` })
      .expect(201);
    // …their story's live document (decision 192)…
    await loadStoryDocument(ctx.db, story.id);
    const another = await buildStory(ctx, { user: staying, current: false });
    await as(ctx, staying)
      .post(`/api/stories/${another.id}/invitations`)
      .send({ email: leaving.email, role: 'critic' })
      .expect(201);
    // …a like and a report on another writer's sheet on the shelf…
    const shelved = await buildBeatSheet(ctx, { user: staying });
    await as(ctx, staying).post(`/api/beat-sheets/${shelved.id}/publish`).expect(200);
    await as(ctx, leaving).put(`/api/beat-sheets/${shelved.id}/like`).expect(200);
    await as(ctx, leaving).post(`/api/beat-sheets/${shelved.id}/report`).send({ reason: 'spam' }).expect(200);
    await buildWork(ctx, { profile: await buildProfile(ctx, { user: leaving }) });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    await as(ctx, leaving).put('/api/profile/avatar').set('Content-Type', 'image/png').send(png).expect(200);
    // …a second session…
    const second = await ctx
      .api()
      .post('/api/auth')
      .send({ email: leaving.email, password: leaving.password })
      .expect(200);
    // …and Brainstorm activity on their own and on someone else's content.
    const [ownPost] = await ctx.db.insert(posts).values({ userId: leaving.id, text: 'My idea' }).returning();
    const [otherPost] = await ctx.db.insert(posts).values({ userId: staying.id, text: 'Their idea' }).returning();
    const [ownComment] = await ctx.db
      .insert(comments)
      .values({ postId: otherPost!.id, userId: leaving.id, text: 'Mine' })
      .returning();
    const [otherComment] = await ctx.db
      .insert(comments)
      .values({ postId: otherPost!.id, userId: staying.id, text: 'Theirs' })
      .returning();
    await ctx.db
      .insert(comments)
      .values({ postId: ownPost!.id, userId: staying.id, text: 'Reply on the leaving post' });
    await ctx.db.insert(postLikes).values([
      { itemId: otherPost!.id, userId: leaving.id },
      { itemId: ownPost!.id, userId: staying.id },
    ]);
    await ctx.db.insert(postReports).values({ itemId: otherPost!.id, userId: leaving.id });
    await ctx.db.insert(commentVotes).values([
      { itemId: otherComment!.id, userId: leaving.id },
      { itemId: ownComment!.id, userId: staying.id },
    ]);
    await ctx.db.insert(commentReports).values({ itemId: otherComment!.id, userId: leaving.id });
    const [logEntry] = await ctx.db
      .insert(moderationLog)
      .values({
        moderatorId: leaving.id,
        subjectId: leaving.id,
        action: 'clear-reports',
        targetType: 'post',
        targetId: otherPost!.id,
      })
      .returning();
    // Notifications to them, and to others about what they did.
    await ctx.db.insert(schema.notifications).values([
      { userId: leaving.id, kind: 'comment', actorId: staying.id, postId: ownPost!.id },
      { userId: staying.id, kind: 'comment', actorId: leaving.id, postId: otherPost!.id, commentId: ownComment!.id },
    ]);

    // Every row that belongs to the leaving user: rows naming them, then rows naming those rows, and so on
    // (notes of their characters, works of their profile, replies on their posts). The moderation log
    // is the one exception by design: its entry stays, with the moderator cleared.
    const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
      is(value, PgTable),
    );
    const uuidColumns = (await allColumns()).filter((c) => c.data_type === 'uuid');
    const ownedIds = new Set<string>([leaving.id]);
    for (let size = 0; size !== ownedIds.size;) {
      size = ownedIds.size;
      for (const column of uuidColumns) {
        if (['id', 'moderator_id', 'subject_id'].includes(column.column_name)) continue;
        if (!uuidColumns.some((c) => c.table_name === column.table_name && c.column_name === 'id')) continue;
        const result = await ctx.db.execute(
          sql`select id::text from ${sql.identifier(column.table_name)} where ${sql.identifier(column.column_name)}::text in (${sql.join(
            [...ownedIds].map((value) => sql`${value}`),
            sql`, `,
          )})`,
        );
        for (const row of rowsOf<{ id: string }>(result)) ownedIds.add(row.id);
      }
    }
    const found = await whereFound([...ownedIds], 'uuid');
    // The set-up really reached every table of the schema, so a table added later must be added here too.
    const placed = new Set(found.map((place) => place.split('.')[0]));
    expect(tables.map((table) => getTableName(table)).filter((name) => !placed.has(name))).toEqual([]);

    const res = await as(ctx, leaving).delete('/api/profile').send({ password: leaving.password }).expect(200);
    expect(res.body).toEqual({ msg: 'Account, Outline, & Profile deleted' });
    expect(String(res.headers['set-cookie'])).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);

    // Not one row of the user, nor of anything they owned, in any table; no text column holds their e-mail.
    expect(await whereFound([...ownedIds], 'uuid')).toEqual([]);
    expect(await whereFound([leaving.email], 'text')).toEqual([]);

    // Both sessions are over.
    await as(ctx, leaving).get('/api/auth').expect(401);
    await as(ctx, { token: second.body.token }).get('/api/auth').expect(401);
    await ctx.api().get(`/api/profile/user/${leaving.id}`).expect(404);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, leaving.id))).toEqual([]);
    expect(await ctx.db.select().from(verificationTokens).where(eq(verificationTokens.userId, leaving.id))).toEqual([]);

    // The other writer keeps everything of theirs, with counters that no longer count the leaver.
    const [post] = await ctx.db.select().from(posts).where(eq(posts.id, otherPost!.id));
    expect(post).toMatchObject({ likeCount: 0, reportCount: 0, commentCount: 1 });
    const [comment] = await ctx.db.select().from(comments).where(eq(comments.id, otherComment!.id));
    expect(comment).toMatchObject({ voteCount: 0, reportCount: 0, text: 'Theirs' });
    expect(await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, staying.id))).toHaveLength(1);
    // The moderation log keeps what happened, no longer who did it.
    const [entry] = await ctx.db.select().from(moderationLog).where(eq(moderationLog.id, logEntry!.id));
    expect(entry).toMatchObject({ moderatorId: null, subjectId: null });
    await as(ctx, staying).get('/api/auth').expect(200);
  });
});
