import type { BeatKey } from '@three-act/contract/beats';
import { THREE_ACT_SHEET } from '@three-act/contract/built-in-sheets';
import type { CodexEntry, CreateEntryBody, CreateRelationshipBody, PutKindBody } from '@three-act/contract/codex';
import type { ReportReason } from '@three-act/contract/posts-list';
import type { MemberRole } from '@three-act/contract/members';
import type { Role } from '@three-act/contract/roles';
import type { Story } from '@three-act/contract/story-structure';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import request from 'supertest';
import {
  beatSheets,
  characters,
  commentReports,
  commentVotes,
  comments,
  notes,
  notifications,
  outlines,
  postLikes,
  postReports,
  posts,
  profiles,
  storyBeats,
  storyMembers,
  users,
  works,
} from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { createSessionService } from '../src/modules/auth/session.service';
import { createSessionCache } from '../src/modules/auth/session-cache';
import { recordRevisions } from '../src/modules/outlines/revisions';
import { actsOf, insertStoryBeats, templateOf } from '../src/modules/outlines/current-story';
import { notifyComment } from '../src/modules/notifications/notify';
import type { TestUser } from './factories';
import type { TestContext } from './test-app';

let counter = 0;
let lastCreated = 0;

/**
 * Characters, notes, works and comments a test builds one after another are created in that order,
 * as through the API (their lists show them oldest first): two inserts within one millisecond would
 * tie on created_at, and a list ordered by it would fall back to the random ids.
 */
function nextCreatedAt(): Date {
  lastCreated = Math.max(Date.now(), lastCreated + 1);
  return new Date(lastCreated);
}
const hashes = new Map<string, Promise<string>>();

/** One bcrypt hash per password and cost per test process: builders insert it, they never hash again. */
function hashOf(password: string, cost: number): Promise<string> {
  const key = `${cost}:${password}`;
  let hash = hashes.get(key);
  if (!hash) {
    hash = hashPassword(password, cost);
    hashes.set(key, hash);
  }
  return hash;
}

export interface UserOptions {
  name?: string;
  email?: string;
  password?: string;
  verified?: boolean;
  role?: Role;
}

/**
 * A writer inserted straight into the database with a real session, so requests authenticate
 * exactly as after a sign-up, without the sign-up's HTTP round trip, bcrypt and mail. Tests of
 * the sign-up itself use `signUp` from factories.ts, which goes through the API.
 */
export async function buildUser(ctx: TestContext, options: UserOptions = {}): Promise<TestUser> {
  counter += 1;
  const name = options.name ?? `Built Writer ${counter}`;
  const email = options.email ?? `built${counter}-${process.pid}-${Date.now()}@example.org`;
  const password = options.password ?? 'plot twist at midnight';
  const [row] = await ctx.db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: await hashOf(password, ctx.config.bcryptCost),
      emailVerified: options.verified ?? false,
      role: options.role ?? 'user',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('buildUser: no row inserted');
  const token = await createSessionService(ctx.db, ctx.config.jwtSecret, notCaching).startSession(row.id);
  return { id: row.id, name, email, password, token };
}

/** Builders only start sessions; a cache that never hears the database never serves. */
const notCaching = createSessionCache(async () => {});

/** Several writers at once. */
export const buildUsers = (ctx: TestContext, count: number, options: UserOptions = {}) =>
  Promise.all(Array.from({ length: count }, () => buildUser(ctx, options)));

/**
 * Requests signed in as `user` (its token in the x-auth-token header), with any further headers
 * (a cookie, a User-Agent) on every request.
 */
/** The writer's current story as stored (every column), for tests that check what a save kept. */
export type FlatStory = typeof outlines.$inferSelect &
  Record<BeatKey, string | null> & {
    /** The version that last changed each field ever saved: the title's, and each beat's by field. */
    fieldVersions: Record<string, number>;
  };

