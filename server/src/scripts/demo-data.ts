import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { present } from '../lib/invariant';
import { actsOf, templateOf } from '../modules/outlines/current-story';
import { STATUSES } from '@three-act/contract/profile';
import { BEAT_KEYS, beatPosition } from '@three-act/contract/beats';
import { THREE_ACT_SHEET } from '@three-act/contract/built-in-sheets';
import { REPORT_THRESHOLD, SHEETS_PER_WRITER_MAX } from '@three-act/contract/limits';
import {
  beatText,
  bio,
  characterDescription,
  characterName,
  commentText,
  GENRES,
  group,
  noteText,
  noteTitle,
  place,
  postText,
  Random,
  sheetActs,
  sheetDescription,
  sheetName,
  storyTitle,
  workDescription,
  writerName,
} from './demo-text';

/** Every demo writer signs in with this password (printed by the script; never use demo data on a public site). */
export const DEMO_PASSWORD = 'three acts and a twist';
export const DEMO_EMAIL = (n: number) => `seed-${n}@example.org`;

export interface SeedOptions {
  users: number;
  posts: number;
  /** Beat sheets published to the shelf by this run's writers (at most 200 each, as the app allows). */
  sheets?: number;
  /** bcrypt hash of DEMO_PASSWORD, computed once by the caller and shared by every demo writer. */
  passwordHash: string;
  random?: Random;
  onProgress?: (message: string) => void;
}

export interface SeedSummary {
  firstEmail: string | null;
  lastEmail: string | null;
  users: number;
  outlines: number;
  characters: number;
  notes: number;
  profiles: number;
  works: number;
  posts: number;
  comments: number;
  likes: number;
  votes: number;
  postReports: number;
  commentReports: number;
  flaggedPosts: number;
  flaggedComments: number;
  sheets: number;
  sheetLikes: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Pick<Db, 'execute'>;

/** Every demo story is on the Three Act structure. */
const THREE_ACT_ACTS = JSON.stringify(actsOf(templateOf(THREE_ACT_SHEET)));

interface Column {
  name: string;
  type: 'uuid' | 'text' | 'boolean' | 'int4' | 'timestamptz';
  values: unknown[];
  /** How the unnested value becomes the column (default: as is). */
  expression?: (value: SQL) => SQL;
}

/**
 * One statement per table and batch: every column travels as one array parameter and is unnested
 * on the server, so 10 000 rows cost one round trip on both PGlite and PostgreSQL.
 */
async function insertRows(db: Executor, table: string, columns: Column[]) {
  if (!columns[0] || columns[0].values.length === 0) return;
  const aliases = columns.map((_, i) => sql.raw(`c${i}`));
  await db.execute(sql`
    INSERT INTO ${sql.identifier(table)} (${sql.join(
      columns.map((column) => sql.identifier(column.name)),
      sql`, `,
    )})
    SELECT ${sql.join(
      columns.map((column, i) => (column.expression ? column.expression(sql`t.${aliases[i]}`) : sql`t.${aliases[i]}`)),
      sql`, `,
    )}
    FROM unnest(${sql.join(
      columns.map((column) => sql`${sql.param(column.values)}::${sql.raw(column.type)}[]`),
      sql`, `,
    )}) AS t(${sql.join(aliases, sql`, `)})`);
}

/**
 * The counters of posts and comments are written directly with the rows they count, and the
 * search's word table once per batch, so those triggers are switched off inside the batch's
 * transaction (DDL is transactional: a failed batch leaves them on) instead of firing one UPDATE
 * per like and one word-table refresh per post and per comment.
 */
const BATCH_TRIGGERS = [
  ['posts', 'posts_terms_insert_trg'],
  ['posts', 'posts_terms_update_trg'],
  ['post_likes', 'post_likes_count_trg'],
  ['post_reports', 'post_reports_count_trg'],
  ['comments', 'comments_count_trg'],
  ['comment_votes', 'comment_votes_count_trg'],
  ['comment_reports', 'comment_reports_count_trg'],
  ['beat_sheet_likes', 'beat_sheet_likes_count_trg'],
] as const;

async function setBatchTriggers(tx: Tx, enabled: boolean) {
  for (const [table, trigger] of BATCH_TRIGGERS) {
    await tx.execute(
      sql`ALTER TABLE ${sql.identifier(table)} ${sql.raw(enabled ? 'ENABLE' : 'DISABLE')} TRIGGER ${sql.identifier(trigger)}`,
    );
  }
}

const DAY = 24 * 60 * 60 * 1000;
const USER_BATCH = 2_000;
const POST_BATCH = 5_000;

/** The highest n of the seed-n@example.org writers already there, so a second run adds new ones. */
async function lastSeedNumber(db: Db): Promise<number> {
  const result = await db.execute(sql`
    SELECT coalesce(max(substring(email from '^seed-([0-9]{1,9})@example\\.org$')::int), 0) AS n
    FROM users WHERE email LIKE 'seed-%@example.org'`);
  return Number((result.rows[0] as { n: number | string }).n);
}

export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  // Checked before anything is written: the app keeps a writer to 200 sheets.
  const sheets = options.sheets ?? 0;
  if (sheets > options.users * SHEETS_PER_WRITER_MAX) {
    throw new Error(
      `Sheets need writers: at most ${SHEETS_PER_WRITER_MAX} each, so pass --users ${Math.ceil(sheets / SHEETS_PER_WRITER_MAX)} or more`,
    );
  }
  const r = options.random ?? new Random(crypto.randomInt(2 ** 31));
  const progress = options.onProgress ?? (() => {});
  const now = Date.now();
  const summary: SeedSummary = {
    firstEmail: null,
    lastEmail: null,
    users: 0,
    outlines: 0,
    characters: 0,
    notes: 0,
    profiles: 0,
    works: 0,
    posts: 0,
    comments: 0,
    likes: 0,
    votes: 0,
    postReports: 0,
    commentReports: 0,
    flaggedPosts: 0,
    flaggedComments: 0,
    sheets: 0,
    sheetLikes: 0,
  };

