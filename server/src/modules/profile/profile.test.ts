import { eq } from 'drizzle-orm';
import { profiles, users, works } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildProfile, buildUser, buildWork, type BuiltProfile } from '../../../test/builders';
import { saveProfile, type TestUser } from '../../../test/factories';
import { parseGenres, STATUSES } from '@three-act/contract/profile';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SIGN_IN = { errors: [{ msg: 'Please sign in to continue' }] };
const NO_PROFILE = { errors: [{ msg: 'There is no profile for this user' }] };
const PROFILE_NOT_FOUND = { errors: [{ msg: 'Profile not found' }] };
const WORK_NOT_FOUND = { errors: [{ msg: 'Work not found' }] };
const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';
const MALFORMED_IDS = [
  'abc',
  encodeURIComponent("1' OR 1=1"),
  '12345',
  `${MISSING_ID}x`,
  encodeURIComponent('{"$ne":null}'),
];
const EMPTY_SOCIAL = { twitter: '', facebook: '', youtube: '', linkedin: '', instagram: '' };

const profileRows = (userId: string) => ctx.db.select().from(profiles).where(eq(profiles.userId, userId));
const workRows = (profileId: string) => ctx.db.select().from(works).where(eq(works.profileId, profileId));

const post = (user: TestUser | null, body: object) => {
  return (user ? as(ctx, user) : ctx.api()).post('/api/profile').send(body);
};
const putWork = (user: TestUser | null, body: object) => {
  return (user ? as(ctx, user) : ctx.api()).put('/api/profile/works').send(body);
};

/** No answer may carry an e-mail address, a password hash or a token. */
function expectNoSecrets(body: unknown, user: TestUser) {
  const json = JSON.stringify(body);
  expect(json).not.toContain(user.email);
  expect(json).not.toContain('$2');
  expect(json).not.toContain(user.token);
  expect(json).not.toMatch(/password|email|hash|token/i);
}

describe('parseGenres', () => {
  it.each([
    ['Fantasy', ['Fantasy']],
    [' Fantasy , Sci-Fi,, fantasy ,  Horror  ', ['Fantasy', 'Sci-Fi', 'Horror']],
    ['Literary   fiction, literary fiction', ['Literary fiction']],
    [
      ['  Mystery', 'Thriller ', 'mystery', ''],
      ['Mystery', 'Thriller'],
    ],
    [' , , ', []],
  ])('%j → %j', (input, expected) => {
    expect(parseGenres(input)).toEqual(expected);
  });

  it.each([[null], [42], [{ a: 'b' }], [['ok', 3]]])('refuses %j', (input) => {
    expect(parseGenres(input)).toBeNull();
  });
});

describe('GET /api/profile/me', () => {
  it('answers 401 when signed out', async () => {
    const res = await ctx.api().get('/api/profile/me').expect(401);
    expect(res.body).toEqual(SIGN_IN);
  });

  it('answers 404 when the writer has no profile', async () => {
    const user = await buildUser(ctx);
    const res = await as(ctx, user).get('/api/profile/me').expect(404);
    expect(res.body).toEqual(NO_PROFILE);
  });

  it('answers 200 with null for ?absent=null when the writer has no profile (decision 171)', async () => {
    const user = await buildUser(ctx);
    const res = await as(ctx, user).get('/api/profile/me?absent=null').expect(200);
    expect(res.body).toBeNull();
    expect(await profileRows(user.id)).toEqual([]);
  });

  it('answers the profile for ?absent=null when there is one, as without it', async () => {
    const user = await buildUser(ctx);
    await buildProfile(ctx, { user, company: 'Night Press' });
    const plain = await as(ctx, user).get('/api/profile/me').expect(200);
    const res = await as(ctx, user).get('/api/profile/me?absent=null').expect(200);
    expect(res.body).toEqual(plain.body);
  });

  it('answers the own profile with the public user, works newest first and no secrets', async () => {
    const user = await buildUser(ctx, { name: 'Mira Okafor' });
    const other = await buildUser(ctx);
    await buildProfile(ctx, { user: other, company: 'Not mine' });
    const profile = await buildProfile(ctx, {
      user,
      status: 'Published Writer',
      genres: ['Fantasy', 'Horror'],
      company: 'Night Press',
    });
    await buildWork(ctx, { profile, title: 'First', author: 'Mira Okafor' });
    await buildWork(ctx, { profile, title: 'Second', author: 'Mira Okafor', asin: 'B00ABC1234' });

    const res = await as(ctx, user).get('/api/profile/me').expect(200);
    const [row] = await profileRows(user.id);
    expect(res.body).toEqual({
      _id: row!.id,
      user: { _id: user.id, name: 'Mira Okafor', avatar: `/api/users/${user.id}/avatar` },
      status: 'Published Writer',
      company: 'Night Press',
      website: '',
      location: '',
      genres: ['Fantasy', 'Horror'],
      bio: '',
      amazonauthor: '',
      social: EMPTY_SOCIAL,
      works: [
        {
          _id: expect.any(String),
          title: 'Second',
          author: 'Mira Okafor',
          genre: '',
          desc: '',
          asin: 'B00ABC1234',
          url: '',
        },
        { _id: expect.any(String), title: 'First', author: 'Mira Okafor', genre: '', desc: '', asin: '', url: '' },
      ],
      date: row!.createdAt.toISOString(),
    });
    expect(JSON.stringify(res.body)).not.toContain('Not mine');
    expectNoSecrets(res.body, user);
  });
});