/**
 * Stories as rows the way tests compare them: each beat's text under its field (`act2a07`) and the
 * versions that last changed the title and each beat (docs/decisions/154-story-structure-as-rows.md).
 */
export async function storyRows(ctx: Pick<TestContext, 'db'>, where: SQL | undefined): Promise<FlatStory[]> {
  const rows = await ctx.db.select().from(outlines).where(where).orderBy(asc(outlines.createdAt), asc(outlines.id));
  const beats = rows.length
    ? await ctx.db
        .select()
        .from(storyBeats)
        .where(
          inArray(
            storyBeats.outlineId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) => {
    const own = beats.filter((beat) => beat.outlineId === row.id && beat.key !== null);
    const fieldVersions = Object.fromEntries([
      ...(row.titleVersion > 0 ? [['title', row.titleVersion]] : []),
      ...own.filter((beat) => beat.version > 0).map((beat) => [beat.key, beat.version]),
    ]);
    return {
      ...row,
      ...(Object.fromEntries(own.map((beat) => [beat.key, beat.text])) as Record<BeatKey, string | null>),
      fieldVersions,
    };
  });
}

export const currentStoryRow = async (ctx: TestContext, userId: string) =>
  (await storyRows(ctx, and(eq(outlines.userId, userId), eq(outlines.current, true))))[0]!;

export function as(ctx: TestContext, user: Pick<TestUser, 'token'>, headers: Record<string, string> = {}) {
  const agent = request(ctx.app);
  const signed = (req: request.Test) => req.set({ ...headers, 'x-auth-token': user.token });
  return {
    get: (url: string) => signed(agent.get(url)),
    post: (url: string) => signed(agent.post(url)),
    put: (url: string) => signed(agent.put(url)),
    patch: (url: string) => signed(agent.patch(url)),
    delete: (url: string) => signed(agent.delete(url)),
    head: (url: string) => signed(agent.head(url)),
  };
}

/** Makes `user` a member of the story (decision 189), as an accepted invitation does, without its mail. */
export async function addMember(
  ctx: TestContext,
  storyId: string,
  user: Pick<TestUser, 'id'>,
  role: MemberRole,
  { current = false }: { current?: boolean } = {},
) {
  await ctx.db.insert(storyMembers).values({ outlineId: storyId, userId: user.id, role, current });
}

/** A story a writer made through the API, read back whole: its id's path and its beats' ids in order. */
export interface ApiStory {
  user: TestUser;
  story: Story;
  base: string;
  beats: string[];
}

/** A new story on the built-in structure, made as a writer makes one (`user`'s, or a new writer's). */
export async function newApiStory(
  ctx: TestContext,
  options: { user?: TestUser; title?: string } = {},
): Promise<ApiStory> {
  const user = options.user ?? (await buildUser(ctx));
  const made = await as(ctx, user)
    .post('/api/stories')
    .send({ title: options.title ?? 'Lanterns' })
    .expect(201);
  const story = (await as(ctx, user).get(`/api/stories/${made.body._id}`).expect(200)).body as Story;
  return {
    user,
    story,
    base: `/api/stories/${story._id}`,
    beats: story.acts.flatMap((act) => act.beats.map((beat) => beat._id)),
  };
}

/** A codex to make in a story: its sheets by kind, its entries (characters too), the ties between them by name. */
export interface CodexWorld<Name extends string> {
  sheets?: Record<string, PutKindBody['fields']>;
  entries: readonly (CreateEntryBody & { name: Name })[];
  ties?: readonly (Omit<CreateRelationshipBody, 'from' | 'to'> & { from: NoInfer<Name>; to: NoInfer<Name> })[];
}

/**
 * A story's codex made as a writer makes one, through the API (each part saved as the routes check
 * and sanitise it): the sheets in the order given, then the entries, then the ties. The entries as
 * the API answered them, by name.
 */
