import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import type { Role } from '@three-act/contract/roles';
import { as } from './builders';
import type { TestContext } from './test-app';

/*
 * Factories that go through the API, for tests whose subject is that route (a sign-up journey, the
 * post limit, a comment's notices). Set-up that is not the subject uses the direct-insert builders
 * of builders.ts.
 */

let counter = 0;

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

/** Signs a writer up through the API (the real path), then applies role and verification if asked. */
export async function signUp(
  ctx: TestContext,
  options: { name?: string; email?: string; password?: string; verified?: boolean; role?: Role } = {},
): Promise<TestUser> {
  counter += 1;
  const name = options.name ?? `Writer Number ${counter}`;
  const email = options.email ?? `writer${counter}-${Date.now()}@example.org`;
  const password = options.password ?? 'plot twist at midnight';
  const res = await ctx
    .api()
    .post('/api/users')
    .send({ name, email, password, ageVerify: true, tosAgree: true })
    .expect(200);
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (options.verified || options.role) {
    await ctx.db
      .update(users)
      .set({ emailVerified: options.verified ?? false, role: options.role ?? 'user' })
      .where(eq(users.id, row!.id));
  }
  return { id: row!.id, name, email, password, token: res.body.token as string };
}

export interface TestCharacter {
  _id: string;
  name: string;
  photoUrl: string;
  beats: string[];
  notes: { _id: string; noteTitle: string; noteText: string }[];
}

/** Saves an outline through the API; the title defaults so the first save creates it. */
export async function saveOutline(ctx: TestContext, user: TestUser, fields: Record<string, unknown> = {}) {
  const res = await as(ctx, user)
    .post('/api/outlines')
    .send({ title: 'The Long Night', ...fields });
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`saveOutline: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { _id: string; characters: TestCharacter[] };
}

/** The newest entry of an answered list; a test fails here when the list is empty. */
function newest<T>(list: readonly T[]): T {
  const item = list.at(-1);
  if (item === undefined) throw new Error('expected the answer to list at least one entry');
  return item;
}

/** Adds a character through the API (which creates a missing outline) and returns it. */
export async function createCharacter(ctx: TestContext, user: TestUser, fields: Record<string, unknown> = {}) {
  counter += 1;
  const name = `Character ${counter}`;
  const res = await as(ctx, user)
    .put('/api/outlines/characters')
    .send({
      name,
      desc: `<p>About ${name}</p>`,
      photoUrl: 'https://images.example.org/face.jpg',
      protag: false,
      ...fields,
    })
    .expect(201);
  return newest(res.body.characters as TestCharacter[]);
}

/** Adds a note to a character through the API and returns it. */
export async function addNote(
  ctx: TestContext,
  user: TestUser,
  characterId: string,
  fields: Record<string, unknown> = {},
) {
  counter += 1;
  const res = await as(ctx, user)
    .put(`/api/outlines/characters/note/${characterId}`)
    .send({ noteTitle: `Note ${counter}`, noteText: `Text of note ${counter}`, ...fields })
    .expect(201);
  const character = (res.body.characters as TestCharacter[]).find((c) => c._id === characterId)!;
  return newest(character.notes);
}

export interface TestComment {
  _id: string;
  text: string | null;
  user: string;
}

/** A verified writer's post through the API. */
export async function createPost(ctx: TestContext, user: TestUser, text?: string) {
  counter += 1;
  const res = await as(ctx, user)
    .post('/api/posts')
    .send({ text: text ?? `Plot idea number ${counter}` });
  if (res.status !== 201) throw new Error(`createPost: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { _id: string; text: string; user: string };
}

/** A verified writer's comment through the API; returns the new comment. */
export async function addComment(ctx: TestContext, user: TestUser, postId: string, text?: string) {
  counter += 1;
  const body = text ?? `Suggestion number ${counter}`;
  const res = await as(ctx, user).put(`/api/posts/comment/${postId}`).send({ text: body });
  if (res.status !== 201) throw new Error(`addComment: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as TestComment[]).find((comment) => comment.user === user.id && comment.text === body)!;
}

/** Several users signed up at once (each through the API). */
export const signUpMany = (ctx: TestContext, count: number, options: Parameters<typeof signUp>[1] = {}) =>
  Promise.all(Array.from({ length: count }, () => signUp(ctx, options)));

export interface TestProfile {
  _id: string;
  user: { _id: string; name: string; avatar: string };
  works: { _id: string; title: string; author: string }[];
  [field: string]: unknown;
}

/** Creates or updates the writer's profile through the API. */
export async function saveProfile(ctx: TestContext, user: TestUser, fields: Record<string, unknown> = {}) {
  const res = await as(ctx, user)
    .post('/api/profile')
    .send({ status: 'Aspiring Writer', genres: 'Fantasy, Mystery', ...fields });
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`saveProfile: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as TestProfile;
}

/** Adds a finished work to the writer's (existing) profile through the API; answers the profile. */
export async function addWork(ctx: TestContext, user: TestUser, fields: Record<string, unknown> = {}) {
  counter += 1;
  const res = await as(ctx, user)
    .put('/api/profile/works')
    .send({ title: `Work ${counter}`, author: user.name, ...fields })
    .expect(201);
  return res.body as TestProfile;
}
