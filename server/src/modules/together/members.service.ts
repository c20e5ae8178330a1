import {
  INVALID_INVITATION_LINK,
  INVITATION_TTL_MS,
  MEMBERS_MAX,
  type Invitation,
  type Member,
  type MemberRole,
  type Members,
  type PendingInvitation,
} from '@three-act/contract/members';
import type { Language } from '@three-act/contract/languages';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { characters, outlines, storyInvitations, storyMembers, users } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { HttpError } from '../../lib/http-error';
import { isId } from '../../lib/ids';
import { present } from '../../lib/invariant';
import { invitationMail } from '../../lib/mails';
import { randomToken, sha256 } from '../../lib/tokens';
import { clearCurrent, lockWriter } from '../outlines/current-story';
import { accessStory } from './story-access';

export const INVITE_YOURSELF = 'You cannot invite yourself';
export const ALREADY_MEMBER = 'This writer is already a member of this story';
export const YOU_ARE_A_MEMBER = 'You are already a member of this story';
export const INVITATION_USED = 'This invitation was already used';
export const INVITATION_EXPIRED = 'This invitation has expired';
export const INVITATION_ELSEWHERE =
  'This invitation was sent to another e-mail address: sign in with the account of that address';
export const MEMBER_NOT_FOUND = 'Member not found';
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const OWNER_STAYS = 'The owner cannot leave the story: hand it to a co-author first';
export const ONLY_COAUTHOR_OWNS = 'Only a co-author can become the owner';
const tooManyMembers = () => new HttpError(409, [{ msg: `A story has at most ${MEMBERS_MAX} members` }]);

/** What sends an invitation's mail, after the answer (a slow mail server never holds the request up). */
export type InvitationDelivery = () => Promise<void>;

/**
 * A story's members and invitations (decision 189): the owner invites by e-mail, the invitee accepts
 * with the mailed link while signed in to the account of that address; the owner changes roles,
 * removes members and may hand the story to a co-author; a member may leave.
 */