export async function buildCodex<const Name extends string>(
  ctx: TestContext,
  { user, base }: Pick<ApiStory, 'user' | 'base'>,
  world: CodexWorld<Name>,
): Promise<Record<Name, CodexEntry>> {
  const writer = as(ctx, user);
  for (const [kind, fields] of Object.entries(world.sheets ?? {})) {
    await writer.put(`${base}/codex-kinds/${kind}`).send({ fields }).expect(200);
  }
  const entries = {} as Record<Name, CodexEntry>;
  for (const entry of world.entries) {
    entries[entry.name] = (await writer.post(`${base}/codex`).send(entry).expect(201)).body as CodexEntry;
  }
  for (const { from, to, ...tie } of world.ties ?? []) {
    await writer
      .post(`${base}/relationships`)
      .send({ ...tie, from: entries[from]._id, to: entries[to]._id })
      .expect(201);
  }
  return entries;
}

/**
 * A further session of `user` (another device), as a sign-in starts one; its token signs requests
 * in with `as(ctx, { token })`.
 */
export async function buildSession(ctx: TestContext, user: Pick<TestUser, 'id'>, userAgent?: string) {
  const token = await createSessionService(ctx.db, ctx.config.jwtSecret, notCaching).startSession(user.id, userAgent);
  return { token };
}

/** The owner given, or a verified writer built for the purpose. */
const ownerOf = async (ctx: TestContext, user: TestUser | undefined) => user ?? buildUser(ctx, { verified: true });

export type BuiltStory = typeof outlines.$inferSelect & {
  _id: string;
  user: TestUser;
  /** Its beats as stored: id, field (`act2a07`) and text. */
  beats: { id: string; key: string | null; text: string | null }[];
};

export interface StoryOptions {
  user?: TestUser;
  title?: string | null;
  beats?: Partial<Record<BeatKey, string>>;
  /** Whether it becomes the writer's current story (the one the outline routes act on); yes by default. */
  current?: boolean;
}

/**
 * A story as a first save through the outline routes leaves it: version 1 names every field given
 * (title, beats) and each has its first revision. A new current story makes the writer's earlier
 * one not current, as creating a story does.
 */
export async function buildStory(ctx: TestContext, options: StoryOptions = {}): Promise<BuiltStory> {
  const user = await ownerOf(ctx, options.user);
  const texts: Record<string, string | undefined> = { ...options.beats };
  const title = options.title === undefined ? 'The Long Night' : options.title;
  const changed = title !== null || Object.values(texts).some((text) => text !== undefined);
  const version = changed ? 1 : 0;
  const current = options.current ?? true;
  const built = await ctx.db.transaction(async (tx) => {
    if (current) {
      await tx
        .update(outlines)
        .set({ current: false })
        .where(and(eq(outlines.userId, user.id), eq(outlines.current, true)));
    }
    const [inserted] = await tx
      .insert(outlines)
      .values({
        userId: user.id,
        current,
        title,
        version,
        titleVersion: title === null ? 0 : version,
        acts: actsOf(templateOf(THREE_ACT_SHEET)),
      })
      .returning();
    if (!inserted) throw new Error('buildStory: no row inserted');
    const beats = await insertStoryBeats(tx, inserted.id, templateOf(THREE_ACT_SHEET), { texts, version });
    await recordRevisions(tx, {
      outlineId: inserted.id,
      changes: [
        ...(title === null ? [] : [{ field: 'title', text: title }]),
        ...beats.filter((beat) => beat.text !== null).map((beat) => ({ field: beat.id, text: beat.text })),
      ],
      version,
      source: { userId: user.id, sessionId: 'builder' },
    });
    return { ...inserted, beats };
  });
  return { ...built, _id: built.id, user };
}

