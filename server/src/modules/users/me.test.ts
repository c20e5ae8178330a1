import { STAFF_NAME_MESSAGE } from '@three-act/contract/users';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import request from 'supertest';
import { profiles, users } from '../../db/schema';
import {
  as,
  buildCharacter,
  buildComment,
  buildNote,
  buildPost,
  buildProfile,
  buildStory,
  buildUser,
  buildWork,
} from '../../../test/builders';
import { binary } from '../../../test/binary';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { EXPORT_FORMAT } from './export.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET and PUT /api/users/me', () => {
  it('allows 10 renames a day per writer, then 429 (refused names do not count)', async () => {
    const user = await buildUser(ctx, { verified: true });
    const other = await buildUser(ctx, { verified: true });
    await as(ctx, user).put('/api/users/me').send({ name: 'x' }).expect(400);
    for (let i = 1; i <= 10; i += 1) {
      await as(ctx, user)
        .put('/api/users/me')
        .send({ name: `Ursula Take ${i}` })
        .expect(200);
    }
    const res = await as(ctx, user).put('/api/users/me').send({ name: 'Ursula Take 11' }).expect(429);
    expect(res.body).toEqual({ errors: [{ msg: 'At most 10 name changes a day; please try again tomorrow' }] });
    expect(res.headers['retry-after']).toBeDefined();
    await as(ctx, other).put('/api/users/me').send({ name: 'Someone Else' }).expect(200);
  });

  it('renames the writer everywhere the name shows: posts, comments and the profile', async () => {
    const user = await buildUser(ctx, { verified: true });
    await buildProfile(ctx, { user });
    const post = await buildPost(ctx, { user });
    await buildComment(ctx, { post, user });
    const res = await as(ctx, user).put('/api/users/me').send({ name: '  Ursula Renamed ' }).expect(200);
    expect(res.body).toMatchObject({ _id: user.id, name: 'Ursula Renamed' });
    expect(res.body).not.toHaveProperty('pendingEmail');
    const shown = (await as(ctx, user).get(`/api/posts/${post._id}`).expect(200)).body;
    expect(shown.name).toBe('Ursula Renamed');
    expect(shown.comments[0].name).toBe('Ursula Renamed');
    expect((await ctx.api().get(`/api/profile/user/${user.id}`).expect(200)).body.user.name).toBe('Ursula Renamed');
    expect((await as(ctx, user).get('/api/users/me').expect(200)).body).toMatchObject({
      name: 'Ursula Renamed',
      email: user.email,
      pendingEmail: null,
    });
  });

  it.each([[''], ['x'.repeat(51)], ['Two\nlines'], ['Bidi\u202Etrick']])(
    'refuses the name %j and keeps the old one',
    async (name) => {
      const user = await buildUser(ctx);
      const res = await as(ctx, user).put('/api/users/me').send({ name }).expect(400);
      expect(res.body.errors[0].path).toBe('name');
      expect((await as(ctx, user).get('/api/auth')).body.name).toBe(user.name);
    },
  );
});