  const first = (await lastSeedNumber(db)) + 1;
  const userIds: string[] = [];
  const userNames: string[] = [];

  for (let start = 0; start < options.users; start += USER_BATCH) {
    const count = Math.min(USER_BATCH, options.users - start);
    const users = { id: [] as string[], name: [] as string[], email: [] as string[], created: [] as string[] };
    const outline = {
      id: [] as string[],
      user: [] as string[],
      title: [] as string[],
    };
    const beat = {
      outline: [] as string[],
      act: [] as number[],
      position: [] as number[],
      key: [] as string[],
      text: [] as (string | null)[],
      version: [] as number[],
    };
    const character = {
      id: [] as string[],
      outline: [] as string[],
      user: [] as string[],
      name: [] as string[],
      desc: [] as string[],
      photo: [] as string[],
      protag: [] as boolean[],
      created: [] as string[],
    };
    const note = { character: [] as string[], title: [] as string[], text: [] as string[], created: [] as string[] };
    const profile = {
      id: [] as string[],
      user: [] as string[],
      status: [] as string[],
      company: [] as (string | null)[],
      website: [] as (string | null)[],
      location: [] as (string | null)[],
      genres: [] as string[],
      bio: [] as (string | null)[],
    };
    const work = {
      profile: [] as string[],
      title: [] as string[],
      author: [] as string[],
      genre: [] as string[],
      desc: [] as string[],
    };

    for (let i = 0; i < count; i += 1) {
      const n = first + start + i;
      const id = crypto.randomUUID();
      const name = writerName(r);
      const joined = now - (400 + r.next() * 600) * DAY;
      userIds.push(id);
      userNames.push(name);
      users.id.push(id);
      users.name.push(name);
      users.email.push(DEMO_EMAIL(n));
      users.created.push(new Date(joined).toISOString());

      if (r.chance(0.75)) {
        const outlineId = crypto.randomUUID();
        outline.id.push(outlineId);
        outline.user.push(id);
        outline.title.push(storyTitle(r));
        const hero = characterName(r);
        // Some outlines are nearly done, most are somewhere in Act I or II.
        const filled = Math.floor(BEAT_KEYS.length * Math.min(1, r.next() * 1.3));
        BEAT_KEYS.forEach((key, index) => {
          const text = index < filled || r.chance(0.1) ? beatText(r, hero.split(' ')[0] ?? hero) : null;
          const { act, index: position } = beatPosition(key);
          beat.outline.push(outlineId);
          beat.act.push(act - 1);
          beat.position.push(position - 1);
          beat.key.push(key);
          beat.text.push(text);
          beat.version.push(text === null ? 0 : 1);
        });
        const characterCount = r.int(5);
        for (let c = 0; c < characterCount; c += 1) {
          const characterId = crypto.randomUUID();
          const characterNameText = c === 0 ? hero : characterName(r);
          const created = joined + (1 + c) * DAY;
          character.id.push(characterId);
          character.outline.push(outlineId);
          character.user.push(id);
          character.name.push(characterNameText);
          character.desc.push(characterDescription(r, characterNameText));
          character.photo.push(`https://images.example.org/characters/${1 + r.int(500)}.jpg`);
          character.protag.push(c === 0);
          character.created.push(new Date(created).toISOString());
          for (let k = r.int(4); k > 0; k -= 1) {
            note.character.push(characterId);
            note.title.push(noteTitle(r));
            note.text.push(noteText(r));
            note.created.push(new Date(created + k * 60_000).toISOString());
          }
        }
      }

      if (r.chance(0.6)) {
        const profileId = crypto.randomUUID();
        const slug = name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]+/g, '');
        profile.id.push(profileId);
        profile.user.push(id);
        profile.status.push(r.pick(STATUSES));
        profile.company.push(r.chance(0.5) ? group(r) : null);
        profile.website.push(r.chance(0.4) ? `https://${slug}.example.org` : null);
        profile.location.push(r.chance(0.8) ? place(r) : null);
        profile.genres.push(
          [...new Set([r.pick(GENRES), r.pick(GENRES), r.pick(GENRES)].slice(0, 1 + r.int(3)))].join('|'),
        );
        profile.bio.push(r.chance(0.7) ? bio(r, name) : null);
        for (let w = r.chance(0.4) ? 1 + r.int(3) : 0; w > 0; w -= 1) {
          work.profile.push(profileId);
          work.title.push(storyTitle(r));
          work.author.push(name);
          work.genre.push(r.pick(GENRES));
          work.desc.push(workDescription(r));
        }
      }
    }

    await db.transaction(async (tx) => {
      await insertRows(tx, 'users', [
        { name: 'id', type: 'uuid', values: users.id },
        { name: 'name', type: 'text', values: users.name },
        { name: 'email', type: 'text', values: users.email },
        { name: 'password_hash', type: 'text', values: users.id.map(() => options.passwordHash) },
        { name: 'email_verified', type: 'boolean', values: users.id.map(() => true) },
        { name: 'created_at', type: 'timestamptz', values: users.created },
      ]);
      await insertRows(tx, 'outlines', [
        { name: 'id', type: 'uuid', values: outline.id },
        { name: 'user_id', type: 'uuid', values: outline.user },
        { name: 'title', type: 'text', values: outline.title },
        { name: 'prompt_dismissed', type: 'boolean', values: outline.id.map(() => true) },
        // Each demo writer has one story: their current one.
        { name: 'current', type: 'boolean', values: outline.id.map(() => true) },
        { name: 'version', type: 'int4', values: outline.id.map(() => 1) },
        { name: 'title_version', type: 'int4', values: outline.id.map(() => 1) },
        {
          name: 'acts',
          type: 'text',
          values: outline.id.map(() => THREE_ACT_ACTS),
          expression: (value) => sql`${value}::jsonb`,
        },
      ]);
      await insertRows(tx, 'story_beats', [
        { name: 'outline_id', type: 'uuid', values: beat.outline },
        { name: 'act', type: 'int4', values: beat.act },
        { name: 'position', type: 'int4', values: beat.position },
        { name: 'key', type: 'text', values: beat.key },
        { name: 'text', type: 'text', values: beat.text },
        { name: 'version', type: 'int4', values: beat.version },
      ]);
      await insertRows(tx, 'characters', [
        { name: 'id', type: 'uuid', values: character.id },
        { name: 'outline_id', type: 'uuid', values: character.outline },
        { name: 'user_id', type: 'uuid', values: character.user },
        { name: 'name', type: 'text', values: character.name },
        { name: 'description', type: 'text', values: character.desc },
        { name: 'photo_url', type: 'text', values: character.photo },
        { name: 'protag', type: 'boolean', values: character.protag },
        { name: 'created_at', type: 'timestamptz', values: character.created },
      ]);
      await insertRows(tx, 'notes', [
        { name: 'character_id', type: 'uuid', values: note.character },
        { name: 'note_title', type: 'text', values: note.title },
        { name: 'note_text', type: 'text', values: note.text },
        { name: 'created_at', type: 'timestamptz', values: note.created },
      ]);
      await insertRows(tx, 'profiles', [
        { name: 'id', type: 'uuid', values: profile.id },
        { name: 'user_id', type: 'uuid', values: profile.user },
        { name: 'status', type: 'text', values: profile.status },
        { name: 'company', type: 'text', values: profile.company },
        { name: 'website', type: 'text', values: profile.website },
        { name: 'location', type: 'text', values: profile.location },
        // A text[] column cannot be unnested from a 2-D array: each row's genres travel as "a|b".
        {
          name: 'genres',
          type: 'text',
          values: profile.genres,
          expression: (value) => sql`string_to_array(${value}, '|')`,
        },
        { name: 'bio', type: 'text', values: profile.bio },
      ]);
      await insertRows(tx, 'works', [
        { name: 'profile_id', type: 'uuid', values: work.profile },
        { name: 'title', type: 'text', values: work.title },
        { name: 'author', type: 'text', values: work.author },
        { name: 'genre', type: 'text', values: work.genre },
        { name: 'description', type: 'text', values: work.desc },
      ]);
    });
    summary.users += count;
    summary.outlines += outline.id.length;
    summary.characters += character.id.length;
    summary.notes += note.character.length;
    summary.profiles += profile.id.length;
    summary.works += work.profile.length;
    progress(`writers: ${summary.users} of ${options.users}`);
  }
  if (options.users > 0) {
    summary.firstEmail = DEMO_EMAIL(first);
    summary.lastEmail = DEMO_EMAIL(first + options.users - 1);
  }

  if (options.sheets) await seedSheets(db, r, userIds, options.sheets, now, summary, progress);
  if (options.posts === 0) return summary;
  if (userIds.length === 0) throw new Error('Posts need writers: pass --users 1 or more');

  const U = userIds.length;
  // A few posts and comments reach the report threshold, so the moderation queue has work.
  const canFlag = U >= REPORT_THRESHOLD;
  const flaggedPostTarget = canFlag ? Math.max(2, Math.round(options.posts * 0.002)) : 0;
  const flaggedPosts = new Set(r.distinct(Math.min(flaggedPostTarget, options.posts), options.posts));
  const likeCap = Math.min(U, 25);

  for (let start = 0; start < options.posts; start += POST_BATCH) {
    const count = Math.min(POST_BATCH, options.posts - start);
    const post = {
      id: [] as string[],
      user: [] as string[],
      text: [] as string[],
      likes: [] as number[],
      reports: [] as number[],
      comments: [] as number[],
      created: [] as string[],
    };
    const like = { post: [] as string[], user: [] as string[], created: [] as string[] };
    const report = { post: [] as string[], user: [] as string[], created: [] as string[] };
    const comment = {
      id: [] as string[],
      post: [] as string[],
      user: [] as string[],
      text: [] as string[],
      votes: [] as number[],
      reports: [] as number[],
      created: [] as string[],
    };
    const vote = { comment: [] as string[], user: [] as string[], created: [] as string[] };
    const commentReport = { comment: [] as string[], user: [] as string[], created: [] as string[] };

    /** Picks `n` distinct writers and records their rows (like, report, vote) at random times after `from`. */
    const addUsers = (
      rows: { user: string[]; created: string[] },
      item: string[],
      itemId: string,
      n: number,
      from: number,
    ) => {
      for (const u of r.distinct(n, U)) {
        item.push(itemId);
        rows.user.push(present(userIds[u], 'a user id'));
        rows.created.push(new Date(from + r.next() * (now - from)).toISOString());
      }
      return Math.min(n, U);
    };

    for (let i = 0; i < count; i += 1) {
      const id = crypto.randomUUID();
      const created = now - r.next() * 365 * DAY;
      // Most posts get a few likes, a few get many: the first page is the popular tail.
      const likes = r.chance(0.45) ? 0 : 1 + Math.floor(likeCap * r.next() ** 5);
      const flagged = flaggedPosts.has(start + i);
      const reports = flagged ? REPORT_THRESHOLD + r.int(3) : r.chance(0.01) ? 1 + r.int(2) : 0;
      post.id.push(id);
      post.user.push(present(userIds[r.int(U)], 'a user id'));
      post.text.push(postText(r));
      post.created.push(new Date(created).toISOString());
      post.likes.push(addUsers(like, like.post, id, likes, created));
      post.reports.push(addUsers(report, report.post, id, reports, created));

      const comments = r.chance(0.5) ? 0 : 1 + Math.floor(4 * r.next() ** 2);
      for (let c = 0; c < comments; c += 1) {
        const commentId = crypto.randomUUID();
        const commentCreated = created + r.next() * Math.min(7 * DAY, now - created);
        const votes = r.chance(0.6) ? 0 : 1 + Math.floor(Math.min(U, 6) * r.next() ** 3);
        const commentFlagged = canFlag && (summary.flaggedComments < 2 || r.chance(0.002));
        if (commentFlagged) summary.flaggedComments += 1;
        const commentReports = commentFlagged ? REPORT_THRESHOLD + r.int(2) : r.chance(0.01) ? 1 : 0;
        comment.id.push(commentId);
        comment.post.push(id);
        comment.user.push(present(userIds[r.int(U)], 'a user id'));
        comment.text.push(commentText(r));
        comment.created.push(new Date(commentCreated).toISOString());
        comment.votes.push(addUsers(vote, vote.comment, commentId, votes, commentCreated));
        comment.reports.push(addUsers(commentReport, commentReport.comment, commentId, commentReports, commentCreated));
      }
      post.comments.push(comments);
    }

    await db.transaction(async (tx) => {
      await setBatchTriggers(tx, false);
      await insertRows(tx, 'posts', [
        { name: 'id', type: 'uuid', values: post.id },
        { name: 'user_id', type: 'uuid', values: post.user },
        { name: 'text', type: 'text', values: post.text },
        { name: 'like_count', type: 'int4', values: post.likes },
        { name: 'report_count', type: 'int4', values: post.reports },
        { name: 'comment_count', type: 'int4', values: post.comments },
        { name: 'created_at', type: 'timestamptz', values: post.created },
      ]);
      const toggleRows = (item: string, rows: { user: string[]; created: string[] }, ids: string[]): Column[] => [
        { name: item, type: 'uuid', values: ids },
        { name: 'user_id', type: 'uuid', values: rows.user },
        { name: 'created_at', type: 'timestamptz', values: rows.created },
      ];
      await insertRows(tx, 'post_likes', toggleRows('post_id', like, like.post));
      await insertRows(tx, 'post_reports', toggleRows('post_id', report, report.post));
      await insertRows(tx, 'comments', [
        { name: 'id', type: 'uuid', values: comment.id },
        { name: 'post_id', type: 'uuid', values: comment.post },
        { name: 'user_id', type: 'uuid', values: comment.user },
        { name: 'text', type: 'text', values: comment.text },
        { name: 'vote_count', type: 'int4', values: comment.votes },
        { name: 'report_count', type: 'int4', values: comment.reports },
        { name: 'created_at', type: 'timestamptz', values: comment.created },
      ]);
      await insertRows(tx, 'comment_votes', toggleRows('comment_id', vote, vote.comment));
      await insertRows(tx, 'comment_reports', toggleRows('comment_id', commentReport, commentReport.comment));
      // What the comments trigger would have kept: each post's latest activity and its search vector
      // with its comments' words (decision 135), and the vectors' words (decision 141), set for the
      // whole batch at once.
      await tx.execute(sql`
        UPDATE posts SET
          active_at = coalesce((SELECT max(c.created_at) FROM comments c WHERE c.post_id = posts.id), posts.created_at),
          search = post_search(posts.id, posts.text)
        WHERE posts.id = ANY(${sql.param(post.id)}::uuid[])`);
      await tx.execute(sql`
        INSERT INTO post_terms (post_id, lexeme, rank, created_at, visible)
        SELECT p.id, w.lexeme, term_rank(p.search, w.lexeme), p.created_at, p.report_count < ${sql.raw(String(REPORT_THRESHOLD))}
        FROM posts p, unnest(p.search) w
        WHERE p.id = ANY(${sql.param(post.id)}::uuid[])`);
      await setBatchTriggers(tx, true);
    });
    summary.posts += count;
    summary.comments += comment.id.length;
    summary.likes += like.post.length;
    summary.votes += vote.comment.length;
    summary.postReports += report.post.length;
    summary.commentReports += commentReport.comment.length;
    summary.flaggedPosts += post.reports.filter((n) => n >= REPORT_THRESHOLD).length;
    progress(`posts: ${summary.posts} of ${options.posts}`);
  }
  // Fresh statistics, so the planner sees the new size at once, and no dead rows: each post is written
  // twice above (its activity and search vector after its comments), and autovacuum would get there later, or, on
  // a server where it is off and on the embedded database, never (docs/benchmarks.md, ninth session).
  await db.execute(
    sql`VACUUM (ANALYZE) posts, post_terms, comments, post_likes, post_reports, comment_votes, comment_reports, users, sessions`,
  );
  return summary;
}