/** The ids of a story's beats by field (`act2a07`), in story order, as a character stores them. */
async function beatIds(ctx: TestContext, outlineId: string, keys: readonly BeatKey[]) {
  if (keys.length === 0) return [];
  const rows = await ctx.db
    .select({ id: storyBeats.id })
    .from(storyBeats)
    .where(and(eq(storyBeats.outlineId, outlineId), inArray(storyBeats.key, [...keys])))
    .orderBy(asc(storyBeats.act), asc(storyBeats.position));
  return rows.map((row) => row.id);
}

/** A story's beat by its field (`act2a07`): its id, as revisions and characters name it. */
export async function beatIdOf(ctx: Pick<TestContext, 'db'>, outlineId: string, key: BeatKey) {
  const [row] = await ctx.db
    .select({ id: storyBeats.id })
    .from(storyBeats)
    .where(and(eq(storyBeats.outlineId, outlineId), eq(storyBeats.key, key)));
  if (!row) throw new Error(`beatIdOf: no beat ${key}`);
  return row.id;
}

/** The fields (`act2a07`) of beats by id, in the order given. */
export async function beatKeysOf(ctx: Pick<TestContext, 'db'>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: storyBeats.id, key: storyBeats.key })
    .from(storyBeats)
    .where(inArray(storyBeats.id, [...ids]));
  return ids.map((id) => rows.find((row) => row.id === id)?.key ?? id);
}

/** The writer's current story, or a new untitled one (as adding a character to no story makes). */
async function currentStoryOf(ctx: TestContext, user: TestUser): Promise<string> {
  const [story] = await ctx.db
    .select({ id: outlines.id })
    .from(outlines)
    .where(and(eq(outlines.userId, user.id), eq(outlines.current, true)));
  return story?.id ?? (await buildStory(ctx, { user, title: null })).id;
}

export type BuiltCharacter = typeof characters.$inferSelect & { _id: string; user: TestUser };

export interface CharacterOptions {
  user?: TestUser;
  /** The story it joins; the writer's current story (or a new one) by default. */
  story?: { id: string; user: TestUser };
  name?: string;
  desc?: string;
  photoUrl?: string;
  protag?: boolean;
  beats?: BeatKey[];
  /** A codex entry of another kind (docs/decisions/177-the-codex.md): `place`, `object`… */
  kind?: string;
  aliases?: string[];
}

/** A character of a story (of the writer's current one unless given), as adding one stores it. */
export async function buildCharacter(ctx: TestContext, options: CharacterOptions = {}): Promise<BuiltCharacter> {
  counter += 1;
  const user = options.story?.user ?? (await ownerOf(ctx, options.user));
  const outlineId = options.story?.id ?? (await currentStoryOf(ctx, user));
  const name = options.name ?? `Character ${counter}`;
  const [row] = await ctx.db
    .insert(characters)
    .values({
      createdAt: nextCreatedAt(),
      outlineId,
      userId: user.id,
      name,
      desc: options.desc ?? `<p>About ${name}</p>`,
      photoUrl: options.photoUrl ?? 'https://images.example.org/face.jpg',
      protag: options.protag ?? false,
      beats: await beatIds(ctx, outlineId, options.beats ?? []),
      ...(options.kind !== undefined && { kind: options.kind }),
      ...(options.aliases !== undefined && { aliases: options.aliases }),
    })
    .returning();
  if (!row) throw new Error('buildCharacter: no row inserted');
  return { ...row, _id: row.id, user };
}

export type BuiltNote = typeof notes.$inferSelect & { _id: string; character: { id: string } };

/** A note on a character (a new one of a new writer unless given). */
export async function buildNote(
  ctx: TestContext,
  options: { character?: { id: string }; user?: TestUser; noteTitle?: string; noteText?: string } = {},
): Promise<BuiltNote> {
  counter += 1;
  const character = options.character ?? (await buildCharacter(ctx, { user: options.user }));
  const [row] = await ctx.db
    .insert(notes)
    .values({
      createdAt: nextCreatedAt(),
      characterId: character.id,
      noteTitle: options.noteTitle ?? `Note ${counter}`,
      noteText: options.noteText ?? `Text of note ${counter}`,
    })
    .returning();
  if (!row) throw new Error('buildNote: no row inserted');
  return { ...row, _id: row.id, character };
}

