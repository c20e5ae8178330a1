import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../../src/db/client';
import { actsOf, insertStoryBeats, templateOf } from '../../src/modules/outlines/current-story';
import { THREE_ACT_SHEET } from '@three-act/contract/built-in-sheets';
import { characters, comments, notes, outlines, postLikes, posts, users } from '../../src/db/schema';
import { BEAT_KEYS } from '@three-act/contract/beats';
import { storyRows } from '../builders';
import { createPgDatabase, postgresUrl, startServer, type ServerProcess } from './processes';

/**
 * kill -9 the server in the middle of 1 000 concurrent writes, restart it on the same data, and
 * check that every write that was answered 2xx is there and that nothing is half-written: the
 * trigger-kept counters equal their join rows, every outline save is whole, and every row the
 * writes made is exactly what its request sent. Requests that got no answer may or may not be there.
 */

const WRITERS = 40;
const SEED_POSTS = 25;
const PASSWORD = 'plot twist at midnight';
const CONCURRENCY = 100;
const OUTLINE_FIELDS = ['title', ...BEAT_KEYS] as const;
const KINDS = ['like', 'post', 'comment', 'note', 'character', 'outline'] as const;
const MIN_ACKED_PER_KIND = 5;

/** One write the load generator sends; `state` is what the client saw. */
interface Write {
  kind: (typeof KINDS)[number];
  writer: number;
  n: number;
  method: string;
  path: string;
  body?: Record<string, unknown>;
  /** For likes: the post; for comments: the post; for notes: the character. */
  target?: string;
  state: 'unsent' | 'acked' | 'refused' | 'no-answer';
  status?: number;
  /** The new post's id, from an acknowledged answer that arrived whole. */
  createdId?: string;
}

interface Seeded {
  userIds: string[];
  emails: string[];
  postIds: string[];
  characterIds: string[];
}

const emailOf = (i: number) => `fault-writer-${i}@example.org`;
const outlineSave = (writer: number, version: number) =>
  Object.fromEntries(OUTLINE_FIELDS.map((field) => [field, `w${writer} v${version} ${field} — the storm breaks`]));
const postText = (n: number) => `fault post ${n}: ${'an idea worth a thousand words. '.repeat(8).trim()}`;
const commentText = (n: number) => `fault comment ${n}: what if the mentor lies?`;
const noteOf = (n: number) => ({
  noteTitle: `fault note ${n}`,
  noteText: `note body ${n}: ${'she remembers the lighthouse. '.repeat(5).trim()}`,
});
const characterOf = (n: number) => ({
  name: `Fault Character ${n}`,
  desc: `<p>Character ${n} <strong>wants</strong> the crown.</p>`,
  photoUrl: `https://images.example.org/${n}.jpg`,
  protag: n % 2 === 0,
});

/** Writers (verified), posts to like and comment on, an outline (version 0) and a character each. */
async function seed(db: Db): Promise<Seeded> {
  const passwordHash = bcrypt.hashSync(PASSWORD, 4);
  const emails = Array.from({ length: WRITERS }, (_, i) => emailOf(i));
  const userRows = await db
    .insert(users)
    .values(emails.map((email, i) => ({ name: `Fault Writer ${i}`, email, passwordHash, emailVerified: true })))
    .returning({ id: users.id, email: users.email });
  const userIds = emails.map((email) => userRows.find((row) => row.email === email)!.id);
  const postRows = await db
    .insert(posts)
    .values(Array.from({ length: SEED_POSTS }, (_, i) => ({ userId: userIds[i % WRITERS]!, text: `seed post ${i}` })))
    .returning({ id: posts.id });
  // Each story on the built-in Three Act structure, its beats' texts at version 0.
  const template = templateOf(THREE_ACT_SHEET);
  const outlineRows = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(outlines)
      .values(
        userIds.map((userId, i) => ({ userId, current: true, title: outlineSave(i, 0).title, acts: actsOf(template) })),
      )
      .returning({ id: outlines.id, userId: outlines.userId });
    for (const row of rows) {
      await insertStoryBeats(tx, row.id, template, { texts: outlineSave(userIds.indexOf(row.userId), 0) });
    }
    return rows;
  });
  const characterRows = await db
    .insert(characters)
    .values(
      userIds.map((userId) => ({
        userId,
        outlineId: outlineRows.find((row) => row.userId === userId)!.id,
        name: 'Seed Character',
        desc: '<p>seed</p>',
        photoUrl: 'https://images.example.org/seed.jpg',
      })),
    )
    .returning({ id: characters.id, userId: characters.userId });
  return {
    userIds,
    emails,
    postIds: postRows.map((row) => row.id),
    characterIds: userIds.map((userId) => characterRows.find((row) => row.userId === userId)!.id),
  };
}