export function createMembersService({ db, config, mailer, logger }: AppDeps) {
  /** The members besides the owner, and the pending invitations (not accepted, not expired): the story's seats taken. */
  async function seatsTaken(tx: Tx, storyId: string, exceptEmail?: string) {
    const members = await tx.$count(storyMembers, eq(storyMembers.outlineId, storyId));
    const pending = await tx.$count(
      storyInvitations,
      and(
        eq(storyInvitations.outlineId, storyId),
        isNull(storyInvitations.acceptedAt),
        gt(storyInvitations.expiresAt, sql`now()`),
        exceptEmail === undefined ? undefined : ne(storyInvitations.email, exceptEmail),
      ),
    );
    return 1 + members + pending;
  }

  /** The invitation a link names, checked: unknown 404, used or expired 410, its story gone 404. */
  async function openInvitation(tx: Tx, token: string, lock = false) {
    const query = tx
      .select({
        id: storyInvitations.id,
        outlineId: storyInvitations.outlineId,
        email: storyInvitations.email,
        role: storyInvitations.role,
        expiresAt: storyInvitations.expiresAt,
        acceptedAt: storyInvitations.acceptedAt,
        storyTitle: outlines.title,
        deletedAt: outlines.deletedAt,
        ownerId: outlines.userId,
        invitedBy: users.name,
      })
      .from(storyInvitations)
      .innerJoin(outlines, eq(outlines.id, storyInvitations.outlineId))
      .innerJoin(users, eq(users.id, storyInvitations.invitedBy))
      .where(eq(storyInvitations.tokenHash, sha256(token)));
    const [row] = lock ? await query.for('update', { of: storyInvitations }) : await query;
    if (!row || row.deletedAt) throw HttpError.notFound(INVALID_INVITATION_LINK);
    if (row.acceptedAt) throw new HttpError(410, [{ msg: INVITATION_USED }]);
    if (row.expiresAt.getTime() <= Date.now()) throw new HttpError(410, [{ msg: INVITATION_EXPIRED }]);
    return row;
  }

  async function members(userId: string, storyId: string): Promise<Members> {
    const { role, ownerId } = await accessStory(db, userId, storyId, 'read');
    const [owner] = await db
      .select({ userId: users.id, name: users.name, since: outlines.createdAt })
      .from(outlines)
      .innerJoin(users, eq(users.id, outlines.userId))
      .where(eq(outlines.id, storyId));
    const rows = await db
      .select({ userId: storyMembers.userId, name: users.name, role: storyMembers.role, since: storyMembers.createdAt })
      .from(storyMembers)
      .innerJoin(users, eq(users.id, storyMembers.userId))
      .where(eq(storyMembers.outlineId, storyId))
      .orderBy(asc(storyMembers.createdAt), asc(storyMembers.userId));
    const invitations =
      role === 'owner'
        ? await db
            .select({
              id: storyInvitations.id,
              email: storyInvitations.email,
              role: storyInvitations.role,
              expiresAt: storyInvitations.expiresAt,
            })
            .from(storyInvitations)
            .where(
              and(
                eq(storyInvitations.outlineId, storyId),
                isNull(storyInvitations.acceptedAt),
                gt(storyInvitations.expiresAt, sql`now()`),
              ),
            )
            .orderBy(asc(storyInvitations.createdAt), asc(storyInvitations.id))
        : [];
    const toMember = (row: { userId: string; name: string; since: Date }, memberRole: Member['role']): Member => ({
      userId: row.userId,
      name: row.name,
      role: memberRole,
      since: row.since.toISOString(),
    });
    return {
      members: [
        ...(owner ? [toMember({ ...owner, userId: ownerId }, 'owner')] : []),
        ...rows.map((row) => toMember(row, row.role)),
      ],
      invitations: invitations.map(toPending),
      you: role,
    };
  }

  return {
    members,

    /**
     * Invites `email` (the owner only): a pending invitation for the same address is replaced, so
     * asking again mails a new link and the old one stops working. The mail goes out after the answer,
     * in the invitee's language when they have an account, else in the inviter's.
     */
    async invite(
      owner: AuthUser,
      storyId: string,
      { email, role }: { email: string; role: MemberRole },
      language: Language,
    ): Promise<{ invitation: PendingInvitation; delivery: InvitationDelivery }> {
      if (email === owner.email) throw HttpError.badRequest(INVITE_YOURSELF, 'email');
      const token = randomToken();
      const { invitation, title, invitee } = await db.transaction(async (tx) => {
        await accessStory(tx, owner.id, storyId, 'own', { lock: true });
        const [existing] = await tx
          .select({ id: users.id, language: users.language, member: storyMembers.userId })
          .from(users)
          .leftJoin(storyMembers, and(eq(storyMembers.userId, users.id), eq(storyMembers.outlineId, storyId)))
          .where(eq(users.email, email));
        if (existing?.member) throw new HttpError(409, [{ msg: ALREADY_MEMBER, path: 'email' }]);
        if ((await seatsTaken(tx, storyId, email)) >= MEMBERS_MAX) throw tooManyMembers();
        await tx
          .delete(storyInvitations)
          .where(
            and(
              eq(storyInvitations.outlineId, storyId),
              eq(storyInvitations.email, email),
              isNull(storyInvitations.acceptedAt),
            ),
          );
        const [made] = await tx
          .insert(storyInvitations)
          .values({
            outlineId: storyId,
            email,
            role,
            tokenHash: sha256(token),
            invitedBy: owner.id,
            expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
          })
          .returning({
            id: storyInvitations.id,
            email: storyInvitations.email,
            role: storyInvitations.role,
            expiresAt: storyInvitations.expiresAt,
          });
        const [story] = await tx.select({ title: outlines.title }).from(outlines).where(eq(outlines.id, storyId));
        return { invitation: present(made, 'the new invitation'), title: story?.title ?? null, invitee: existing };
      });
      const link = `${config.appUrl}/invitations/${token}`;
      const delivery = async () => {
        try {
          await mailer.send(
            invitationMail(email, { inviter: owner.name, title, role, link }, invitee?.language ?? language),
          );
        } catch (error) {
          logger.error({ err: error }, 'invitation mail could not be sent');
        }
      };
      return { invitation: toPending(invitation), delivery };
    },

    /** The owner takes back an invitation not yet accepted. */
    async cancelInvitation(userId: string, storyId: string, invitationId: string) {
      await accessStory(db, userId, storyId, 'own');
      const gone = isId(invitationId)
        ? await db
            .delete(storyInvitations)
            .where(
              and(
                eq(storyInvitations.id, invitationId),
                eq(storyInvitations.outlineId, storyId),
                isNull(storyInvitations.acceptedAt),
              ),
            )
            .returning({ id: storyInvitations.id })
        : [];
      if (gone.length === 0) throw HttpError.notFound(INVITATION_NOT_FOUND);
    },

    /** What a link invites to, for anyone holding it (the page before signing in). */
    async invitation(token: string): Promise<Invitation> {
      const row = await db.transaction((tx) => openInvitation(tx, token));
      return {
        storyTitle: row.storyTitle,
        invitedBy: row.invitedBy,
        role: row.role,
        email: row.email,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * Accepts an invitation signed in to the account of the invited address: the writer joins with
     * its role, the link is used up, and the story becomes their current one.
     */
    async accept(user: AuthUser, token: string): Promise<{ storyId: string; role: MemberRole }> {
      return db.transaction(async (tx) => {
        await lockWriter(tx, user.id);
        const invitation = await openInvitation(tx, token, true);
        if (invitation.email !== user.email) throw HttpError.forbidden(INVITATION_ELSEWHERE);
        const { outlineId: storyId, role } = invitation;
        // The story row is held while the seats are counted, as the owner's invitations hold it.
        await tx.select({ id: outlines.id }).from(outlines).where(eq(outlines.id, storyId)).for('update');
        const [already] = await tx
          .select({ userId: storyMembers.userId })
          .from(storyMembers)
          .where(and(eq(storyMembers.outlineId, storyId), eq(storyMembers.userId, user.id)));
        if (already || invitation.ownerId === user.id) throw new HttpError(409, [{ msg: YOU_ARE_A_MEMBER }]);
        // This invitation holds one of the seats already.
        if ((await seatsTaken(tx, storyId)) > MEMBERS_MAX) throw tooManyMembers();
        await tx
          .update(storyInvitations)
          .set({ acceptedAt: sql`now()` })
          .where(eq(storyInvitations.id, invitation.id));
        await clearCurrent(tx, user.id);
        await tx.insert(storyMembers).values({ outlineId: storyId, userId: user.id, role, current: true });
        return { storyId, role };
      });
    },

    /** The owner makes a member a co-author or a critic. */
    async changeRole(userId: string, storyId: string, memberId: string, role: MemberRole): Promise<Member> {
      await accessStory(db, userId, storyId, 'own');
      if (!isId(memberId)) throw HttpError.notFound(MEMBER_NOT_FOUND);
      const [changed] = await db
        .update(storyMembers)
        .set({ role })
        .where(and(eq(storyMembers.outlineId, storyId), eq(storyMembers.userId, memberId)))
        .returning({ userId: storyMembers.userId, role: storyMembers.role, since: storyMembers.createdAt });
      if (!changed) throw HttpError.notFound(MEMBER_NOT_FOUND);
      const [member] = await db.select({ name: users.name }).from(users).where(eq(users.id, memberId));
      return {
        userId: changed.userId,
        name: member?.name ?? '',
        role: changed.role,
        since: changed.since.toISOString(),
      };
    },

    /** The owner removes a member, or a member leaves (their own id); the owner cannot leave. */
    async remove(userId: string, storyId: string, memberId: string) {
      const leaving = memberId === userId;
      const { role } = await accessStory(db, userId, storyId, leaving ? 'read' : 'own');
      if (leaving && role === 'owner') throw HttpError.badRequest(OWNER_STAYS);
      const gone = isId(memberId)
        ? await db
            .delete(storyMembers)
            .where(and(eq(storyMembers.outlineId, storyId), eq(storyMembers.userId, memberId)))
            .returning({ userId: storyMembers.userId })
        : [];
      if (gone.length === 0) throw HttpError.notFound(MEMBER_NOT_FOUND);
    },

    /**
     * The owner hands the story to one of its co-authors, and stays on as a co-author. The story's
     * entries are rows of the owner, so they move with it; whose current story it is stays as it was.
     */
    async transfer(userId: string, storyId: string, newOwnerId: string): Promise<Members> {
      await db.transaction(async (tx) => {
        const story = await accessStory(tx, userId, storyId, 'own', { lock: true });
        const [heir] = isId(newOwnerId)
          ? await tx
              .select({ role: storyMembers.role, current: storyMembers.current })
              .from(storyMembers)
              .where(and(eq(storyMembers.outlineId, storyId), eq(storyMembers.userId, newOwnerId)))
          : [];
        if (heir?.role !== 'coauthor') throw HttpError.badRequest(ONLY_COAUTHOR_OWNS, 'userId');
        const [row] = await tx.select({ current: outlines.current }).from(outlines).where(eq(outlines.id, storyId));
        await tx
          .delete(storyMembers)
          .where(and(eq(storyMembers.outlineId, storyId), eq(storyMembers.userId, newOwnerId)));
        await tx.update(outlines).set({ userId: newOwnerId, current: heir.current }).where(eq(outlines.id, story.id));
        await tx.update(characters).set({ userId: newOwnerId }).where(eq(characters.outlineId, story.id));
        await tx
          .insert(storyMembers)
          .values({ outlineId: storyId, userId, role: 'coauthor', current: row?.current ?? false });
      });
      return members(userId, storyId);
    },
  };
}

const toPending = (row: { id: string; email: string; role: MemberRole; expiresAt: Date }): PendingInvitation => ({
  _id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
});
