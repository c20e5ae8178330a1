import express, { type RequestHandler } from 'express';
import { z } from 'zod';
import { deleteAccountBody } from '@three-act/contract/auth';
import { absentQuery, messageSchema } from '@three-act/contract/errors';
import { ABSENT_AS_NULL } from '@three-act/contract/reads';
import { AVATAR_MAX_BYTES, PAGE_SIZE } from '@three-act/contract/limits';
import { listProfilesQuery, profileBody, profileSchema, workBody } from '@three-act/contract/profile';
import { defineRoute, idParam, type Route } from '../../http/route';
import { HttpError } from '../../lib/http-error';
import { clientIp, countFailures } from '../../middleware/rate-limit';
import type { Services } from '../../services';
import { AVATAR_TOO_LARGE, NOT_AN_IMAGE } from '../users/avatar.service';
import { avatarUrl } from '../users/user.presenter';

/**
 * The image is the raw request body (Content-Type image/* or application/octet-stream); the API's
 * JSON parser ignores those types. A body over 5 MB is refused with its own 413 message.
 */
const readImage: RequestHandler = (req, res, next) => {
  express.raw({ type: ['image/*', 'application/octet-stream'], limit: AVATAR_MAX_BYTES })(
    req,
    res,
    (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
        next(new HttpError(413, [{ msg: AVATAR_TOO_LARGE }]));
        return;
      }
      if (error) return next(error);
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) return next(HttpError.badRequest(NOT_AN_IMAGE));
      next();
    },
  );
};

const avatarSchema = z.object({ avatar: z.string() });

export function profileRoutes({
  profile: service,
  avatars,
  accounts,
  credentials,
  sessionCookie,
  imageGate,
  passwordGate,
  limits,
  signInLimits,
}: Services): Route[] {
  const uploadLimit = limits.limiter({
    name: 'upload',
    windowMs: 60 * 60 * 1000,
    limit: 30,
    key: (req) => req.user?.id ?? clientIp(req),
    message: 'Too many image uploads; please wait an hour and try again',
  });
  const tag = 'profile';

  return [
    defineRoute({
      method: 'get',
      path: '/profile/me',
      tag,
      summary: "The writer's own profile (`null` with `?absent=null` when none)",
      access: 'signed-in',
      query: absentQuery,
      responses: { 200: profileSchema.nullable() },
      errors: [404],
      // The app asks with `?absent=null`: a writer with no profile yet is an ordinary state (decision 171).
      handler: ({ user, query }) =>
        query.absent === ABSENT_AS_NULL ? service.findOwnProfile(user.id) : service.getOwnProfile(user.id),
    }),
    defineRoute({
      method: 'post',
      path: '/profile',
      tag,
      summary: 'Create (201) or update (200) the profile (not while suspended)',
      access: 'signed-in',
      // A suspended writer changes nothing others read; removing a work or the avatar stays (decision 148).
      notSuspended: true,
      body: profileBody,
      responses: { 200: profileSchema, 201: profileSchema },
      handler: async ({ user, body, res }) => {
        const { profile, created } = await service.saveProfile(user.id, body);
        res.status(created ? 201 : 200);
        return profile;
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/profile',
      tag,
      summary:
        'Delete the account and everything it owns. The password is asked again (a wrong one is a 400, counted by the sign-in limits)',
      access: 'signed-in',
      body: deleteAccountBody,
      use: [passwordGate],
      responses: { 200: messageSchema },
      errors: [429],
      handler: async ({ user, body, req, res }) => {
        await countFailures({ req, account: user.email }, signInLimits, () =>
          credentials.confirmPassword(user, body.password),
        );
        await accounts.deleteAccount(user.id);
        sessionCookie.clear(res);
        return { msg: 'Account, Outline, & Profile deleted' };
      },
    }),
    // Paged: ?page= (from 1) and ?limit= (default 20, at most 50); still a plain array (docs/decisions/013-pagination.md).
    defineRoute({
      method: 'get',
      path: '/profile',
      tag,
      summary: 'Writer profiles (pages)',
      access: 'public',
      query: listProfilesQuery,
      responses: { 200: z.array(profileSchema) },
      handler: ({ query }) => {
        const { page = 1, limit = PAGE_SIZE, q, genre } = query;
        return service.listProfiles(page, limit, { q: q || undefined, genre: genre || undefined });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/profile/user/:id',
      tag,
      summary: "A writer's public profile",
      access: 'public',
      params: idParam,
      responses: { 200: profileSchema },
      errors: [404],
      handler: ({ user, params }) => service.getProfileByUser(params.id, user?.id),
    }),
    defineRoute({
      method: 'put',
      path: '/profile/works',
      tag,
      summary: 'Add a finished work (not while suspended)',
      access: 'signed-in',
      notSuspended: true,
      body: workBody,
      responses: { 201: profileSchema },
      errors: [404],
      handler: ({ user, body }) => service.addWork(user.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/profile/works/:id',
      tag,
      summary: 'Remove a finished work',
      access: 'signed-in',
      params: idParam,
      responses: { 200: profileSchema },
      errors: [404],
      handler: ({ user, params }) => service.deleteWork(user.id, params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/profile/avatar',
      tag,
      summary: 'Upload an avatar (raw PNG, JPEG, WebP or GIF body, at most 5 MB; not while suspended)',
      access: 'verified',
      notSuspended: true,
      limit: [uploadLimit],
      use: [readImage, imageGate],
      responses: { 200: avatarSchema },
      errors: [400, 413, 429],
      handler: async ({ user, req }) => {
        const avatarUpdatedAt = await avatars.setAvatar(user.id, req.body as Buffer);
        return { avatar: avatarUrl({ id: user.id, avatarUpdatedAt }) };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/profile/avatar',
      tag,
      summary: 'Go back to the generated avatar',
      access: 'signed-in',
      responses: { 200: avatarSchema },
      handler: async ({ user }) => {
        const avatarUpdatedAt = await avatars.removeAvatar(user.id);
        return { avatar: avatarUrl({ id: user.id, avatarUpdatedAt }) };
      },
    }),
  ];
}