describe('POST /api/profile (create or update)', () => {
  const valid = { status: 'Aspiring Writer', genres: 'Fantasy' };

  it('answers 401 when signed out and writes nothing', async () => {
    const res = await post(null, { ...valid, company: 'Ghost Co' }).expect(401);
    expect(res.body).toEqual(SIGN_IN);
    expect(await ctx.db.select().from(profiles).where(eq(profiles.company, 'Ghost Co'))).toHaveLength(0);
  });

  it('requires status and genres', async () => {
    const user = await buildUser(ctx);
    const res = await post(user, {}).expect(400);
    expect(res.body).toEqual({
      errors: [
        { msg: 'Status is required', path: 'status' },
        { msg: 'Genres must be comma-separated text', path: 'genres' },
      ],
    });
    expect(await profileRows(user.id)).toHaveLength(0);
  });

  it.each([['Professional'], ['just looking'], [42], [['Other']]])('refuses the status %j', async (status) => {
    const user = await buildUser(ctx);
    const res = await post(user, { ...valid, status }).expect(400);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].path).toBe('status');
    expect(await profileRows(user.id)).toHaveLength(0);
  });

  it.each([[''], [' , ,'], [[]]])('answers "Genres is required" for %j', async (genres) => {
    const user = await buildUser(ctx);
    const res = await post(user, { ...valid, genres }).expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'Genres is required', path: 'genres' }] });
  });

  it('refuses too many or too long genres', async () => {
    const user = await buildUser(ctx);
    const many = Array.from({ length: 31 }, (_, i) => `g${i}`).join(',');
    await post(user, { ...valid, genres: many }).expect(400);
    await post(user, { ...valid, genres: 'x'.repeat(101) }).expect(400);
    expect(await profileRows(user.id)).toHaveLength(0);
  });

  it.each(STATUSES)('accepts the status "%s"', async (status) => {
    const user = await buildUser(ctx);
    const res = await post(user, { status, genres: 'Drama' }).expect(201);
    expect(res.body.status).toBe(status);
  });

  it('creates (201), parsing genres from text and storing every field', async () => {
    const user = await buildUser(ctx);
    const body = {
      status: 'Instructor',
      genres: ' Fantasy, sci-fi ,, Fantasy , Romance ',
      company: '  Lantern House ',
      website: 'https://mira.example.org',
      location: 'Lagos',
      bio: 'Writes at night.\nReads at dawn.',
      amazonauthor: 'https://www.amazon.com/author/mira',
      twitter: 'https://twitter.com/mira',
      facebook: 'https://facebook.com/mira',
      youtube: 'http://youtube.com/@mira',
      linkedin: 'https://linkedin.com/in/mira',
      instagram: 'https://instagram.com/mira',
      email: 'sneaky@example.org',
      userId: MISSING_ID,
    };
    const res = await post(user, body).expect(201);
    const [row] = await profileRows(user.id);
    expect(res.body).toMatchObject({
      _id: row!.id,
      user: { _id: user.id, name: user.name },
      status: 'Instructor',
      genres: ['Fantasy', 'sci-fi', 'Romance'],
      company: 'Lantern House',
      website: 'https://mira.example.org',
      location: 'Lagos',
      bio: 'Writes at night.\nReads at dawn.',
      amazonauthor: 'https://www.amazon.com/author/mira',
      social: {
        twitter: 'https://twitter.com/mira',
        facebook: 'https://facebook.com/mira',
        youtube: 'http://youtube.com/@mira',
        linkedin: 'https://linkedin.com/in/mira',
        instagram: 'https://instagram.com/mira',
      },
      works: [],
    });
    expect(row).toMatchObject({ userId: user.id, genres: ['Fantasy', 'sci-fi', 'Romance'], company: 'Lantern House' });
    expectNoSecrets(res.body, user);
  });

  it('accepts genres as an array', async () => {
    const user = await buildUser(ctx);
    const res = await post(user, { ...valid, genres: [' Noir', 'Western ', 'noir'] }).expect(201);
    expect(res.body.genres).toEqual(['Noir', 'Western']);
  });

  it('updates (200) one profile: sent fields change, empty ones clear, unsent ones stay', async () => {
    const user = await buildUser(ctx);
    await post(user, { ...valid, company: 'Old Co', location: 'Oslo', twitter: 'https://twitter.com/old' }).expect(201);
    const res = await post(user, { status: 'Other', genres: 'Poetry', company: '', twitter: '  ' }).expect(200);
    expect(res.body).toMatchObject({
      status: 'Other',
      genres: ['Poetry'],
      company: '',
      location: 'Oslo',
      social: EMPTY_SOCIAL,
    });
    const rows = await profileRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ company: null, location: 'Oslo', twitter: null });
  });

  it.each([
    ['website', 'Website must be an http(s) link', 'javascript:alert(1)'],
    ['website', 'Website must be an http(s) link', 'ftp://files.example.org'],
    ['website', 'Website must be an http(s) link', 'example.org'],
    ['amazonauthor', 'Amazon author page must be an http(s) link', 'data:text/html,hi'],
    ['twitter', 'Twitter must be an http(s) link', 'not a url'],
    ['facebook', 'Facebook must be an http(s) link', 42],
    ['youtube', 'YouTube must be an http(s) link', 'mailto:a@b.org'],
    ['linkedin', 'LinkedIn must be at most 500 characters', `https://linkedin.com/${'a'.repeat(500)}`],
    ['instagram', 'Instagram must be an http(s) link', '//instagram.com/x'],
  ])('refuses %s: %s (case %#)', async (field, msg, value) => {
    const user = await buildUser(ctx);
    const res = await post(user, { ...valid, [field]: value }).expect(400);
    expect(res.body).toEqual({ errors: [{ msg, path: field }] });
    expect(await profileRows(user.id)).toHaveLength(0);
  });

  it('limits company and location to 500 and bio to 5 000 characters', async () => {
    const user = await buildUser(ctx);
    const res = await post(user, {
      ...valid,
      company: 'c'.repeat(501),
      location: 'l'.repeat(501),
      bio: 'b'.repeat(5001),
    }).expect(400);
    expect(res.body).toEqual({
      errors: [
        { msg: 'Company must be at most 500 characters', path: 'company' },
        { msg: 'Location must be at most 500 characters', path: 'location' },
        { msg: 'Bio must be at most 5000 characters', path: 'bio' },
      ],
    });
    await post(user, { ...valid, company: 'c'.repeat(500), location: 'l'.repeat(500), bio: 'b'.repeat(5000) }).expect(
      201,
    );
  });

  it('drops NUL characters instead of failing', async () => {
    const user = await buildUser(ctx);
    const res = await post(user, { ...valid, company: 'Ni\u0000ght' }).expect(201);
    expect(res.body.company).toBe('Night');
  });
});