describe('names that pose as the staff (decision 148)', () => {
  const STAFF_LIKE = [
    'Moderator',
    'The M0derat0r',
    'ADMIN',
    'Аdmin',
    'A d m i n',
    'Three Act team',
    'Three-Act Team',
    'Ｍｏｄｅｒａｔｏｒｓ',
  ];

  it.each(STAFF_LIKE)('refuses %j as a writer’s new name, on the name field', async (name) => {
    const user = await buildUser(ctx, { verified: true });
    const res = await as(ctx, user).put('/api/users/me').send({ name }).expect(400);
    expect(res.body).toEqual({ errors: [{ msg: STAFF_NAME_MESSAGE, path: 'name' }] });
    expect((await as(ctx, user).get('/api/auth')).body.name).toBe(user.name);
  });

  it('refuses them at sign-up too, and creates no account', async () => {
    for (const [index, name] of ['Site Admin', 'Thrée Act Téam', 'm o d e r a t o r'].entries()) {
      const email = `staff-like-${index}-${Date.now()}@example.org`;
      const res = await request(ctx.app)
        .post('/api/users')
        .send({ name, email, password: 'plot twist at midnight', ageVerify: true, tosAgree: true })
        .expect(400);
      expect(res.body).toEqual({ errors: [{ msg: STAFF_NAME_MESSAGE, path: 'name' }] });
      expect(await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it('keeps ordinary names that merely contain the letters, and lets moderators and admins use them', async () => {
    const user = await buildUser(ctx, { verified: true });
    for (const name of ['Badminton Fan', 'Modesty Blaise', 'Madison Adams'])
      await as(ctx, user).put('/api/users/me').send({ name }).expect(200);
    for (const role of ['mod', 'admin'] as const) {
      const staff = await buildUser(ctx, { verified: true, role });
      await as(ctx, staff).put('/api/users/me').send({ name: 'Moderator Team' }).expect(200);
    }
  });
});

describe('a suspended writer keeps their name and public profile (decision 148)', () => {
  it('refuses a rename and every profile write with the suspension message; removing stays', async () => {
    const user = await buildUser(ctx, { verified: true });
    const profile = await buildProfile(ctx, { user });
    const work = await buildWork(ctx, { profile });
    await ctx.updateUser(user.id, {
      suspendedAt: sql`now()`,
      suspendedUntil: null,
      suspensionReason: 'Spam in the profile',
    });
    const message = 'Your account is suspended until a moderator lifts the suspension. Reason: Spam in the profile';
    for (const req of [
      as(ctx, user).put('/api/users/me').send({ name: 'Buy Cheap Pens' }),
      as(ctx, user).post('/api/profile').send({ status: 'Aspiring Writer', genres: 'Spam', bio: 'Buy pens' }),
      as(ctx, user).put('/api/profile/works').send({ title: 'Cheap pens', author: 'Pens' }),
      as(ctx, user).put('/api/profile/avatar').set('Content-Type', 'image/png').send(Buffer.from('not read')),
    ]) {
      expect((await req.expect(403)).body).toEqual({ errors: [{ msg: message }] });
    }
    expect((await as(ctx, user).get('/api/auth')).body.name).toBe(user.name);
    const [stored] = await ctx.db.select({ bio: profiles.bio }).from(profiles).where(eq(profiles.userId, user.id));
    expect(stored!.bio).toBe(profile.bio);
    await as(ctx, user).delete(`/api/profile/works/${work._id}`).expect(200);
    await as(ctx, user).delete('/api/profile/avatar').expect(200);
  });
});

describe('GET /api/users/me/export', () => {
  it('is a ZIP with everything the writer made and did, and nothing of anyone else’s beyond names', async () => {
    const writer = await buildUser(ctx, { verified: true, name: 'Export Writer' });
    const other = await buildUser(ctx, { verified: true, name: 'Other Writer' });
    await buildStory(ctx, {
      user: writer,
      title: 'The Lighthouse Keeper',
      beats: { act1a01: 'A storm opens the story.' },
    });
    const character = await buildCharacter(ctx, { user: writer, name: 'Mara', protag: true });
    await buildNote(ctx, { character: character!, noteTitle: 'Fear', noteText: 'Deep water' });
    await buildWork(ctx, {
      profile: await buildProfile(ctx, { user: writer }),
      title: 'First Light',
      author: 'Export Writer',
    });
    const ownPost = await buildPost(ctx, { user: writer, text: 'My own idea about storms' });
    const othersPost = await buildPost(ctx, { user: other, text: 'Another writer’s private musing' });
    await buildComment(ctx, { post: ownPost, user: other, text: 'A comment by the other writer' });
    const ownComment = await buildComment(ctx, { post: othersPost, user: writer, text: 'My reply on their thread' });
    await as(ctx, writer).put(`/api/posts/like/${othersPost._id}`).expect(200);
    await as(ctx, writer).put(`/api/posts/report/${othersPost._id}`).expect(200);
    await buildStory(ctx, { user: other, title: 'The Other Story', beats: { act1a01: 'Secret opening' } });
    // A second story, then in the trash, with the same title: its own file.
    const second = await as(ctx, writer).post('/api/stories').send({ title: 'The Lighthouse Keeper' }).expect(201);
    await as(ctx, writer).delete(`/api/stories/${second.body._id}`).expect(200);

    const res = await as(ctx, writer).get('/api/users/me/export').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="three-act-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(files)).toEqual([
      'three-act-export.json',
      'stories/the-lighthouse-keeper.json',
      'stories/the-lighthouse-keeper.md',
      'stories/the-lighthouse-keeper-2.json',
      'stories/the-lighthouse-keeper-2.md',
    ]);
    const text = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    const data = JSON.parse(strFromU8(files['three-act-export.json']!));
    const stories = ['stories/the-lighthouse-keeper.json', 'stories/the-lighthouse-keeper-2.json'].map((name) =>
      JSON.parse(strFromU8(files[name]!)),
    );

    expect(data.format).toBe(EXPORT_FORMAT);
    expect(data.user).toMatchObject({
      _id: writer.id,
      name: 'Export Writer',
      email: writer.email,
      emailVerified: true,
    });
    expect(text).not.toMatch(/password|hash|token/i);
    expect(data.profile.works[0]).toMatchObject({ title: 'First Light' });
    expect(data.stories).toEqual([
      {
        title: 'The Lighthouse Keeper',
        current: true,
        deletedAt: null,
        file: 'stories/the-lighthouse-keeper.json',
        markdown: 'stories/the-lighthouse-keeper.md',
      },
      {
        title: 'The Lighthouse Keeper',
        current: false,
        deletedAt: expect.any(String),
        file: 'stories/the-lighthouse-keeper-2.json',
        markdown: 'stories/the-lighthouse-keeper-2.md',
      },
    ]);
    // Each story is its story file (three-act-story/2) with its place in the account and its history.
    expect(stories[0]).toMatchObject({
      format: 'three-act-story/2',
      title: 'The Lighthouse Keeper',
      current: true,
      deletedAt: null,
      revisions: [
        { field: 'act1a01', beat: [0, 0], text: 'A storm opens the story.', savedAt: expect.any(String) },
        { field: 'title', text: 'The Lighthouse Keeper', savedAt: expect.any(String) },
      ],
    });
    expect(stories[0].acts[0].beats[0]).toMatchObject({ key: 'act1a01', text: 'A storm opens the story.' });
    expect(stories[1]).toMatchObject({ current: false, deletedAt: expect.any(String), characters: [] });
    expect(stories[0].characters[0]).toMatchObject({ name: 'Mara', protag: true });
    expect(stories[0].characters[0].notes[0]).toMatchObject({ noteTitle: 'Fear', noteText: 'Deep water' });
    expect(data.posts).toEqual([
      expect.objectContaining({ _id: ownPost._id, text: 'My own idea about storms', comments: 1 }),
    ]);
    expect(data.comments).toEqual([
      expect.objectContaining({
        _id: ownComment._id,
        text: 'My reply on their thread',
        post: { _id: othersPost._id, author: 'Other Writer' },
      }),
    ]);
    expect(data.likes).toEqual([expect.objectContaining({ post: othersPost._id })]);
    expect(data.reports).toEqual([expect.objectContaining({ post: othersPost._id })]);
    expect(data.votes).toEqual([]);
    // Of the other writer, only the name on the thread the writer took part in.
    for (const secret of [
      'Another writer’s private musing',
      'A comment by the other writer',
      'Secret opening',
      other.email,
      other.id,
    ]) {
      expect(text).not.toContain(secret);
    }

    const markdown = strFromU8(files['stories/the-lighthouse-keeper.md']!);
    expect(markdown).toContain('# The Lighthouse Keeper\n');
    expect(markdown).toContain('A storm opens the story.');
    expect(markdown).toContain('### Mara (protagonist)');
    expect(markdown).toContain('#### Fear');
    expect(markdown).toContain('Deep water');
  });

  it('exports an account with nothing in it, and allows 5 exports an hour', async () => {
    const user = await buildUser(ctx);
    for (let i = 0; i < 5; i += 1) {
      const res = await as(ctx, user).get('/api/users/me/export').buffer(true).parse(binary).expect(200);
      const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.body as Buffer))['three-act-export.json']!));
      expect(data).toMatchObject({ profile: null, stories: [], posts: [], comments: [] });
    }
    const limited = await as(ctx, user).get('/api/users/me/export').expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('writes a story’s whole history, read a page at a time: every revision once, by field, newest first', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const story = await buildStory(ctx, { user: writer, title: 'Long History' });
    // 40 revisions over two fields, made in one statement: many share a saved_at to the microsecond.
    await ctx.db.execute(sql`
      INSERT INTO outline_revisions (outline_id, field, text, version, source, saved_at)
      SELECT ${story.id}::uuid, CASE WHEN n % 2 = 0 THEN 'act1a01' ELSE 'act2a01' END, 'version ' || n, n, 'builder:',
        now() - make_interval(secs => n / 4)
      FROM generate_series(1, 40) n`);
    const ok = await as(ctx, writer).get('/api/users/me/export').buffer(true).parse(binary).expect(200);
    const saved = JSON.parse(strFromU8(unzipSync(new Uint8Array(ok.body as Buffer))['stories/long-history.json']!));
    const versions = (saved.revisions as { field: string; text: string; savedAt: string }[]).filter((revision) =>
      revision.text.startsWith('version '),
    );
    expect(versions).toHaveLength(40);
    expect(new Set(versions.map((revision) => revision.text)).size).toBe(40);
    const expected = [...versions].sort((a, b) => a.field.localeCompare(b.field) || b.savedAt.localeCompare(a.savedAt));
    expect(versions.map((revision) => revision.field + revision.savedAt)).toEqual(
      expected.map((revision) => revision.field + revision.savedAt),
    );
    expect(saved.title).toBe('Long History');
  });

  it('answers 413 before any byte of the ZIP when the export would pass 100 MB', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const story = await buildStory(ctx, { user: writer, title: 'Heavy History' });
    // 21 revisions of 5 MB, written by the database itself (stored compressed, so quick).
    await ctx.db.execute(sql`
      INSERT INTO outline_revisions (outline_id, field, text, version, source)
      SELECT ${story.id}::uuid, 'act1a01', repeat('x', 5 * 1024 * 1024), n, 'builder:' FROM generate_series(1, 21) n`);
    const res = await as(ctx, writer).get('/api/users/me/export').expect(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toEqual({
      errors: [
        {
          msg: 'Your data comes to about 105 MB, more than the 100 MB one download can hold: export your stories one at a time from the story page, or empty the trash, then try again',
        },
      ],
    });
    // Under the cap it downloads, the history whole.
    await ctx.db.execute(sql`DELETE FROM outline_revisions WHERE outline_id = ${story.id}::uuid AND version > 2`);
    const ok = await as(ctx, writer).get('/api/users/me/export').buffer(true).parse(binary).expect(200);
    const files = unzipSync(new Uint8Array(ok.body as Buffer));
    const saved = JSON.parse(strFromU8(files['stories/heavy-history.json']!));
    expect(
      saved.revisions.filter((revision: { text: string }) => revision.text.length === 5 * 1024 * 1024),
    ).toHaveLength(2);
  });
});