const SHEET_BATCH = 2_000;

/**
 * Published beat sheets on the shelf (docs/decisions/156-beat-sheet-shelf.md), spread evenly over
 * this run's writers, with likes as rows (their counter written directly, its trigger off in the
 * batch): most have none, a few many, so the top order's first page is the popular tail.
 */
async function seedSheets(
  db: Db,
  r: Random,
  userIds: string[],
  count: number,
  now: number,
  summary: SeedSummary,
  progress: (message: string) => void,
) {
  const U = userIds.length;
  const likeCap = Math.min(U, 25);
  for (let start = 0; start < count; start += SHEET_BATCH) {
    const size = Math.min(SHEET_BATCH, count - start);
    const sheet = {
      id: [] as string[],
      user: [] as string[],
      name: [] as string[],
      description: [] as string[],
      acts: [] as string[],
      likes: [] as number[],
      published: [] as string[],
    };
    const like = { sheet: [] as string[], user: [] as string[], created: [] as string[] };
    for (let i = 0; i < size; i += 1) {
      const id = crypto.randomUUID();
      const published = now - r.next() * 365 * DAY;
      const likes = r.chance(0.5) ? 0 : 1 + Math.floor(likeCap * r.next() ** 5);
      sheet.id.push(id);
      sheet.user.push(present(userIds[(start + i) % U], 'a user id'));
      sheet.name.push(sheetName(r));
      sheet.description.push(sheetDescription(r));
      sheet.acts.push(JSON.stringify(sheetActs(r)));
      sheet.published.push(new Date(published).toISOString());
      for (const u of r.distinct(likes, U)) {
        like.sheet.push(id);
        like.user.push(present(userIds[u], 'a user id'));
        like.created.push(new Date(published + r.next() * (now - published)).toISOString());
      }
      sheet.likes.push(Math.min(likes, U));
    }
    await db.transaction(async (tx) => {
      await setBatchTriggers(tx, false);
      await insertRows(tx, 'beat_sheets', [
        { name: 'id', type: 'uuid', values: sheet.id },
        { name: 'user_id', type: 'uuid', values: sheet.user },
        { name: 'name', type: 'text', values: sheet.name },
        { name: 'description', type: 'text', values: sheet.description },
        { name: 'acts', type: 'text', values: sheet.acts, expression: (value) => sql`${value}::jsonb` },
        { name: 'likes', type: 'int4', values: sheet.likes },
        { name: 'published_at', type: 'timestamptz', values: sheet.published },
        { name: 'created_at', type: 'timestamptz', values: sheet.published },
      ]);
      await insertRows(tx, 'beat_sheet_likes', [
        { name: 'sheet_id', type: 'uuid', values: like.sheet },
        { name: 'user_id', type: 'uuid', values: like.user },
        { name: 'created_at', type: 'timestamptz', values: like.created },
      ]);
      await setBatchTriggers(tx, true);
    });
    summary.sheets += size;
    summary.sheetLikes += like.sheet.length;
    progress(`sheets: ${summary.sheets} of ${count}`);
  }
  await db.execute(sql`ANALYZE beat_sheets, beat_sheet_likes`);
}
