import { and, eq, sql } from 'drizzle-orm';
import { outlineRevisions, outlines, storyInvitations, storyUnplaced } from '../../src/db/schema';
import { sha256 } from '../../src/lib/tokens';
import jwt from 'jsonwebtoken';
import sharp from 'sharp';
import {
  addComment,
  addNote,
  addWork,
  createCharacter,
  createPost,
  saveOutline,
  saveProfile,
  signUp,
  type TestUser,
} from '../factories';
import { addMember, as } from '../builders';
import { createTestContext, type TestContext } from '../test-app';
import { apiRoutesOf, fillPath } from './router-routes';
import { unsubscribeToken } from '../../src/modules/notifications/unsubscribe-token';

/**
 * Role × route matrix. Every route the router answers must have a row here (checked against the
 * router stack), and every row says what each role gets:
 *   visitor     no token
 *   unverified  signed in, e-mail not verified, not the owner of the data in the path
 *   verified    the owner of the data in the path (a verified writer)
 *   other       another verified writer, acting on the owner's data
 *   suspended   another verified writer whom a moderator suspended (decision 137): reads, never writes
 *   suspendedMod a moderator whom an admin suspended (decision 148): a writer's suspension, and no
 *               moderation route nor anyone else's content removed
 *   mod, admin  moderators and admins, acting on the owner's data
 *   coauthor, critic  verified writers who are members of every story of the owner's (decision 189):
 *               a co-author reads and changes it, a critic reads it; neither manages it. Elsewhere
 *               they are any other writer.
 * After every cell by someone other than the owner, the owner's rows must be exactly as before.
 * Cells where a non-owner may change something (a moderator deleting a post, an admin setting a
 * role) act on a bystander's fresh data instead, so the owner's snapshot still has to hold.
 */

const ROLES = [
  'visitor',
  'unverified',
  'verified',
  'other',
  'suspended',
  'mod',
  'suspendedMod',
  'admin',
  'coauthor',
  'critic',
] as const;
type Role = (typeof ROLES)[number];
type Expect = [visitor: number, unverified: number, verified: number, other: number, mod: number, admin: number];
const EXPECT_ROLES: Role[] = ['visitor', 'unverified', 'verified', 'other', 'mod', 'admin'];

interface Cell {
  params?: Record<string, string>;
  body?: unknown;
  image?: Buffer;
  /** Overrides the role's own token (sessions that the request will end). */
  token?: string | null;
  /** A query string (without `?`). */
  query?: string;
  /** Undo a toggle so the next cells see the same data. */
  undo?: boolean;
}

interface RouteCase {
  method: string;
  path: string;
  expect: Expect;
  /** The suspended writer's status when it differs from the other writer's: 403 on every Brainstorm write. */
  suspended?: number;
  /** The suspended moderator's status when it differs from the suspended writer's (if set) or the moderator's. */
  suspendedMod?: number;
  /** A co-author's and a critic's status on the owner's stories; elsewhere they are the other writer. */
  coauthor?: number;
  critic?: number;
  cell?: (role: Role, allowed: boolean) => Promise<Cell> | Cell;
}

let ctx: TestContext;
let owner: TestUser;
let spare: TestUser;
const actors = {} as Record<Exclude<Role, 'visitor'>, TestUser>;
const shared = {} as {
  characterId: string;
  noteId: string;
  workId: string;
  postId: string;
  commentId: string;
  storyId: string;
  trashedStoryId: string;
  notificationId: string;
  sheetId: string;
  beatId: string;
  unplacedId: string;
  shelfSheetId: string;
  structureStoryId: string;
  structureRevisionId: string;
  sceneId: string;
  plotlineId: string;
  trashedSceneId: string;
  entryId: string;
  otherEntryId: string;
  relationshipId: string;
  entryNoteId: string;
  invitationId: string;
  storyCommentId: string;
};
let png: Buffer;
let seq = 0;

const verifiedLike = (role: Role) => role !== 'unverified';
const roleOf = (role: Role) => (role === 'suspendedMod' ? 'mod' : role === 'mod' || role === 'admin' ? role : 'user');

/** Suspends a writer (by a moderator) or a moderator (by an admin) until lifted. */
async function suspend(user: TestUser, by = actors.mod) {
  await as(ctx, by)
    .put(`/api/moderation/users/${user.id}/suspension`)
    .send({ days: null, reason: 'Matrix suspension' })
    .expect(200);
  return user;
}

/** A throw-away account with the same rights as the role (for requests that end the account or session). */
async function freshActor(role: Role) {
  if (role === 'visitor') return null;
  const fresh = await signUp(ctx, { verified: verifiedLike(role), role: roleOf(role) });
  if (role === 'suspended') return suspend(fresh);
  return role === 'suspendedMod' ? suspend(fresh, actors.admin) : fresh;
}

const expectedOf = (route: RouteCase, role: Role) => {
  if (role === 'coauthor' || role === 'critic') return route[role] ?? route.expect[3];
  if (role === 'suspended') return route.suspended ?? route.expect[3];
  if (role === 'suspendedMod') return route.suspendedMod ?? route.suspended ?? route.expect[4];
  return route.expect[EXPECT_ROLES.indexOf(role)]!;
};

/** A second session for the role's account, so ending it leaves the matrix token alive. */
async function secondToken(role: Role): Promise<string | null> {
  if (role === 'visitor') return null;
  const user = actors[role];
  const res = await ctx.api().post('/api/auth').send({ email: user.email, password: user.password }).expect(200);
  return res.body.token as string;
}

/** A fresh verified writer who owns what moderators may delete (one each: posting is rate-limited). */
const bystander = () => signUp(ctx, { verified: true });

/** Owner data for the owner's own destructive cells, a bystander's for moderators', the shared data otherwise. */
async function postFor(role: Role, allowed: boolean) {
  if (!allowed) return shared.postId;
  return (await createPost(ctx, role === 'verified' ? owner : await bystander()))._id;
}
async function commentFor(role: Role, allowed: boolean) {
  if (!allowed) return { postId: shared.postId, commentId: shared.commentId };
  const author = role === 'verified' ? owner : await bystander();
  const post = await createPost(ctx, author);
  return { postId: post._id, commentId: (await addComment(ctx, author, post._id))._id };
}

/** A story of the owner's that is not the current one (in the trash with `deletedAt`). */
async function ownerStory(fields: { deletedAt?: Date } = {}) {
  const [story] = await ctx.db
    .insert(outlines)
    .values({ userId: owner.id, title: 'Matrix story', ...fields })
    .returning({ id: outlines.id });
  await shareWithMembers(story!.id);
  return story!.id;
}

/** The matrix's co-author and critic join a story of the owner's (decision 189). */
async function shareWithMembers(storyId: string) {
  await addMember(ctx, storyId, actors.coauthor, 'coauthor');
  await addMember(ctx, storyId, actors.critic, 'critic');
}

/** A writer who joins the owner's story with the role (for cells that change who is a member). */
async function freshMember(role: 'coauthor' | 'critic' = 'critic') {
  const member = await signUp(ctx, { verified: true });
  await addMember(ctx, shared.storyId, member, role);
  return member;
}

/** An invitation to the owner's story, not yet accepted. */
async function ownerInvitation() {
  seq += 1;
  const res = await as(ctx, owner)
    .post(`/api/stories/${shared.storyId}/invitations`)
    .send({ email: `invited-${seq}-${Date.now()}@example.org`, role: 'critic' })
    .expect(201);
  return res.body._id as string;
}

