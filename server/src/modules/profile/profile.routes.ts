import express, { Router, type RequestHandler } from 'express';
import { AVATAR_MAX_BYTES, PAGE_SIZE } from '@three-act/contract/limits';
import { HttpError } from '../../lib/http-error';
import { requireAuth, requireUser } from '../../middleware/authenticate';
import { clientIp } from '../../middleware/rate-limit';
import { requireVerified } from '../../middleware/require-verified';
import { valid, validate } from '../../middleware/validate';
import type { Services } from '../../services';
import { AVATAR_TOO_LARGE, NOT_AN_IMAGE } from '../users/avatar.service';
import { avatarUrl } from '../users/user.presenter';
import { addWorkSchemas, listProfilesSchemas, saveProfileSchemas } from './profile.validators';

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

export function profileRoutes({
  profile: service,
  avatars,
  accounts,
  sessionCookie,
  imageGate,
  limits,
}: Services): Router {
  const uploadLimit = limits.limiter({
    name: 'upload',
    windowMs: 60 * 60 * 1000,
    limit: 30,
    key: (req) => req.user?.id ?? clientIp(req),
    message: 'Too many image uploads; please wait an hour and try again',
  });

  return (
    Router()
      .get('/me', requireAuth, async (req, res) => {
        res.json(await service.getOwnProfile(requireUser(req).id));
      })
      .post('/', requireAuth, validate(saveProfileSchemas), async (req, res) => {
        const { profile, created } = await service.saveProfile(
          requireUser(req).id,
          valid(req, saveProfileSchemas).body,
        );
        res.status(created ? 201 : 200).json(profile);
      })
      .delete('/', requireAuth, async (req, res) => {
        await accounts.deleteAccount(requireUser(req).id);
        sessionCookie.clear(res);
        res.json({ msg: 'Account, Outline, & Profile deleted' });
      })
      // Paged: ?page= (from 1) and ?limit= (default 20, at most 50); still a plain array (docs/decisions/013-pagination.md).
      .get('/', validate(listProfilesSchemas), async (req, res) => {
        const { page = 1, limit = PAGE_SIZE, q, genre } = valid(req, listProfilesSchemas).query;
        res.json(await service.listProfiles(page, limit, { q: q || undefined, genre: genre || undefined }));
      })
      .get('/user/:id', async (req, res) => {
        res.json(await service.getProfileByUser(String(req.params.id), req.user?.id));
      })
      .put('/works', requireAuth, validate(addWorkSchemas), async (req, res) => {
        res.status(201).json(await service.addWork(requireUser(req).id, valid(req, addWorkSchemas).body));
      })
      .delete('/works/:id', requireAuth, async (req, res) => {
        res.json(await service.deleteWork(requireUser(req).id, String(req.params.id)));
      })
      .put('/avatar', requireVerified, uploadLimit, readImage, imageGate, async (req, res) => {
        const userId = requireUser(req).id;
        const avatarUpdatedAt = await avatars.setAvatar(userId, req.body as Buffer);
        res.json({ avatar: avatarUrl({ id: userId, avatarUpdatedAt }) });
      })
      .delete('/avatar', requireAuth, async (req, res) => {
        const userId = requireUser(req).id;
        const avatarUpdatedAt = await avatars.removeAvatar(userId);
        res.json({ avatar: avatarUrl({ id: userId, avatarUpdatedAt }) });
      })
  );
}