export type BuiltProfile = typeof profiles.$inferSelect & { _id: string; user: TestUser };

/** A writer's profile; a profile is public once its writer is verified (as the built writer is). */
export async function buildProfile(
  ctx: TestContext,
  options: { user?: TestUser } & Partial<Omit<typeof profiles.$inferInsert, 'id' | 'userId'>> = {},
): Promise<BuiltProfile> {
  const { user: given, ...fields } = options;
  const user = await ownerOf(ctx, given);
  const [row] = await ctx.db
    .insert(profiles)
    .values({ status: 'Aspiring Writer', genres: ['Fantasy', 'Mystery'], ...fields, userId: user.id })
    .returning();
  if (!row) throw new Error('buildProfile: no row inserted');
  return { ...row, _id: row.id, user };
}

export type BuiltWork = typeof works.$inferSelect & { _id: string; profile: BuiltProfile };

/** A finished work on a profile (a new writer's new profile unless given). */
export async function buildWork(
  ctx: TestContext,
  options: { profile?: BuiltProfile; user?: TestUser } & Partial<
    Omit<typeof works.$inferInsert, 'id' | 'profileId'>
  > = {},
): Promise<BuiltWork> {
  counter += 1;
  const { profile: given, user, ...fields } = options;
  const profile = given ?? (await buildProfile(ctx, { user }));
  const [row] = await ctx.db
    .insert(works)
    .values({
      createdAt: nextCreatedAt(),
      title: `Work ${counter}`,
      author: profile.user.name,
      ...fields,
      profileId: profile.id,
    })
    .returning();
  if (!row) throw new Error('buildWork: no row inserted');
  return { ...row, _id: row.id, profile };
}

export type BuiltPost = typeof posts.$inferSelect & { _id: string; user: TestUser };

/**
 * A Brainstorm post of a verified writer (a new one unless given). Its counters, Active time and
 * search vector are the triggers' (as for a post made through the API); `createdAt` may be set to
 * order posts in time.
 */
export async function buildPost(
  ctx: TestContext,
  options: { user?: TestUser; text?: string; createdAt?: Date } = {},
): Promise<BuiltPost> {
  counter += 1;
  const user = await ownerOf(ctx, options.user);
  const { createdAt } = options;
  const [row] = await ctx.db
    .insert(posts)
    .values({
      userId: user.id,
      text: options.text ?? `Plot idea number ${counter}`,
      ...(createdAt && { createdAt, activeAt: createdAt }),
    })
    .returning();
  if (!row) throw new Error('buildPost: no row inserted');
  return { ...row, _id: row.id, user };
}

/** What a comment needs of its post: the notifications name its author and quote its text. */
type CommentedPost = Pick<BuiltPost, 'id' | 'userId' | 'text'>;

export type BuiltComment = typeof comments.$inferSelect & { _id: string; user: TestUser; post: CommentedPost };

/**
 * A comment on a post (a new one unless given), or a reply to `parent`, with the notifications
 * adding it through the API sends (the post's author, the answered comment's author).
 */
export async function buildComment(
  ctx: TestContext,
  options: { post?: CommentedPost; user?: TestUser; text?: string; parent?: BuiltComment } = {},
): Promise<BuiltComment> {
  counter += 1;
  const post = options.post ?? options.parent?.post ?? (await buildPost(ctx));
  const user = await ownerOf(ctx, options.user);
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(comments)
      .values({
        createdAt: nextCreatedAt(),
        postId: post.id,
        userId: user.id,
        text: options.text ?? `Suggestion number ${counter}`,
        parentId: options.parent?.id ?? null,
      })
      .returning();
    if (!inserted) throw new Error('buildComment: no row inserted');
    await notifyComment(tx, post, inserted, options.parent?.userId ?? null);
    return inserted;
  });
  return { ...row, _id: row.id, user, post };
}