describe('GET /api/profile/user/:id (public)', () => {
  it('answers the profile to anyone, signed out too, without secrets', async () => {
    // A verified writer's profile is published (docs/decisions/114-published-profiles.md).
    const user = await buildUser(ctx, { verified: true });
    const created = await saveProfile(ctx, user, { bio: 'Hello' });
    const res = await ctx.api().get(`/api/profile/user/${user.id}`).expect(200);
    expect(res.body).toEqual(created);
    expect(res.body.bio).toBe('Hello');
    expectNoSecrets(res.body, user);
  });

  it('publishes a profile only once its writer has verified the e-mail; the writer sees it before', async () => {
    const writer = await buildUser(ctx);
    const reader = await buildUser(ctx, { verified: true });
    const own = await saveProfile(ctx, writer, { bio: 'Spam with seven links' });
    await ctx.api().get(`/api/profile/user/${writer.id}`).expect(404);
    await as(ctx, reader).get(`/api/profile/user/${writer.id}`).expect(404);
    expect((await as(ctx, writer).get(`/api/profile/user/${writer.id}`).expect(200)).body).toEqual(own);
    const listed = async () =>
      (await ctx.api().get('/api/profile?limit=50').expect(200)).body.map((p: { _id: string }) => p._id);
    expect(await listed()).not.toContain(own._id);

    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, writer.id));
    await ctx.api().get(`/api/profile/user/${writer.id}`).expect(200);
    expect(await listed()).toContain(own._id);
  });

  it('answers 404 for a user without a profile, a missing user and a malformed id', async () => {
    const user = await buildUser(ctx);
    for (const id of [user.id, MISSING_ID, ...MALFORMED_IDS]) {
      const res = await ctx.api().get(`/api/profile/user/${id}`).expect(404);
      expect(res.body).toEqual(PROFILE_NOT_FOUND);
    }
  });
});