/** A comment of the owner's on the owner's story. */
async function ownerComment() {
  const res = await as(ctx, owner)
    .post(`/api/stories/${shared.storyId}/comments`)
    .send({ beat: shared.beatId, text: 'An owner comment' })
    .expect(201);
  return res.body._id as string;
}

/** A comment of the matrix's co-author or critic on the owner's story. */
async function memberComment(role: Role) {
  const res = await as(ctx, actors[role as 'coauthor' | 'critic'])
    .post(`/api/stories/${shared.storyId}/comments`)
    .send({ beat: shared.beatId, text: `A comment of the ${role}` })
    .expect(201);
  return res.body._id as string;
}

/** The token of an invitation by `spare` to `email`, put straight in the database (no mail to wait for). */
async function invitationToken(email: string) {
  const token = `matrix-invitation-${(seq += 1)}-${Date.now()}-${'x'.repeat(20)}`;
  const [story] = await ctx.db
    .insert(outlines)
    .values({ userId: spare.id, title: 'Invited to' })
    .returning({ id: outlines.id });
  await ctx.db.insert(storyInvitations).values({
    outlineId: story!.id,
    email,
    role: 'critic',
    tokenHash: sha256(token),
    invitedBy: spare.id,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}

/** The token of the owner's story's read-only link (shared again if a cell revoked it). */
async function ownerShareToken() {
  const res = await as(ctx, owner)
    .post(`/api/stories/${shared.storyId}/share`)
    .send({ characters: true, codex: true })
    .expect(200);
  return (res.body.url as string).replace('/read/', '');
}

/** A revision of the owner's current story (of its title or a beat). */
async function ownerRevisionId() {
  const [revision] = await ctx.db
    .select({ id: outlineRevisions.id })
    .from(outlineRevisions)
    .innerJoin(outlines, eq(outlines.id, outlineRevisions.outlineId))
    // A title's or a beat's: a scene's comes back through the scene's own save.
    .where(
      and(eq(outlines.userId, owner.id), eq(outlines.current, true), sql`${outlineRevisions.field} NOT LIKE 'scene:%'`),
    )
    .limit(1);
  return revision!.id;
}

/** A story of the owner's on a short structure (not the current one), made through the API. */
async function ownerStoryById() {
  const made = await as(ctx, owner)
    .post('/api/stories')
    .send({ title: 'Matrix', beatSheet: 'kishotenketsu' })
    .expect(201);
  await shareWithMembers(made.body._id);
  return made.body._id as string;
}

/** A story of the owner's by id whose structure changed once, and the structure kept before it (decision 161). */
async function ownerStructureRevision() {
  const storyId = await ownerStoryById();
  const story = (await as(ctx, owner).get(`/api/stories/${storyId}`).expect(200)).body;
  await as(ctx, owner)
    .put(`/api/stories/${storyId}/structure`)
    .send({ acts: [{ name: 'One act', beats: [{ _id: story.acts[0].beats[0]._id }] }] })
    .expect(200);
  const [revision] = (await as(ctx, owner).get(`/api/stories/${storyId}/structure/revisions`).expect(200)).body;
  return { storyId, revisionId: revision._id as string };
}

/** Text in the unplaced list of one of the owner's stories. */
async function ownerUnplaced(storyId: string) {
  const [row] = await ctx.db
    .insert(storyUnplaced)
    .values({ outlineId: storyId, text: 'A loose idea', origin: { beat: 'Gone' } })
    .returning({ id: storyUnplaced.id });
  return row!.id;
}

/** A scene of the owner's current story, made through the API (in its trash if asked). */
async function ownerScene({ trashed = false } = {}) {
  const res = await as(ctx, owner)
    .post(`/api/stories/${shared.storyId}/scenes`)
    .send({ title: 'Matrix scene' })
    .expect(201);
  const id = res.body._id as string;
  if (trashed) await as(ctx, owner).delete(`/api/stories/${shared.storyId}/scenes/${id}`).expect(204);
  return id;
}

/** A plotline of the owner's current story, made through the API. */
async function ownerPlotline() {
  const res = await as(ctx, owner)
    .post(`/api/stories/${shared.storyId}/plotlines`)
    .send({ name: 'Matrix lane', color: '#336699' })
    .expect(201);
  return res.body._id as string;
}

/** A codex entry of the owner's current story, made through the API (decision 177). */
async function ownerEntry(kind = 'place') {
  seq += 1;
  const res = await as(ctx, owner)
    .post(`/api/stories/${shared.storyId}/codex`)
    .send({ kind, name: `Matrix entry ${seq}`, summary: 'Of the matrix' })
    .expect(201);
  return res.body._id as string;
}

/** A note of the owner's shared entry, made through the API. */
async function ownerEntryNote() {
  const res = await as(ctx, owner)
    .post(`/api/stories/${shared.storyId}/codex/${shared.entryId}/notes`)
    .send({ noteTitle: 'Matrix note', noteText: 'Kept' })
    .expect(201);
  return res.body.notes.at(-1)._id as string;
}

/** A tie between two of the owner's entries, made through the API. */
async function ownerRelationship() {
  const res = await as(ctx, owner)
    .post(`/api/stories/${shared.storyId}/relationships`)
    .send({ from: shared.entryId, to: shared.otherEntryId, label: 'Matrix tie' })
    .expect(201);
  return res.body._id as string;
}

/** A kind of the owner's own without entries, made through the API. */
async function ownerKind() {
  seq += 1;
  const kind = `matrixkind${seq}`;
  await as(ctx, owner).put(`/api/stories/${shared.storyId}/codex-kinds/${kind}`).send({ fields: [] }).expect(200);
  return kind;
}

/** A beat sheet of the writer's own (the owner's unless given), made through the API; published if asked. */
async function ownerSheet({ by = owner, publish = false } = {}) {
  const res = await as(ctx, by)
    .post('/api/beat-sheets')
    .send({ name: 'Matrix sheet', acts: [{ name: 'Only act', beats: [{ name: 'Only beat', question: 'Why?' }] }] })
    .expect(201);
  const id = res.body._id as string;
  if (publish) await as(ctx, by).post(`/api/beat-sheets/${id}/publish`).expect(200);
  return id;
}

/** A bystander's sheet on the shelf, for cells that hide or take one off (a moderator's report, the queue). */
const bystanderShelfSheet = async () => ownerSheet({ by: await bystander(), publish: true });

const ALL_OK = (status: number): Expect => [status, status, status, status, status, status];
const SIGNED_IN = (status: number): Expect => [401, status, status, status, status, status];
const VERIFIED = (status: number): Expect => [401, 403, status, status, status, status];
const OWNER_ONLY = (status: number): Expect => [401, 404, status, 404, 404, 404];
const AUTHOR_OR_MOD: Expect = [401, 403, 200, 403, 200, 200];
const MODS: Expect = [401, 403, 403, 403, 200, 200];
/** Only the author (the verified owner); moderators may delete but never edit. */
const AUTHOR_ONLY: Expect = [401, 403, 200, 403, 403, 403];

/** A route of the owner's story that members read: both get `status`. */
const MEMBERS_READ = (status: number) => ({ coauthor: status, critic: status });
/** A change of the owner's story: a co-author may, a critic is told why not. */
const COAUTHORS_WRITE = (status: number) => ({ coauthor: status, critic: 403 });
/** The owner's alone (delete, share, members): members are told so. */
const MEMBERS_REFUSED = { coauthor: 403, critic: 403 };

const CASES: RouteCase[] = [
  { method: 'GET', path: '/api/config', expect: ALL_OK(200) },
  { method: 'GET', path: '/api/health', expect: ALL_OK(200) },
  { method: 'GET', path: '/api/ready', expect: ALL_OK(200) },
  { method: 'GET', path: '/api/openapi.json', expect: ALL_OK(200) },
  { method: 'GET', path: '/api/docs', expect: ALL_OK(200) },
  {
    method: 'POST',
    path: '/api/users',
    expect: ALL_OK(200),
    cell: () => {
      seq += 1;
      return {
        body: {
          name: `Matrix Writer ${seq}`,
          email: `matrix-${seq}-${Date.now()}@example.org`,
          password: 'plot twist at midnight',
          ageVerify: true,
          tosAgree: true,
        },
      };
    },
  },
  { method: 'GET', path: '/api/users/:id/avatar', expect: ALL_OK(200), cell: () => ({ params: { id: owner.id } }) },
  { method: 'GET', path: '/api/auth', expect: SIGNED_IN(200) },
  {
    method: 'POST',
    path: '/api/auth',
    expect: ALL_OK(200),
    cell: (role) => {
      const user = role === 'visitor' ? spare : actors[role];
      return { body: { email: user.email, password: user.password } };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    expect: ALL_OK(204),
    cell: async (role) => ({ token: await secondToken(role) }),
  },
  {
    method: 'PUT',
    path: '/api/auth/verify/:token',
    expect: ALL_OK(400),
    cell: () => ({ params: { token: 'x'.repeat(43) } }),
  },
  { method: 'PUT', path: '/api/auth/resend', expect: [401, 200, 400, 400, 400, 400] },
  {
    method: 'POST',
    path: '/api/auth/forgot',
    expect: ALL_OK(200),
    cell: () => {
      seq += 1;
      return { body: { email: `matrix-forgot-${seq}@example.org` } };
    },
  },
  {
    method: 'PUT',
    path: '/api/auth/reset/:token',
    expect: ALL_OK(400),
    cell: () => ({ params: { token: 'x'.repeat(43) }, body: { password: 'a brand new secret' } }),
  },
  {
    method: 'PUT',
    path: '/api/auth/password',
    expect: SIGNED_IN(200),
    // A throw-away account with the role's rights: the change ends its other sessions.
    cell: async (role) => {
      const fresh = await freshActor(role);
      return {
        token: fresh?.token ?? null,
        body: { currentPassword: fresh?.password ?? 'none', password: 'a brand new secret' },
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/auth/email',
    // Verified accounts only (decision 148).
    expect: VERIFIED(200),
    cell: async (role) => {
      const fresh = await freshActor(role);
      seq += 1;
      return {
        token: fresh?.token ?? null,
        body: { password: fresh?.password ?? 'none', email: `matrix-moved-${seq}@example.org` },
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/auth/email/:token',
    // Confirming needs the account signed in (decision 148).
    expect: SIGNED_IN(400),
    cell: () => ({ params: { token: 'x'.repeat(43) } }),
  },
  {
    method: 'PUT',
    path: '/api/auth/email/cancel/:token',
    expect: ALL_OK(400),
    cell: () => ({ params: { token: 'x'.repeat(43) } }),
  },
  { method: 'DELETE', path: '/api/auth/email', expect: SIGNED_IN(200) },
  { method: 'GET', path: '/api/auth/sessions', expect: SIGNED_IN(200) },
  { method: 'DELETE', path: '/api/auth/sessions', expect: SIGNED_IN(204) },
  {
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    expect: OWNER_ONLY(204),
    // The owner ends a second session of theirs; everyone else tries to end the owner's matrix session.
    cell: async (role, allowed) => {
      const token = allowed ? await secondToken(role) : owner.token;
      return { params: { id: String((jwt.decode(token!) as { jti: string }).jti) } };
    },
  },
  { method: 'GET', path: '/api/users/me', expect: SIGNED_IN(200) },
  {
    method: 'PUT',
    path: '/api/users/me',
    expect: SIGNED_IN(200),
    // A suspended writer keeps their name (decision 148).
    suspended: 403,
    cell: (role) => ({ body: { name: `Matrix ${role} renamed` } }),
  },
  { method: 'GET', path: '/api/users/me/export', expect: SIGNED_IN(200) },
  { method: 'GET', path: '/api/outlines/me', expect: SIGNED_IN(200) },
  {
    method: 'POST',
    path: '/api/outlines',
    expect: SIGNED_IN(200),
    cell: () => ({ body: { title: 'Renamed by the matrix' } }),
  },
  {
    method: 'PUT',
    path: '/api/outlines/characters',
    expect: SIGNED_IN(201),
    cell: () => ({
      body: {
        name: 'Matrix Character',
        desc: '<p>Made by the matrix</p>',
        photoUrl: 'https://example.org/a.png',
        protag: false,
      },
    }),
  },
  {
    method: 'GET',
    path: '/api/outlines/characters/:id',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.characterId } }),
  },
  {
    method: 'DELETE',
    path: '/api/outlines/characters/:id',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: async (_role, allowed) => ({
      params: { id: allowed ? (await createCharacter(ctx, owner))!._id : shared.characterId },
    }),
  },
  {
    method: 'PUT',
    path: '/api/outlines/characters/note/:id',
    expect: OWNER_ONLY(201),
    ...COAUTHORS_WRITE(201),
    cell: () => ({
      params: { id: shared.characterId },
      body: { noteTitle: 'Matrix note', noteText: 'Written by the matrix' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/outlines/characters/note/:characterId/:noteId',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: async (_role, allowed) => ({
      params: {
        characterId: shared.characterId,
        noteId: allowed ? (await addNote(ctx, owner, shared.characterId))!._id : shared.noteId,
      },
    }),
  },
  {
    method: 'PATCH',
    path: '/api/outlines/characters/:id',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: (role) => ({ params: { id: shared.characterId }, body: { name: `Renamed by ${role}` } }),
  },
  {
    method: 'PUT',
    path: '/api/outlines/characters/:id/beats',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: () => ({ params: { id: shared.characterId }, body: { beats: ['act1a01', 'act2a08'] } }),
  },
  {
    method: 'PATCH',
    path: '/api/outlines/characters/note/:characterId/:noteId',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: (role) => ({
      params: { characterId: shared.characterId, noteId: shared.noteId },
      body: { noteText: `Rewritten by ${role}` },
    }),
  },
  {
    method: 'GET',
    path: '/api/outlines/me/revisions',
    expect: SIGNED_IN(200),
    cell: () => ({ query: 'field=title' }),
  },
  {
    method: 'PUT',
    path: '/api/outlines/me/revisions/:id/restore',
    expect: OWNER_ONLY(200),
    cell: async () => ({ params: { id: await ownerRevisionId() } }),
  },
  { method: 'GET', path: '/api/stories', expect: SIGNED_IN(200) },
  {
    method: 'POST',
    path: '/api/stories',
    expect: SIGNED_IN(201),
    cell: (role) => ({ body: { title: `A story by ${role}` } }),
  },
  { method: 'GET', path: '/api/stories/trash', expect: SIGNED_IN(200) },
  {
    method: 'GET',
    path: '/api/stories/:id/export',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId } }),
  },
  {
    method: 'GET',
    path: '/api/stories/:id/share',
    expect: OWNER_ONLY(200),
    ...MEMBERS_REFUSED,
    cell: () => ({ params: { id: shared.storyId } }),
  },
  {
    method: 'POST',
    path: '/api/stories/:id/share',
    expect: OWNER_ONLY(200),
    ...MEMBERS_REFUSED,
    cell: () => ({ params: { id: shared.storyId }, body: { characters: true, notes: true, codex: true } }),
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id/share',
    expect: OWNER_ONLY(200),
    ...MEMBERS_REFUSED,
    cell: () => ({ params: { id: shared.storyId } }),
  },
  {
    method: 'GET',
    path: '/api/stories/:id/members',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId } }),
  },
  {
    method: 'POST',
    path: '/api/stories/:id/invitations',
    expect: [401, 403, 201, 404, 404, 404],
    suspended: 403,
    ...MEMBERS_REFUSED,
    cell: (role) => ({
      params: { id: shared.storyId },
      body: { email: `invited-by-${role}-${(seq += 1)}@example.org`, role: 'critic' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id/invitations/:invitationId',
    expect: OWNER_ONLY(204),
    ...MEMBERS_REFUSED,
    cell: async (_role, allowed) => ({
      params: { id: shared.storyId, invitationId: allowed ? await ownerInvitation() : shared.invitationId },
    }),
  },
  {
    method: 'PATCH',
    path: '/api/stories/:id/members/:userId',
    expect: OWNER_ONLY(200),
    ...MEMBERS_REFUSED,
    cell: async (_role, allowed) => ({
      params: { id: shared.storyId, userId: allowed ? (await freshMember()).id : actors.critic.id },
      body: { role: 'coauthor' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id/members/:userId',
    expect: OWNER_ONLY(204),
    ...MEMBERS_REFUSED,
    // Removing someone else (a member's own id is leaving, in members.test.ts).
    cell: async (role, allowed) => ({
      params: {
        id: shared.storyId,
        userId: allowed ? (await freshMember()).id : role === 'critic' ? actors.coauthor.id : actors.critic.id,
      },
    }),
  },
  {
    method: 'PUT',
    path: '/api/stories/:id/owner',
    expect: OWNER_ONLY(200),
    ...MEMBERS_REFUSED,
    // Handed on, a story is no longer the owner's: the owner's cell hands on one of its own.
    cell: async (_role, allowed) => {
      if (!allowed) return { params: { id: shared.storyId }, body: { userId: actors.coauthor.id } };
      const storyId = await ownerStory();
      const heir = await signUp(ctx, { verified: true });
      await addMember(ctx, storyId, heir, 'coauthor');
      return { params: { id: storyId }, body: { userId: heir.id } };
    },
  },
  {
    method: 'GET',
    path: '/api/invitations/:token',
    expect: ALL_OK(200),
    cell: async (role) => ({ params: { token: await invitationToken(`seen-by-${role}@example.org`) } }),
  },
  {
    method: 'PUT',
    path: '/api/invitations/:token/accept',
    expect: VERIFIED(200),
    cell: async (role) => ({
      params: { token: await invitationToken(role === 'visitor' ? 'nobody@example.org' : actors[role].email) },
    }),
  },
  // Comments (decision 190): every member reads and writes them, critics too.
  {
    method: 'GET',
    path: '/api/stories/:id/comments',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId }, query: `beat=${shared.beatId}` }),
  },
  {
    method: 'POST',
    path: '/api/stories/:id/comments',
    expect: OWNER_ONLY(201),
    ...MEMBERS_READ(201),
    cell: (role) => ({ params: { id: shared.storyId }, body: { beat: shared.beatId, text: `A comment by ${role}` } }),
  },
  {
    method: 'PATCH',
    path: '/api/stories/:id/comments/:commentId',
    expect: OWNER_ONLY(200),
    // Its author edits it: a member's cell edits a comment of their own; the owner's is the shared one.
    ...MEMBERS_READ(200),
    cell: async (role, allowed) => ({
      params: {
        id: shared.storyId,
        commentId: allowed && role !== 'verified' ? await memberComment(role) : shared.storyCommentId,
      },
      body: { text: `Edited by ${role}` },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id/comments/:commentId',
    expect: OWNER_ONLY(204),
    ...MEMBERS_READ(204),
    cell: async (role, allowed) => ({
      params: {
        id: shared.storyId,
        commentId: allowed ? await (role === 'verified' ? ownerComment() : memberComment(role)) : shared.storyCommentId,
      },
    }),
  },
  {
    method: 'GET',
    path: '/api/read/:token',
    expect: ALL_OK(200),
    cell: async () => ({ params: { token: await ownerShareToken() } }),
  },
  {
    method: 'POST',
    path: '/api/stories/import',
    expect: SIGNED_IN(201),
    cell: (role) => ({
      body: { format: 'three-act-story/1', title: `Imported by ${role}`, beats: { act1a01: 'An opening' } },
    }),
  },
  {
    method: 'PUT',
    path: '/api/stories/:id/current',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    // A member who opens it acts on it through the spec's routes from then on: a fresh one does.
    cell: async (role) => ({
      params: { id: shared.storyId },
      ...((role === 'coauthor' || role === 'critic') && { token: (await freshMember(role)).token }),
    }),
  },
  {
    method: 'PUT',
    path: '/api/stories/:id/restore',
    expect: OWNER_ONLY(200),
    cell: async (_role, allowed) => ({
      params: { id: allowed ? await ownerStory({ deletedAt: new Date() }) : shared.trashedStoryId },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id',
    expect: OWNER_ONLY(200),
    ...MEMBERS_REFUSED,
    cell: async (_role, allowed) => ({ params: { id: allowed ? await ownerStory() : shared.storyId } }),
  },
  // Stories by id (decision 154): the owner's only, whether current or not.
  {
    method: 'GET',
    path: '/api/stories/:id',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId } }),
  },
  {
    method: 'PATCH',
    path: '/api/stories/:id/beats/:beatId',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: (role) => ({ params: { id: shared.storyId, beatId: shared.beatId }, body: { text: `Written by ${role}` } }),
  },
  {
    method: 'PUT',
    path: '/api/stories/:id/structure',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: async (_role, allowed) => ({
      params: { id: allowed ? await ownerStoryById() : shared.storyId },
      body: { acts: [{ name: 'One act', beats: [{ name: 'One beat' }] }] },
    }),
  },
  {
    method: 'GET',
    path: '/api/stories/:id/structure/revisions',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.structureStoryId } }),
  },
  {
    method: 'PUT',
    path: '/api/stories/:id/structure/revisions/:revisionId/restore',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: async (_role, allowed) => {
      const { storyId, revisionId } = allowed
        ? await ownerStructureRevision()
        : { storyId: shared.structureStoryId, revisionId: shared.structureRevisionId };
      return { params: { id: storyId, revisionId } };
    },
  },
  {
    method: 'POST',
    path: '/api/stories/:id/unplaced/:unplacedId/place',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: async (_role, allowed) => ({
      params: {
        id: shared.storyId,
        unplacedId: allowed ? await ownerUnplaced(shared.storyId) : shared.unplacedId,
      },
      body: { beat: shared.beatId },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id/unplaced/:unplacedId',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: async (_role, allowed) => ({
      params: { id: shared.storyId, unplacedId: allowed ? await ownerUnplaced(shared.storyId) : shared.unplacedId },
    }),
  },
  // Scenes, plotlines and the board (decision 165): the story owner's only, as the story is.
  {
    method: 'GET',
    path: '/api/stories/:id/board',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId } }),
  },
  {
    method: 'POST',
    path: '/api/stories/:id/scenes',
    expect: OWNER_ONLY(201),
    ...COAUTHORS_WRITE(201),
    cell: (role) => ({ params: { id: shared.storyId }, body: { title: `Scene by ${role}`, beat: shared.beatId } }),
  },
  {
    method: 'PATCH',
    path: '/api/stories/:id/scenes/:sceneId',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: (role) => ({
      params: { id: shared.storyId, sceneId: shared.sceneId },
      body: { title: `Renamed by ${role}` },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id/scenes/:sceneId',
    expect: OWNER_ONLY(204),
    ...COAUTHORS_WRITE(204),
    cell: async (_role, allowed) => ({
      params: { id: shared.storyId, sceneId: allowed ? await ownerScene() : shared.sceneId },
    }),
  },
  {
    method: 'GET',
    path: '/api/stories/:id/scenes/trash',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId } }),
  },
  {
    method: 'PUT',
    path: '/api/stories/:id/scenes/:sceneId/restore',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: async (_role, allowed) => ({
      params: { id: shared.storyId, sceneId: allowed ? await ownerScene({ trashed: true }) : shared.trashedSceneId },
    }),
  },
  {
    method: 'GET',
    path: '/api/stories/:id/scenes/:sceneId/revisions',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId, sceneId: shared.sceneId } }),
  },
  {
    method: 'POST',
    path: '/api/stories/:id/plotlines',
    expect: OWNER_ONLY(201),
    ...COAUTHORS_WRITE(201),
    cell: async (role, allowed) => {
      // Lanes are few (30 a story): an allowed cell adds to a story of its own.
      const id = allowed ? await ownerStoryById() : shared.storyId;
      return { params: { id }, body: { name: `Lane by ${role}`, color: '#114477' } };
    },
  },
  {
    method: 'PATCH',
    path: '/api/stories/:id/plotlines/:plotlineId',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: (role) => ({
      params: { id: shared.storyId, plotlineId: shared.plotlineId },
      body: { name: `Lane of ${role}` },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id/plotlines/:plotlineId',
    expect: OWNER_ONLY(204),
    ...COAUTHORS_WRITE(204),
    cell: async (_role, allowed) => ({
      params: { id: shared.storyId, plotlineId: allowed ? await ownerPlotline() : shared.plotlineId },
    }),
  },
  {
    method: 'GET',
    path: '/api/stories/:id/plotlines/:plotlineId/export',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId, plotlineId: shared.plotlineId } }),
  },
  {
    method: 'GET',
    path: '/api/stories/:id/timeline',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId } }),
  },
  {
    method: 'GET',
    path: '/api/stories/:id/checks',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId } }),
  },
  {
    method: 'POST',
    path: '/api/stories/:id/checks/dismissed',
    expect: OWNER_ONLY(204),
    ...COAUTHORS_WRITE(204),
    cell: (role) => ({ params: { id: shared.storyId }, body: { key: `act-without-scene:act:${role}` } }),
  },
  // The codex, its kinds, ties and arcs (decision 177): the story owner's only, as the story is.
  {
    method: 'GET',
    path: '/api/stories/:id/codex',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId }, query: 'kind=place&q=matrix' }),
  },
  {
    method: 'GET',
    path: '/api/stories/:id/codex-index',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId } }),
  },
  {
    method: 'POST',
    path: '/api/stories/:id/codex',
    expect: OWNER_ONLY(201),
    ...COAUTHORS_WRITE(201),
    cell: (role) => ({ params: { id: shared.storyId }, body: { kind: 'object', name: `Object by ${role}` } }),
  },
  {
    method: 'GET',
    path: '/api/stories/:id/codex/:entryId',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId, entryId: shared.entryId } }),
  },
  {
    method: 'PATCH',
    path: '/api/stories/:id/codex/:entryId',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: (role) => ({
      params: { id: shared.storyId, entryId: shared.entryId },
      body: { summary: `Summed up by ${role}`, tags: [role] },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id/codex/:entryId',
    expect: OWNER_ONLY(204),
    ...COAUTHORS_WRITE(204),
    cell: async (_role, allowed) => ({
      params: { id: shared.storyId, entryId: allowed ? await ownerEntry() : shared.entryId },
    }),
  },
  {
    method: 'PUT',
    path: '/api/stories/:id/codex/:entryId/arc',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: (role) => ({
      params: { id: shared.storyId, entryId: shared.entryId },
      body: { points: [{ beat: shared.beatId, text: `Arc by ${role}` }] },
    }),
  },
  {
    method: 'POST',
    path: '/api/stories/:id/codex/:entryId/notes',
    expect: OWNER_ONLY(201),
    ...COAUTHORS_WRITE(201),
    cell: (role) => ({
      params: { id: shared.storyId, entryId: shared.otherEntryId },
      body: { noteTitle: `Note by ${role}`, noteText: 'Matrix' },
    }),
  },
  {
    method: 'PATCH',
    path: '/api/stories/:id/codex/:entryId/notes/:noteId',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: (role) => ({
      params: { id: shared.storyId, entryId: shared.entryId, noteId: shared.entryNoteId },
      body: { noteText: `Changed by ${role}` },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id/codex/:entryId/notes/:noteId',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: async (_role, allowed) => ({
      params: {
        id: shared.storyId,
        entryId: shared.entryId,
        noteId: allowed ? await ownerEntryNote() : shared.entryNoteId,
      },
    }),
  },
  {
    method: 'GET',
    path: '/api/stories/:id/codex-kinds',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId } }),
  },
  {
    method: 'PUT',
    path: '/api/stories/:id/codex-kinds/:kind',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: (role) => ({
      params: { id: shared.storyId, kind: 'place' },
      body: { fields: [{ id: 'matrix', name: `Field by ${role}`, type: 'text' }] },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id/codex-kinds/:kind',
    expect: OWNER_ONLY(204),
    ...COAUTHORS_WRITE(204),
    cell: async (_role, allowed) => ({
      params: { id: shared.storyId, kind: allowed ? await ownerKind() : 'matrixkind' },
    }),
  },
  {
    method: 'GET',
    path: '/api/stories/:id/relationships',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId }, query: `asOf=${shared.beatId}&entry=${shared.entryId}` }),
  },
  {
    method: 'POST',
    path: '/api/stories/:id/relationships',
    expect: OWNER_ONLY(201),
    ...COAUTHORS_WRITE(201),
    cell: (role) => ({
      params: { id: shared.storyId },
      body: { from: shared.otherEntryId, to: shared.entryId, label: `Tie by ${role}` },
    }),
  },
  {
    method: 'GET',
    path: '/api/stories/:id/relationships/:relationshipId',
    expect: OWNER_ONLY(200),
    ...MEMBERS_READ(200),
    cell: () => ({ params: { id: shared.storyId, relationshipId: shared.relationshipId } }),
  },
  {
    method: 'PATCH',
    path: '/api/stories/:id/relationships/:relationshipId',
    expect: OWNER_ONLY(200),
    ...COAUTHORS_WRITE(200),
    cell: (role) => ({
      params: { id: shared.storyId, relationshipId: shared.relationshipId },
      body: { label: `Relabelled by ${role}`, fromBeat: shared.beatId },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id/relationships/:relationshipId',
    expect: OWNER_ONLY(204),
    ...COAUTHORS_WRITE(204),
    cell: async (_role, allowed) => ({
      params: { id: shared.storyId, relationshipId: allowed ? await ownerRelationship() : shared.relationshipId },
    }),
  },
  // A writer's own beat sheets are private writing, as stories are: a suspended writer keeps them (decision 155).
  { method: 'GET', path: '/api/beat-sheets', expect: SIGNED_IN(200) },
  {
    method: 'POST',
    path: '/api/beat-sheets',
    expect: SIGNED_IN(201),
    cell: (role) => ({
      body: { name: `A sheet by ${role}`, acts: [{ name: 'Act', beats: [{ name: 'Beat', question: 'What now?' }] }] },
    }),
  },
  {
    method: 'GET',
    path: '/api/beat-sheets/:id',
    expect: OWNER_ONLY(200),
    cell: () => ({ params: { id: shared.sheetId } }),
  },
  {
    method: 'PATCH',
    path: '/api/beat-sheets/:id',
    expect: OWNER_ONLY(200),
    cell: (role) => ({ params: { id: shared.sheetId }, body: { name: `Renamed by ${role}` } }),
  },
  {
    method: 'DELETE',
    path: '/api/beat-sheets/:id',
    expect: OWNER_ONLY(204),
    cell: async (_role, allowed) => ({ params: { id: allowed ? await ownerSheet() : shared.sheetId } }),
  },
  {
    method: 'POST',
    path: '/api/beat-sheets/:id/duplicate',
    expect: OWNER_ONLY(201),
    cell: () => ({ params: { id: shared.sheetId } }),
  },
  // The shelf (decision 156): everyone signed in reads it and adopts from it; a verified writer publishes
  // their own; likes and reports as a post's; a suspended writer neither publishes, likes nor reports.
  { method: 'GET', path: '/api/beat-sheets/library', expect: SIGNED_IN(200) },
  {
    method: 'POST',
    path: '/api/beat-sheets/:id/publish',
    expect: [401, 403, 200, 404, 404, 404],
    suspended: 403,
    cell: async (_role, allowed) => ({ params: { id: allowed ? await ownerSheet() : shared.sheetId } }),
  },
  {
    method: 'DELETE',
    path: '/api/beat-sheets/:id/publish',
    expect: OWNER_ONLY(200),
    cell: async (_role, allowed) => ({
      params: { id: allowed ? await ownerSheet({ publish: true }) : shared.shelfSheetId },
    }),
  },
  {
    method: 'PUT',
    path: '/api/beat-sheets/:id/like',
    expect: VERIFIED(200),
    suspended: 403,
    cell: () => ({ params: { id: shared.shelfSheetId } }),
  },
  {
    method: 'DELETE',
    path: '/api/beat-sheets/:id/like',
    expect: VERIFIED(200),
    suspended: 403,
    cell: () => ({ params: { id: shared.shelfSheetId } }),
  },
  // A moderator's or an admin's report hides a sheet at once: theirs go to a bystander's sheet.
  {
    method: 'POST',
    path: '/api/beat-sheets/:id/report',
    expect: SIGNED_IN(200),
    suspended: 403,
    cell: async (role) => ({
      params: { id: role === 'mod' || role === 'admin' ? await bystanderShelfSheet() : shared.shelfSheetId },
      body: { reason: 'spam', details: `Reported by ${role}` },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/beat-sheets/:id/report',
    expect: SIGNED_IN(200),
    suspended: 403,
    cell: () => ({ params: { id: shared.shelfSheetId } }),
  },
  {
    method: 'POST',
    path: '/api/beat-sheets/:id/adopt',
    // Anyone signed in but its author, who duplicates instead (400).
    expect: [401, 201, 400, 201, 201, 201],
    cell: () => ({ params: { id: shared.shelfSheetId } }),
  },
  { method: 'GET', path: '/api/posts', expect: SIGNED_IN(200) },
  {
    method: 'POST',
    path: '/api/posts',
    expect: VERIFIED(201),
    suspended: 403,
    cell: () => ({ body: { text: 'A post by the matrix' } }),
  },
  {
    method: 'PUT',
    path: '/api/posts/like/:id',
    expect: VERIFIED(200),
    suspended: 403,
    cell: () => ({ params: { id: shared.postId }, undo: true }),
  },
  {
    method: 'PUT',
    path: '/api/posts/report/:id',
    expect: SIGNED_IN(200),
    suspended: 403,
    cell: () => ({ params: { id: shared.postId }, undo: true }),
  },
  {
    method: 'PUT',
    path: '/api/posts/comment/:postId',
    expect: VERIFIED(201),
    suspended: 403,
    cell: () => ({ params: { postId: shared.postId }, body: { text: 'A comment by the matrix' } }),
  },
  {
    method: 'PUT',
    path: '/api/posts/comment/:postId/:commentId',
    expect: AUTHOR_ONLY,
    cell: () => ({
      params: { postId: shared.postId, commentId: shared.commentId },
      body: { text: 'A comment edited by the matrix' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/posts/comment/:postId/:commentId',
    expect: AUTHOR_OR_MOD,
    suspendedMod: 403,
    cell: async (role, allowed) => ({ params: await commentFor(role, allowed) }),
  },
  {
    method: 'PUT',
    path: '/api/posts/comment/:postId/vote/:commentId',
    expect: VERIFIED(200),
    suspended: 403,
    cell: () => ({ params: { postId: shared.postId, commentId: shared.commentId }, undo: true }),
  },
  {
    method: 'PUT',
    path: '/api/posts/comment/:postId/report/:commentId',
    expect: SIGNED_IN(200),
    suspended: 403,
    cell: () => ({ params: { postId: shared.postId, commentId: shared.commentId }, undo: true }),
  },
  // "Use in my story" (decision 157) writes in the owner's story: anyone else naming it gets 404 and
  // changes nothing; suspended writers may use ideas in their own stories (private writing).
  {
    method: 'POST',
    path: '/api/posts/:id/adopt',
    expect: OWNER_ONLY(201),
    ...COAUTHORS_WRITE(201),
    cell: () => ({ params: { id: shared.postId }, body: { story: shared.storyId, beat: shared.beatId } }),
  },
  {
    method: 'POST',
    path: '/api/posts/comment/:postId/adopt/:commentId',
    expect: OWNER_ONLY(201),
    ...COAUTHORS_WRITE(201),
    cell: () => ({ params: { postId: shared.postId, commentId: shared.commentId }, body: { story: shared.storyId } }),
  },
  { method: 'GET', path: '/api/posts/:id', expect: SIGNED_IN(200), cell: () => ({ params: { id: shared.postId } }) },
  {
    method: 'PUT',
    path: '/api/posts/:id',
    expect: AUTHOR_ONLY,
    cell: () => ({ params: { id: shared.postId }, body: { text: 'A post edited by the matrix' } }),
  },
  {
    method: 'DELETE',
    path: '/api/posts/:id',
    expect: AUTHOR_OR_MOD,
    suspendedMod: 403,
    cell: async (role, allowed) => ({ params: { id: await postFor(role, allowed) } }),
  },
  { method: 'GET', path: '/api/notifications', expect: SIGNED_IN(200) },
  { method: 'GET', path: '/api/notifications/unread', expect: SIGNED_IN(200) },
  {
    method: 'PUT',
    path: '/api/notifications/read',
    expect: SIGNED_IN(200),
    // Everyone names the owner's notification: only the owner's own request marks it.
    cell: () => ({ body: { ids: [shared.notificationId] } }),
  },
  {
    method: 'PUT',
    path: '/api/users/me/preferences',
    expect: SIGNED_IN(200),
    cell: () => ({ body: { emailDigest: 'daily' } }),
  },
  {
    method: 'PUT',
    path: '/api/users/me/language',
    expect: SIGNED_IN(200),
    // English, so the cells after it still read the actors' messages in English.
    cell: () => ({ body: { language: 'en' } }),
  },
  {
    method: 'POST',
    path: '/api/unsubscribe/:token',
    expect: ALL_OK(200),
    // The token is the proof: each role uses its own account's (the visitor a spare writer's).
    cell: (role) => {
      const user = role === 'visitor' ? spare : actors[role];
      return { params: { token: unsubscribeToken(ctx.config.jwtSecret, user.id) } };
    },
  },
  { method: 'GET', path: '/api/moderation/posts', expect: MODS, suspendedMod: 403 },
  { method: 'GET', path: '/api/moderation/comments', expect: MODS, suspendedMod: 403 },
  { method: 'GET', path: '/api/moderation/log', expect: MODS, suspendedMod: 403 },
  {
    method: 'DELETE',
    path: '/api/moderation/posts/:id',
    expect: MODS,
    suspendedMod: 403,
    cell: async (role, allowed) => ({ params: { id: await postFor(role, allowed) } }),
  },
  {
    method: 'PUT',
    path: '/api/moderation/posts/:id/clear-reports',
    expect: MODS,
    suspendedMod: 403,
    cell: async (role, allowed) => ({ params: { id: await postFor(role, allowed) } }),
  },
  {
    method: 'DELETE',
    path: '/api/moderation/comments/:id',
    expect: MODS,
    suspendedMod: 403,
    cell: async (role, allowed) => ({ params: { id: (await commentFor(role, allowed)).commentId } }),
  },
  {
    method: 'PUT',
    path: '/api/moderation/comments/:id/clear-reports',
    expect: MODS,
    suspendedMod: 403,
    cell: async (role, allowed) => ({ params: { id: (await commentFor(role, allowed)).commentId } }),
  },
  { method: 'GET', path: '/api/moderation/beat-sheets', expect: MODS, suspendedMod: 403 },
  {
    method: 'DELETE',
    path: '/api/moderation/beat-sheets/:id',
    expect: MODS,
    suspendedMod: 403,
    cell: async (_role, allowed) => ({ params: { id: allowed ? await bystanderShelfSheet() : shared.shelfSheetId } }),
  },
  {
    method: 'PUT',
    path: '/api/moderation/beat-sheets/:id/clear-reports',
    expect: MODS,
    suspendedMod: 403,
    cell: async (_role, allowed) => ({ params: { id: allowed ? await bystanderShelfSheet() : shared.shelfSheetId } }),
  },
  {
    method: 'PUT',
    path: '/api/moderation/users/:id/suspension',
    expect: MODS,
    suspendedMod: 403,
    cell: async () => ({
      params: { id: (await bystander()).id },
      body: { days: 1, reason: 'Suspended by the matrix' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/moderation/users/:id/suspension',
    expect: MODS,
    suspendedMod: 403,
    cell: async () => ({ params: { id: (await bystander()).id } }),
  },
  { method: 'GET', path: '/api/admin/users', expect: [401, 403, 403, 403, 403, 200] },
  {
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    expect: [401, 403, 403, 403, 403, 200],
    // Everyone but the admin tries to make the owner an admin; the admin changes a fresh account.
    cell: async (_role, allowed) => ({
      params: { id: allowed ? (await signUp(ctx)).id : owner.id },
      body: { role: 'admin' },
    }),
  },
  { method: 'GET', path: '/api/profile/me', expect: SIGNED_IN(200) },
  {
    method: 'POST',
    path: '/api/profile',
    expect: SIGNED_IN(200),
    suspended: 403,
    cell: () => ({ body: { status: 'Other', genres: 'Matrix', bio: 'Changed' } }),
  },
  {
    method: 'DELETE',
    path: '/api/profile',
    expect: SIGNED_IN(200),
    cell: async (role) => {
      const actor = await freshActor(role);
      return { token: actor?.token ?? null, body: { password: actor?.password ?? 'plot twist at midnight' } };
    },
  },
  { method: 'GET', path: '/api/profile', expect: ALL_OK(200) },
  { method: 'GET', path: '/api/profile/user/:id', expect: ALL_OK(200), cell: () => ({ params: { id: owner.id } }) },
  {
    method: 'PUT',
    path: '/api/profile/works',
    expect: SIGNED_IN(201),
    suspended: 403,
    cell: () => ({ body: { title: 'Matrix Work', author: 'M. Atrix' } }),
  },
  {
    method: 'DELETE',
    path: '/api/profile/works/:id',
    expect: OWNER_ONLY(200),
    cell: async (_role, allowed) => {
      if (!allowed) return { params: { id: shared.workId } };
      const profile = await addWork(ctx, owner);
      return { params: { id: profile.works[profile.works.length - 1]!._id } };
    },
  },
  { method: 'PUT', path: '/api/profile/avatar', expect: VERIFIED(200), suspended: 403, cell: () => ({ image: png }) },
  { method: 'DELETE', path: '/api/profile/avatar', expect: SIGNED_IN(200) },
];

/** Everything the owner owns or did, as stored (derived counters left out: others' likes move them). */
async function ownerSnapshot(): Promise<string> {
  const id = owner.id;
  const queries = {
    users: sql`select * from users where id = ${id}`,
    sessions: sql`select id from sessions where user_id = ${id} order by id`,
    mailTokens: sql`select id, purpose, new_email from verification_tokens where user_id = ${id} order by id`,
    outlines: sql`select * from outlines where user_id = ${id} order by id`,
    revisions: sql`select r.* from outline_revisions r join outlines o on o.id = r.outline_id where o.user_id = ${id} order by r.id`,
    beats: sql`select b.* from story_beats b join outlines o on o.id = b.outline_id where o.user_id = ${id} order by b.id`,
    unplaced: sql`select u.* from story_unplaced u join outlines o on o.id = u.outline_id where o.user_id = ${id} order by u.id`,
    scenes: sql`select s.* from story_scenes s join outlines o on o.id = s.outline_id where o.user_id = ${id} order by s.id`,
    plotlines: sql`select p.* from story_plotlines p join outlines o on o.id = p.outline_id where o.user_id = ${id} order by p.id`,
    characters: sql`select * from characters where user_id = ${id} order by id`,
    notes: sql`select n.* from notes n join characters c on c.id = n.character_id where c.user_id = ${id} order by n.id`,
    codexKinds: sql`select k.* from codex_kinds k join outlines o on o.id = k.outline_id where o.user_id = ${id} order by k.id`,
    relationships: sql`select r.* from codex_relationships r join outlines o on o.id = r.outline_id where o.user_id = ${id} order by r.id`,
    arcPoints: sql`select a.* from codex_arc_points a join characters c on c.id = a.entry_id where c.user_id = ${id} order by a.id`,
    members: sql`select m.outline_id, m.user_id, m.role, m.created_at from story_members m
      join outlines o on o.id = m.outline_id where o.user_id = ${id} order by m.outline_id, m.user_id`,
    storyComments: sql`select c.* from story_comments c join outlines o on o.id = c.outline_id
      where o.user_id = ${id} and c.author_id = ${id} order by c.id`,
    invitations: sql`select i.id, i.outline_id, i.email, i.role, i.accepted_at from story_invitations i
      join outlines o on o.id = i.outline_id where o.user_id = ${id} order by i.id`,
    profiles: sql`select * from profiles where user_id = ${id}`,
    works: sql`select w.* from works w join profiles p on p.id = w.profile_id where p.user_id = ${id} order by w.id`,
    posts: sql`select id, user_id, text, created_at from posts where user_id = ${id} order by id`,
    comments: sql`select id, post_id, user_id, text, created_at from comments where user_id = ${id} order by id`,
    postLikes: sql`select * from post_likes where user_id = ${id} order by post_id`,
    postReports: sql`select * from post_reports where user_id = ${id} order by post_id`,
    commentVotes: sql`select * from comment_votes where user_id = ${id} order by comment_id`,
    commentReports: sql`select * from comment_reports where user_id = ${id} order by comment_id`,
    // Others' likes and reports move a shelf sheet's counters (and `hidden`): left out, as a post's are.
    beatSheets: sql`select id, user_id, name, description, acts, created_at, updated_at, published_at, adopted_from
      from beat_sheets where user_id = ${id} order by id`,
    beatSheetLikes: sql`select * from beat_sheet_likes where user_id = ${id} order by sheet_id`,
    beatSheetReports: sql`select * from beat_sheet_reports where user_id = ${id} order by sheet_id`,
    // Others' comments add notifications; whether the owner read one is the owner's alone.
    notificationRead: sql`select id, read_at from notifications where id = ${shared.notificationId}`,
  };
  const snapshot: Record<string, unknown> = {};
  for (const [table, query] of Object.entries(queries)) {
    snapshot[table] = ((await ctx.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  }
  return JSON.stringify(snapshot, (_key, value: unknown) =>
    Buffer.isBuffer(value) ? value.toString('base64') : value,
  );
}

function send(method: string, url: string, token: string | null, cell: Cell) {
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const req = token ? as(ctx, { token })[verb](url) : ctx.api()[verb](url);
  if (cell.image) return req.set('Content-Type', 'image/png').send(cell.image);
  return cell.body === undefined ? req : req.send(cell.body as object);
}

beforeAll(async () => {
  ctx = await createTestContext();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  [
    owner,
    spare,
    actors.unverified,
    actors.other,
    actors.suspended,
    actors.mod,
    actors.suspendedMod,
    actors.admin,
    actors.coauthor,
    actors.critic,
  ] = await Promise.all([
    signUp(ctx, { verified: true }),
    signUp(ctx, { verified: true }),
    signUp(ctx),
    signUp(ctx, { verified: true }),
    signUp(ctx, { verified: true }),
    signUp(ctx, { verified: true, role: 'mod' }),
    signUp(ctx, { verified: true, role: 'mod' }),
    signUp(ctx, { verified: true, role: 'admin' }),
    signUp(ctx, { verified: true }),
    signUp(ctx, { verified: true }),
  ]);
  actors.verified = owner;
  // Everyone has an outline and a profile, so "own data" routes answer alike for every signed-in role.
  for (const user of Object.values(actors)) {
    await saveOutline(ctx, user);
    await saveProfile(ctx, user);
  }
  const character = await createCharacter(ctx, owner);
  shared.characterId = character!._id;
  shared.noteId = (await addNote(ctx, owner, character!._id))!._id;
  const profile = await addWork(ctx, owner);
  shared.workId = profile.works[0]!._id;
  shared.postId = (await createPost(ctx, owner))._id;
  shared.commentId = (await addComment(ctx, owner, shared.postId))._id;
  shared.storyId = (await saveOutline(ctx, owner))._id;
  await shareWithMembers(shared.storyId);
  shared.trashedStoryId = await ownerStory({ deletedAt: new Date() });
  shared.sheetId = await ownerSheet();
  const story = (await as(ctx, owner).get(`/api/stories/${shared.storyId}`).expect(200)).body;
  shared.beatId = story.acts[0].beats[0]._id;
  shared.unplacedId = await ownerUnplaced(shared.storyId);
  shared.shelfSheetId = await ownerSheet({ publish: true });
  const structure = await ownerStructureRevision();
  shared.structureStoryId = structure.storyId;
  shared.invitationId = await ownerInvitation();
  shared.storyCommentId = await ownerComment();
  shared.structureRevisionId = structure.revisionId;
  shared.sceneId = await ownerScene();
  shared.trashedSceneId = await ownerScene({ trashed: true });
  shared.plotlineId = await ownerPlotline();
  shared.entryId = await ownerEntry('character');
  shared.otherEntryId = await ownerEntry();
  shared.relationshipId = await ownerRelationship();
  shared.entryNoteId = await ownerEntryNote();
  await as(ctx, owner)
    .put(`/api/stories/${shared.storyId}/codex-kinds/matrixkind`)
    .send({ fields: [{ name: 'Matrix field', type: 'text' }] })
    .expect(200);
  await as(ctx, owner)
    .put(`/api/stories/${shared.storyId}/codex/${shared.entryId}/arc`)
    .send({ points: [{ beat: shared.beatId, text: 'Matrix arc' }] })
    .expect(200);
  await as(ctx, owner).put(`/api/stories/${shared.storyId}/current`).expect(200);
  // A comment by another writer gives the owner a notification, which no one else can mark read.
  await addComment(ctx, actors.other, shared.postId);
  shared.notificationId = (await as(ctx, owner).get('/api/notifications').expect(200)).body[0]._id;
  await suspend(actors.suspended);
  await suspend(actors.suspendedMod, actors.admin);
});

afterAll(async () => {
  await ctx?.close();
});

describe('role × route matrix', () => {
  it('has exactly one row for every route the router answers', () => {
    const routed = apiRoutesOf(ctx.app)
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    const listed = CASES.map((route) => `${route.method} ${route.path}`).sort();
    expect(listed).toEqual(routed);
    expect(routed.length).toBeGreaterThan(40);
  });

  it('answers every cell as expected and never changes the owner’s data for anyone else', async () => {
    const failures: string[] = [];
    let cells = 0;
    let baseline = await ownerSnapshot();
    // The snapshot really holds the owner's rows (a query returning nothing would make the check empty).
    for (const id of Object.values(shared)) expect(baseline).toContain(id);
    for (const route of CASES) {
      for (const role of ROLES) {
        const expected = expectedOf(route, role);
        const allowed = expected! >= 200 && expected! < 300;
        const cell = (await route.cell?.(role, allowed)) ?? {};
        const url = fillPath(route.path, cell.params ?? {}) + (cell.query ? `?${cell.query}` : '');
        const token = cell.token !== undefined ? cell.token : role === 'visitor' ? null : actors[role].token;
        // The owner, and a co-author where allowed, change the owner's stories by right.
        const changesByRight = role === 'verified' || (role === 'coauthor' && allowed);
        if (!changesByRight) baseline = await ownerSnapshot();
        const res = await send(route.method, url, token, cell);
        cells += 1;
        if (res.status !== expected) {
          failures.push(
            `${role} ${route.method} ${route.path}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`,
          );
        }
        if (cell.undo && allowed) await send(route.method, url, token, cell);
        if (!changesByRight && (await ownerSnapshot()) !== baseline) {
          failures.push(`${role} ${route.method} ${route.path}: changed the owner's data`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cells).toBe(CASES.length * ROLES.length);
    // The summary of npm run test:security reads this line.
    console.log(`SECURITY-SUMMARY matrix: ${CASES.length} routes × ${ROLES.length} roles = ${cells} cells, 0 failures`);
  });
});
