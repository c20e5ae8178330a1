import { idOf } from '@three-act/contract/ids';
import {
  acceptedSchema,
  invitationBody,
  invitationParams,
  invitationSchema,
  memberChangeBody,
  memberSchema,
  membersSchema,
  pendingInvitationSchema,
  transferBody,
} from '@three-act/contract/members';
import type { Request } from 'express';
import { z } from 'zod';
import { defineRoute, type Route } from '../../http/route';
import { requestLanguage } from '../../lib/i18n';
import { clientIp } from '../../middleware/rate-limit';
import type { Services } from '../../services';

const HOUR = 60 * 60 * 1000;
const storyParams = z.object({ id: idOf('story') });
const memberParams = z.object({ id: idOf('story'), userId: z.string() });
const invitationIdParams = z.object({ id: idOf('story'), invitationId: z.string() });

/**
 * A story's members and invitations (decision 189). The owner alone invites, changes roles, removes
 * and hands the story on (a member is told so, 403); anyone else's story answers 404.
 */
export function membersRoutes({ members, limits }: Services): Route[] {
  const tag = 'members';
  // Each invitation mails an address the writer chose: at most 30 an hour.
  const inviteLimit = limits.limiter({
    name: 'invitations',
    windowMs: HOUR,
    limit: 30,
    key: (req: Request) => req.user?.id ?? clientIp(req),
    message: 'You can send at most 30 invitations an hour; please wait a little',
  });
  return [
    defineRoute({
      method: 'get',
      path: '/stories/:id/members',
      tag,
      summary: "The story's owner and members, and (to the owner) the invitations not yet accepted",
      access: 'signed-in',
      params: storyParams,
      responses: { 200: membersSchema },
      errors: [404],
      handler: ({ user, params }) => members.members(user.id, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/stories/:id/invitations',
      tag,
      summary:
        'Invite a writer by e-mail as a co-author or a critic (the owner, verified): a single-use link valid 7 days goes to the address',
      access: 'verified',
      notSuspended: true,
      limit: [inviteLimit],
      params: storyParams,
      body: invitationBody,
      responses: { 201: pendingInvitationSchema },
      errors: [403, 404, 409, 429],
      handler: async ({ user, params, body, req, res }) => {
        const { invitation, delivery } = await members.invite(user, params.id, body, requestLanguage(req));
        res.on('finish', () => void delivery());
        res.status(201);
        return invitation;
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/stories/:id/invitations/:invitationId',
      tag,
      summary: 'Take back an invitation not yet accepted (the owner)',
      access: 'signed-in',
      params: invitationIdParams,
      responses: { 204: { description: 'The invitation is gone; its link no longer works' } },
      errors: [403, 404],
      handler: ({ user, params }) => members.cancelInvitation(user.id, params.id, params.invitationId),
    }),
    defineRoute({
      method: 'patch',
      path: '/stories/:id/members/:userId',
      tag,
      summary: "Change a member's role (the owner)",
      access: 'signed-in',
      params: memberParams,
      body: memberChangeBody,
      responses: { 200: memberSchema },
      errors: [403, 404],
      handler: ({ user, params, body }) => members.changeRole(user.id, params.id, params.userId, body.role),
    }),
    defineRoute({
      method: 'delete',
      path: '/stories/:id/members/:userId',
      tag,
      summary: 'Remove a member (the owner), or leave the story (a member, with their own id)',
      access: 'signed-in',
      params: memberParams,
      responses: { 204: { description: 'The writer is no longer a member' } },
      errors: [400, 403, 404],
      handler: ({ user, params }) => members.remove(user.id, params.id, params.userId),
    }),
    defineRoute({
      method: 'put',
      path: '/stories/:id/owner',
      tag,
      summary: 'Hand the story to one of its co-authors (the owner, who stays on as a co-author)',
      access: 'signed-in',
      params: storyParams,
      body: transferBody,
      responses: { 200: membersSchema },
      errors: [403, 404],
      handler: ({ user, params, body }) => members.transfer(user.id, params.id, body.userId),
    }),
    defineRoute({
      method: 'get',
      path: '/invitations/:token',
      tag,
      summary: 'What an invitation asks: the story, who invites, the role (anyone holding the link)',
      access: 'public',
      params: invitationParams,
      responses: { 200: invitationSchema },
      errors: [404, 410],
      handler: ({ params }) => members.invitation(params.token),
    }),
    defineRoute({
      method: 'put',
      path: '/invitations/:token/accept',
      tag,
      summary:
        'Accept an invitation, signed in (verified) to the account of the invited address: the story becomes the current one',
      access: 'verified',
      params: invitationParams,
      responses: { 200: acceptedSchema },
      errors: [403, 404, 409, 410],
      handler: ({ user, params }) => members.accept(user, params.token),
    }),
  ];
}