describe('GET /api/profile (public, paged)', () => {
  it('answers pages of profiles, newest first, with works, bounded in size', async () => {
    const local = await createTestContext();
    try {
      expect((await local.api().get('/api/profile').expect(200)).body).toEqual([]);
      const writers: TestUser[] = [];
      let newest: BuiltProfile | undefined;
      for (let i = 0; i < 23; i += 1) {
        const writer = await buildUser(local, { verified: true });
        newest = await buildProfile(local, { user: writer, company: `Company ${i}` });
        writers.push(writer);
      }
      await buildWork(local, { profile: newest, title: 'Latest work' });

      const first = await local.api().get('/api/profile').expect(200);
      expect(first.body).toHaveLength(20);
      expect(first.body[0].user._id).toBe(writers[22]!.id);
      expect(first.body[0].works).toEqual([expect.objectContaining({ title: 'Latest work' })]);
      const second = await local.api().get('/api/profile?page=2').expect(200);
      expect(second.body.map((p: { company: string }) => p.company)).toEqual(['Company 2', 'Company 1', 'Company 0']);
      const ids = new Set([...first.body, ...second.body].map((p: { _id: string }) => p._id));
      expect(ids.size).toBe(23);

      const small = await local.api().get('/api/profile?limit=5&page=2').expect(200);
      expect(small.body.map((p: { company: string }) => p.company)).toEqual([
        'Company 17',
        'Company 16',
        'Company 15',
        'Company 14',
        'Company 13',
      ]);
      expect((await local.api().get('/api/profile?page=9').expect(200)).body).toEqual([]);
      for (const writer of writers) expectNoSecrets(first.body, writer);
    } finally {
      await local.close();
    }
  });

  it('finds writers by part of the name and by a whole genre, any case; any search text is safe', async () => {
    const local = await createTestContext();
    try {
      const add = async (name: string, genres: string) =>
        buildProfile(local, { user: await buildUser(local, { verified: true, name }), genres: parseGenres(genres)! });
      await add('Ada Lovelace', 'Science Fiction, Romance');
      await add('Bram 100% Stoker', 'Horror');
      await add('Mary Shelley', 'Horror, Science Fiction');
      const names = async (query: string) =>
        (await local.api().get(`/api/profile?${query}`).expect(200)).body.map(
          (p: { user: { name: string } }) => p.user.name,
        );

      expect(await names('q=LOVE')).toEqual(['Ada Lovelace']);
      expect(await names('genre=horror')).toEqual(['Mary Shelley', 'Bram 100% Stoker']);
      expect(await names('genre=science%20fiction&q=shel')).toEqual(['Mary Shelley']);
      // A genre matches whole; % and _ in a name search are literal.
      expect(await names('genre=Science')).toEqual([]);
      expect(await names(`q=${encodeURIComponent('100%')}`)).toEqual(['Bram 100% Stoker']);
      expect(await names('q=_')).toEqual([]);
      for (const text of ["'; DROP TABLE users; --", '"quoted" OR 1=1', '\\', '%00', '\u0000', ' ']) {
        await local
          .api()
          .get(`/api/profile?q=${encodeURIComponent(text)}&genre=${encodeURIComponent(text)}`)
          .expect(200);
      }
      const long = await local
        .api()
        .get(`/api/profile?q=${'x'.repeat(101)}`)
        .expect(400);
      expect(long.body).toEqual({ errors: [{ msg: 'Search text must be at most 100 characters', path: 'q' }] });
    } finally {
      await local.close();
    }
  });

  it.each([
    ['limit=51', 'limit must be a whole number from 1 to 50', 'limit'],
    ['limit=0', 'limit must be a whole number from 1 to 50', 'limit'],
    ['page=0', 'page must be a whole number from 1', 'page'],
    ['page=abc', 'page must be a whole number from 1', 'page'],
  ])('refuses ?%s', async (queryString, msg, path) => {
    const res = await ctx.api().get(`/api/profile?${queryString}`).expect(400);
    expect(res.body).toEqual({ errors: [{ msg, path }] });
  });
});