/** A deterministic shuffle from a seed, so a failing run can be repeated. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * 1 000 writes: 500 likes (distinct writer × post pairs, so an acknowledged like must be a row),
 * 80 new posts, 120 comments, 100 notes, 50 characters, and 150 outline saves that each rewrite all
 * 33 fields with one version mark. A writer's outline saves go one after another (a chain), so
 * the stored version must be the last acknowledged one or the one in flight after it.
 */
function planWrites(seeded: Seeded, seed: number) {
  const independent: Write[] = [];
  const pairs = shuffle(
    seeded.userIds.flatMap((_, writer) => seeded.postIds.map((postId) => ({ writer, postId }))),
    seed,
  ).slice(0, 500);
  pairs.forEach(({ writer, postId }, n) =>
    independent.push({
      kind: 'like',
      writer,
      n,
      method: 'PUT',
      path: `/api/posts/like/${postId}`,
      target: postId,
      state: 'unsent',
    }),
  );
  for (let n = 0; n < 80; n += 1) {
    independent.push({
      kind: 'post',
      writer: n % WRITERS,
      n,
      method: 'POST',
      path: '/api/posts',
      body: { text: postText(n) },
      state: 'unsent',
    });
  }
  for (let n = 0; n < 120; n += 1) {
    const postId = seeded.postIds[(n * 7) % SEED_POSTS];
    independent.push({
      kind: 'comment',
      writer: n % WRITERS,
      n,
      method: 'PUT',
      path: `/api/posts/comment/${postId}`,
      body: { text: commentText(n) },
      target: postId,
      state: 'unsent',
    });
  }
  for (let n = 0; n < 100; n += 1) {
    const writer = n % WRITERS;
    const characterId = seeded.characterIds[writer];
    independent.push({
      kind: 'note',
      writer,
      n,
      method: 'PUT',
      path: `/api/outlines/characters/note/${characterId}`,
      body: noteOf(n),
      target: characterId,
      state: 'unsent',
    });
  }
  for (let n = 0; n < 50; n += 1) {
    independent.push({
      kind: 'character',
      writer: n % WRITERS,
      n,
      method: 'PUT',
      path: '/api/outlines/characters',
      body: characterOf(n),
      state: 'unsent',
    });
  }
  // 150 saves: writers 0–29 save four times, 30–39 three times; version numbers start at 1.
  const chains: Write[][] = seeded.userIds.map((_, writer) =>
    Array.from({ length: writer < 30 ? 4 : 3 }, (__, k) => ({
      kind: 'outline' as const,
      writer,
      n: k + 1,
      method: 'POST',
      path: '/api/outlines',
      body: outlineSave(writer, k + 1),
      state: 'unsent' as const,
    })),
  );
  return { independent: shuffle(independent, seed + 1), chains };
}

interface LoadResult {
  writes: Write[];
  killAt: number;
  ackedAtKill: number;
  inFlightAtKill: number;
  loadMs: number;
}