/**
 * A report of a post or a comment by `user` (a new verified writer unless given). The triggers
 * weigh it by the reporter (1 verified, 0 not, the whole threshold for a moderator) and count it.
 */
export async function buildReport(
  ctx: TestContext,
  options: ({ post: { id: string } } | { comment: { id: string } }) & {
    user?: TestUser;
    reason?: ReportReason;
    details?: string;
  },
) {
  const user = await ownerOf(ctx, options.user);
  const report = { userId: user.id, reason: options.reason ?? 'other', details: options.details ?? null };
  if ('post' in options) await ctx.db.insert(postReports).values({ ...report, itemId: options.post.id });
  else await ctx.db.insert(commentReports).values({ ...report, itemId: options.comment.id });
  return { user };
}

/** Reports of an item by `count` new verified writers: 5 hide it and put it in the moderators' queue. */
export async function buildReports(
  ctx: TestContext,
  item: { post: { id: string } } | { comment: { id: string } },
  count: number,
) {
  const reporters = await buildUsers(ctx, count, { verified: true });
  for (const user of reporters) await buildReport(ctx, { ...item, user });
  return reporters;
}

/** A like of a post, or a vote for a comment, by `user` (a new verified writer unless given); triggers count it. */
export async function buildLike(
  ctx: TestContext,
  options: ({ post: { id: string } } | { comment: { id: string } }) & { user?: TestUser },
) {
  const user = await ownerOf(ctx, options.user);
  if ('post' in options) await ctx.db.insert(postLikes).values({ itemId: options.post.id, userId: user.id });
  else await ctx.db.insert(commentVotes).values({ itemId: options.comment.id, userId: user.id });
  return { user };
}

export type BuiltNotification = typeof notifications.$inferSelect & { _id: string; user: TestUser };

/**
 * A notification for `user` (a new verified writer unless given): a suspension notice unless the
 * fields say otherwise (a comment's, a removal's need the post and comment they are about).
 */
export async function buildNotification(
  ctx: TestContext,
  options: { user?: TestUser } & Partial<Omit<typeof notifications.$inferInsert, 'id' | 'userId'>> = {},
): Promise<BuiltNotification> {
  const { user: given, ...fields } = options;
  const user = await ownerOf(ctx, given);
  const [row] = await ctx.db
    .insert(notifications)
    .values({ kind: 'suspended', reason: 'Built for a test', ...fields, userId: user.id })
    .returning();
  if (!row) throw new Error('buildNotification: no row inserted');
  return { ...row, _id: row.id, user };
}

export type BuiltBeatSheet = typeof beatSheets.$inferSelect & { _id: string; user: TestUser };

/**
 * One of a writer's own beat sheets (a new verified writer's unless given): two acts of one beat
 * each unless `acts` says otherwise. Each is created after the one before, as through the API (the
 * list shows them newest first).
 */
export async function buildBeatSheet(
  ctx: TestContext,
  options: { user?: TestUser } & Partial<Omit<typeof beatSheets.$inferInsert, 'id' | 'userId'>> = {},
): Promise<BuiltBeatSheet> {
  const { user: given, ...fields } = options;
  const user = await ownerOf(ctx, given);
  counter += 1;
  const [row] = await ctx.db
    .insert(beatSheets)
    .values({
      name: `Built Sheet ${counter}`,
      acts: [
        { name: 'Setup', beats: [{ name: 'Opening', question: 'Where does it start?' }] },
        { name: 'Payoff', beats: [{ name: 'Ending', question: 'How does it end?', hint: 'Echo the opening' }] },
      ],
      createdAt: nextCreatedAt(),
      ...fields,
      userId: user.id,
    })
    .returning();
  if (!row) throw new Error('buildBeatSheet: no row inserted');
  return { ...row, _id: row.id, user };
}