describe('PUT /api/profile/works', () => {
  const work = { title: 'The Salt Road', author: 'Mira Okafor' };

  it('answers 401 when signed out', async () => {
    const res = await putWork(null, work).expect(401);
    expect(res.body).toEqual(SIGN_IN);
  });

  it('answers 404 when the writer has no profile yet', async () => {
    const user = await buildUser(ctx);
    const res = await putWork(user, work).expect(404);
    expect(res.body).toEqual(NO_PROFILE);
  });

  it('requires title and author', async () => {
    const user = await buildUser(ctx);
    const profile = await buildProfile(ctx, { user });
    const res = await putWork(user, { title: '  ', genre: 'Drama' }).expect(400);
    expect(res.body).toEqual({
      errors: [
        { msg: 'Title is required', path: 'title' },
        { msg: 'Author is required', path: 'author' },
      ],
    });
    expect(await workRows(profile._id)).toHaveLength(0);
  });

  it.each([
    ['asin', 'ASIN must be 10 letters or digits', 'B00-123'],
    ['asin', 'ASIN must be 10 letters or digits', 'B00ABC12345'],
    ['url', 'URL must be an http(s) link', 'javascript:alert(1)'],
    ['url', 'URL must be an http(s) link', 'www.example.org/book'],
    ['title', 'Title must be at most 200 characters', 't'.repeat(201)],
    ['desc', 'Description must be at most 5000 characters', 'd'.repeat(5001)],
  ])('refuses %s: %s (case %#)', async (field, msg, value) => {
    const user = await buildUser(ctx);
    const profile = await buildProfile(ctx, { user });
    const res = await putWork(user, { ...work, [field]: value }).expect(400);
    expect(res.body).toEqual({ errors: [{ msg, path: field }] });
    expect(await workRows(profile._id)).toHaveLength(0);
  });

  it('adds a work (201) and answers the profile; genre, description, ASIN and URL are optional', async () => {
    const user = await buildUser(ctx);
    const profile = await buildProfile(ctx, { user });
    const minimal = await putWork(user, work).expect(201);
    expect(minimal.body.works).toEqual([{ _id: expect.any(String), ...work, genre: '', desc: '', asin: '', url: '' }]);

    const full = {
      title: 'Tides',
      author: 'M. O.',
      genre: 'Sea',
      desc: 'A long swim.',
      asin: ' b0c1d2e3f4 ',
      url: 'https://books.example.org/tides',
    };
    const res = await putWork(user, full).expect(201);
    expect(res.body._id).toBe(profile._id);
    expect(res.body.works[0]).toEqual({ _id: expect.any(String), ...full, asin: 'B0C1D2E3F4' });
    expect(await workRows(profile._id)).toHaveLength(2);
  });
});

describe('DELETE /api/profile/works/:id', () => {
  it('answers 401 when signed out and deletes nothing', async () => {
    const user = await buildUser(ctx);
    const { profile, _id } = await buildWork(ctx, { profile: await buildProfile(ctx, { user }) });
    const res = await ctx.api().delete(`/api/profile/works/${_id}`).expect(401);
    expect(res.body).toEqual(SIGN_IN);
    expect(await workRows(profile._id)).toHaveLength(1);
  });

  it('removes the own work and answers the profile', async () => {
    const user = await buildUser(ctx);
    const profile = await buildProfile(ctx, { user });
    await buildWork(ctx, { profile, title: 'Keep' });
    const drop = await buildWork(ctx, { profile, title: 'Drop' });
    const res = await as(ctx, user).delete(`/api/profile/works/${drop._id}`).expect(200);
    expect(res.body.works.map((w: { title: string }) => w.title)).toEqual(['Keep']);
    expect((await workRows(profile._id)).map((w) => w.title)).toEqual(['Keep']);
  });

  it("answers 404 for another writer's work and leaves it unchanged", async () => {
    const owner = await buildUser(ctx);
    const intruder = await buildUser(ctx);
    await buildProfile(ctx, { user: intruder });
    const { profile, _id } = await buildWork(ctx, { profile: await buildProfile(ctx, { user: owner }), title: 'Mine' });
    const [before] = await workRows(profile._id);
    const res = await as(ctx, intruder).delete(`/api/profile/works/${_id}`).expect(404);
    expect(res.body).toEqual(WORK_NOT_FOUND);
    expect(await workRows(profile._id)).toEqual([before]);
  });

  it('answers 404 for missing and malformed ids', async () => {
    const user = await buildUser(ctx);
    const { profile } = await buildWork(ctx, { profile: await buildProfile(ctx, { user }) });
    for (const id of [MISSING_ID, ...MALFORMED_IDS]) {
      const res = await as(ctx, user).delete(`/api/profile/works/${id}`).expect(404);
      expect(res.body).toEqual(WORK_NOT_FOUND);
    }
    expect(await workRows(profile._id)).toHaveLength(1);
  });
});