/** Sends the writes (CONCURRENCY workers plus one chain per writer) and SIGKILLs the server at the `killAt`-th acknowledgement. */
async function writeUntilKilled(
  server: ServerProcess,
  tokens: string[],
  plan: ReturnType<typeof planWrites>,
  killAt: number,
): Promise<LoadResult> {
  let acked = 0;
  let inFlight = 0;
  let killed = false;
  let ackedAtKill = 0;
  let inFlightAtKill = 0;
  const ackedByKind = new Map<Write['kind'], number>();
  const started = Date.now();

  const send = async (write: Write) => {
    if (killed) return;
    inFlight += 1;
    try {
      const res = await fetch(`${server.url}${write.path}`, {
        method: write.method,
        headers: { 'content-type': 'application/json', 'x-auth-token': tokens[write.writer]! },
        body: write.body ? JSON.stringify(write.body) : undefined,
        signal: AbortSignal.timeout(60_000),
      });
      // Headers are sent after the handler's last await: a 2xx status means the write committed.
      write.status = res.status;
      write.state = res.ok ? 'acked' : 'refused';
      if (res.ok) {
        acked += 1;
        ackedByKind.set(write.kind, (ackedByKind.get(write.kind) ?? 0) + 1);
        // Past the chosen point, and once every kind of write has answers to check (under this load the
        // embedded database answers the heavier outline saves late), the server dies mid-traffic.
        if (acked >= killAt && !killed && KINDS.every((kind) => (ackedByKind.get(kind) ?? 0) >= MIN_ACKED_PER_KIND)) {
          killed = true;
          server.child.kill('SIGKILL');
          ackedAtKill = acked;
          inFlightAtKill = inFlight - 1;
        }
      }
      const body = await res.text().catch(() => '');
      if (res.ok && write.kind === 'post') {
        try {
          write.createdId = (JSON.parse(body) as { _id: string })._id;
        } catch {
          // the answer was cut by the kill after its status arrived: the database check still covers it
        }
      }
    } catch {
      write.state = 'no-answer';
    } finally {
      inFlight -= 1;
    }
  };

  const queue = [...plan.independent];
  const worker = async () => {
    while (!killed && queue.length > 0) await send(queue.shift()!);
  };
  const chain = async (saves: Write[]) => {
    for (const save of saves) {
      if (killed) return;
      await send(save);
    }
  };
  // The chains start first: otherwise the workers' stream of light requests keeps them waiting on PGlite.
  await Promise.all([...plan.chains.map(chain), ...Array.from({ length: CONCURRENCY }, worker)]);
  return {
    writes: [...plan.independent, ...plan.chains.flat()],
    killAt,
    ackedAtKill,
    inFlightAtKill,
    loadMs: Date.now() - started,
  };
}

async function logIn(server: ServerProcess, emails: string[]): Promise<string[]> {
  return Promise.all(
    emails.map(async (email) => {
      const res = await fetch(`${server.url}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const body = await res.text();
      // A failed sign-in names the server's own words, which say why.
      if (res.status !== 200)
        throw new Error(`sign-in answered ${res.status} ${body}; the server said: ${server.output()}`);
      return (JSON.parse(body) as { token: string }).token;
    }),
  );
}

interface Check {
  acked: number;
  ackedFound: number;
  unanswered: number;
  unansweredFound: number;
}

/** Everything the writes should have left, read straight from the database after the restart. */
async function verify(db: Db, seeded: Seeded, writes: Write[]) {
  const byKind = (kind: Write['kind']) => writes.filter((w) => w.kind === kind && w.state !== 'unsent');
  const tally = (list: Write[], found: (w: Write) => boolean): Check => {
    const acked = list.filter((w) => w.state === 'acked');
    const unanswered = list.filter((w) => w.state === 'no-answer');
    return {
      acked: acked.length,
      ackedFound: acked.filter(found).length,
      unanswered: unanswered.length,
      unansweredFound: unanswered.filter(found).length,
    };
  };

  // Likes: one row per pair at most; an acknowledged pair must be there.
  const likeRows = await db.select({ postId: postLikes.itemId, userId: postLikes.userId }).from(postLikes);
  const likeKeys = new Set(likeRows.map((row) => `${row.postId}|${row.userId}`));
  expect(likeKeys.size).toBe(likeRows.length);
  const likes = tally(byKind('like'), (w) => likeKeys.has(`${w.target}|${seeded.userIds[w.writer]}`));
  const sentLikes = new Set(byKind('like').map((w) => `${w.target}|${seeded.userIds[w.writer]}`));
  expect(likeRows.filter((row) => !sentLikes.has(`${row.postId}|${row.userId}`))).toEqual([]);

  // New posts: each exactly as sent, by its writer, at most once.
  const postRows = await db
    .select({ text: posts.text, userId: posts.userId })
    .from(posts)
    .where(sql`${posts.text} LIKE 'fault post %'`);
  const postsByText = new Map(postRows.map((row) => [row.text, row]));
  expect(postsByText.size).toBe(postRows.length);
  const sentPosts = new Map(byKind('post').map((w) => [postText(w.n), w]));
  for (const row of postRows) expect(seeded.userIds[sentPosts.get(row.text)?.writer ?? -1]).toBe(row.userId);
  const newPosts = tally(byKind('post'), (w) => postsByText.has(postText(w.n)));

  // Comments: on the post they were sent to, by their writer, at most once.
  const commentRows = await db
    .select({ text: comments.text, postId: comments.postId, userId: comments.userId })
    .from(comments)
    .where(sql`${comments.text} LIKE 'fault comment %'`);
  const commentsByText = new Map(commentRows.map((row) => [row.text, row]));
  expect(commentsByText.size).toBe(commentRows.length);
  const sentComments = new Map(byKind('comment').map((w) => [commentText(w.n), w]));
  for (const row of commentRows) {
    const write = sentComments.get(row.text);
    expect({ postId: row.postId, userId: row.userId }).toEqual({
      postId: write?.target,
      userId: seeded.userIds[write?.writer ?? -1],
    });
  }
  const newComments = tally(byKind('comment'), (w) => commentsByText.has(commentText(w.n)));

  // Notes: title and text together, on the right character, at most once.
  const noteRows = await db
    .select({ noteTitle: notes.noteTitle, noteText: notes.noteText, characterId: notes.characterId })
    .from(notes)
    .where(sql`${notes.noteTitle} LIKE 'fault note %'`);
  const notesByTitle = new Map(noteRows.map((row) => [row.noteTitle, row]));
  expect(notesByTitle.size).toBe(noteRows.length);
  const sentNotes = new Map(byKind('note').map((w) => [noteOf(w.n).noteTitle, w]));
  for (const row of noteRows) {
    const write = sentNotes.get(row.noteTitle)!;
    expect(row).toEqual({ ...noteOf(write.n), characterId: write.target });
  }
  const newNotes = tally(byKind('note'), (w) => notesByTitle.has(noteOf(w.n).noteTitle));

  // Characters: every field as sent, in the writer's own outline.
  const characterRows = await db
    .select({
      name: characters.name,
      desc: characters.desc,
      photoUrl: characters.photoUrl,
      protag: characters.protag,
      userId: characters.userId,
      outlineUser: outlines.userId,
    })
    .from(characters)
    .innerJoin(outlines, eq(outlines.id, characters.outlineId))
    .where(sql`${characters.name} LIKE 'Fault Character %'`);
  const charactersByName = new Map(characterRows.map((row) => [row.name, row]));
  expect(charactersByName.size).toBe(characterRows.length);
  const sentCharacters = new Map(byKind('character').map((w) => [characterOf(w.n).name, w]));
  for (const row of characterRows) {
    const write = sentCharacters.get(row.name)!;
    const userId = seeded.userIds[write.writer];
    expect(row).toEqual({ ...characterOf(write.n), userId, outlineUser: userId });
  }
  const newCharacters = tally(byKind('character'), (w) => charactersByName.has(characterOf(w.n).name));

  // Outlines: all 33 fields from one save; that save is the last acknowledged one or the one after it.
  const outlineRows = await storyRows({ db }, inArray(outlines.userId, seeded.userIds));
  expect(outlineRows).toHaveLength(WRITERS);
  let outlineVersionsChecked = 0;
  for (const row of outlineRows) {
    const writer = seeded.userIds.indexOf(row.userId);
    const values = OUTLINE_FIELDS.map((field) => row[field]);
    const version = Number(/^w\d+ v(\d+) /.exec(values[0] ?? '')?.[1]);
    expect(values).toEqual(Object.values(outlineSave(writer, version)));
    const saves = writes.filter((w) => w.kind === 'outline' && w.writer === writer);
    const lastAcked = Math.max(0, ...saves.filter((w) => w.state === 'acked').map((w) => w.n));
    const allowed = [
      lastAcked,
      ...saves.filter((w) => w.n === lastAcked + 1 && w.state === 'no-answer').map((w) => w.n),
    ];
    expect(allowed).toContain(version);
    outlineVersionsChecked += 1;
  }
  const outlineSaves = {
    acked: byKind('outline').filter((w) => w.state === 'acked').length,
    unanswered: byKind('outline').filter((w) => w.state === 'no-answer').length,
    writersChecked: outlineVersionsChecked,
  };

  // Counters kept by triggers equal their join rows, for every post and comment.
  const postCounters = (
    await db.execute(sql`
      SELECT p.id,
        p.like_count = (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id) AS likes_ok,
        p.comment_count = (SELECT count(*) FROM comments c WHERE c.post_id = p.id) AS comments_ok,
        p.report_count = (SELECT count(*) FROM post_reports r WHERE r.post_id = p.id) AS reports_ok
      FROM posts p`)
  ).rows as { id: string; likes_ok: boolean; comments_ok: boolean; reports_ok: boolean }[];
  expect(postCounters.filter((row) => !(row.likes_ok && row.comments_ok && row.reports_ok))).toEqual([]);
  const commentCounters = (
    await db.execute(sql`
      SELECT c.id FROM comments c
      WHERE c.vote_count <> (SELECT count(*) FROM comment_votes v WHERE v.comment_id = c.id)
         OR c.report_count <> (SELECT count(*) FROM comment_reports r WHERE r.comment_id = c.id)`)
  ).rows;
  expect(commentCounters).toEqual([]);
  const [{ likeTotal }] = (await db.execute(sql`SELECT coalesce(sum(like_count), 0)::int AS "likeTotal" FROM posts`))
    .rows as [
    {
      likeTotal: number;
    },
  ];
  expect(likeTotal).toBe(likeRows.length);

  for (const check of [likes, newPosts, newComments, newNotes, newCharacters])
    expect(check.ackedFound).toBe(check.acked);
  return {
    likes,
    newPosts,
    newComments,
    newNotes,
    newCharacters,
    outlineSaves,
    countersChecked: { posts: postCounters.length * 3, comments: (await db.$count(comments)) * 2 },
  };
}

interface Place {
  label: string;
  port: number;
  env: Record<string, string>;
  open(): Promise<Database>;
  lockFile?: string;
  cleanup(): Promise<void>;
}

async function runKillTest(place: Place) {
  const seeded = await (async () => {
    const database = await place.open();
    try {
      return await seed(database.db);
    } finally {
      await database.close();
    }
  })();
  const randomSeed = Number(process.env.FAULTS_SEED) || Math.floor(Math.random() * 2 ** 31);
  const killAt = 300 + (randomSeed % 301);
  const plan = planWrites(seeded, randomSeed);
  expect(plan.independent.length + plan.chains.flat().length).toBe(1000);

  const env = { BCRYPT_COST: '4', ...place.env };
  const first = await startServer(place.port, env);
  let second: ServerProcess | undefined;
  try {
    const tokens = await logIn(first, seeded.emails);
    const load = await writeUntilKilled(first, tokens, plan, killAt);
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    // The kill came mid-traffic: after the chosen point, with answers of every kind and requests still in flight.
    expect(load.ackedAtKill).toBeGreaterThanOrEqual(killAt);
    expect(load.inFlightAtKill).toBeGreaterThanOrEqual(20);
    // Before the kill every answer was a 2xx: no request was refused or failed on the server.
    expect(load.writes.filter((w) => w.state === 'refused').map((w) => `${w.kind} ${w.status}`)).toEqual([]);
    if (place.lockFile) expect(fs.readFileSync(place.lockFile, 'utf8')).toBe(String(first.pid));

    // Restart on the same data: a stale lock (dead pid) is taken over, crash recovery runs.
    const restartStarted = Date.now();
    second = await startServer(place.port, env);
    const restartMs = Date.now() - restartStarted;
    if (place.lockFile) expect(fs.readFileSync(place.lockFile, 'utf8')).toBe(String(second.pid));
    // Through the app: every acknowledged new post reads back as sent.
    const [token] = await logIn(second, [seeded.emails[0]!]);
    const readBack = load.writes.filter((w) => w.kind === 'post' && w.createdId);
    for (const write of readBack) {
      const res = await fetch(`${second.url}/api/posts/${write.createdId}`, { headers: { 'x-auth-token': token! } });
      expect({ status: res.status, text: ((await res.json()) as { text: string }).text }).toEqual({
        status: 200,
        text: postText(write.n),
      });
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    if (place.lockFile) expect(fs.existsSync(place.lockFile)).toBe(false);

    const database = await place.open();
    let figures: Awaited<ReturnType<typeof verify>>;
    try {
      figures = await verify(database.db, seeded, load.writes);
    } finally {
      await database.close();
    }
    const sent = load.writes.filter((w) => w.state !== 'unsent').length;
    console.log(
      [
        `kill -9 on ${place.label} (seed ${randomSeed}): ${sent} writes sent in ${load.loadMs} ms, ` +
          `SIGKILL at ack ${load.ackedAtKill} (chosen ≥ ${killAt}) with ${load.inFlightAtKill} requests in flight; restart ${restartMs} ms`,
        ...Object.entries(figures).map(([kind, value]) => `  ${kind}: ${JSON.stringify(value)}`),
        `  acknowledged new posts read back through the API after the restart: ${readBack.length}`,
      ].join('\n'),
    );
  } finally {
    first.kill();
    second?.kill();
  }
}

const places: Place[] = [];
afterAll(async () => {
  for (const place of places) await place.cleanup();
});

describe('kill -9 during 1 000 concurrent writes, then restart on the same data', () => {
  it('embedded database (PGlite in a DATA_DIR): every acknowledged write is there, nothing half-written', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-kill-'));
    const place: Place = {
      label: 'the embedded database',
      port: 5091,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      lockFile: path.join(dataDir, 'db', 'three-act.lock'),
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
    places.push(place);
    await runKillTest(place);
  });

  if (postgresUrl()) {
    it('PostgreSQL (a fresh database): every acknowledged write is there, nothing half-written', async () => {
      const database = await createPgDatabase('three_act_kill');
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-kill-pg-'));
      const place: Place = {
        label: 'PostgreSQL',
        port: 5092,
        env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
        open: () => openDatabase({ databaseUrl: database.url, poolSize: 2 }),
        cleanup: async () => {
          await database.drop();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
      places.push(place);
      await runKillTest(place);
    });
  }
});

// The embedded database refusing a second process on the same DATA_DIR is covered by
// test/server-process.test.ts (run by npm test); the restart above adds the other half: a lock
// left by a killed process is taken over.
