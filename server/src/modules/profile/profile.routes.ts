import express, { Router, type RequestHandler } from 'express';
import { matchedData } from 'express-validator';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http-error';
import { clearSession } from '../../lib/session-cookie';
import { requireAuth } from '../../middleware/authenticate';
import { clientIp, limiter } from '../../middleware/rate-limit';
import { requireVerified } from '../../middleware/require-verified';
import { validate } from '../../middleware/validate';
import type { SessionService } from '../auth/session.service';
import { avatarUrl } from '../auth/session.service';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, createAvatarService, NOT_AN_IMAGE } from '../users/avatar.service';
import { createProfileService, type NewWork, type ProfileFields } from './profile.service';
import { addWorkRules, listProfilesRules, PAGE_SIZE, saveProfileRules } from './profile.validators';

/**
 * The image is the raw request body (Content-Type image/* or application/octet-stream); the API's
 * JSON parser ignores those types. A body over 5 MB is refused with its own 413 message.
 */
const readImage: RequestHandler = (req, res, next) => {
  express.raw({ type: ['image/*', 'application/octet-stream'], limit: AVATAR_MAX_BYTES })(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
      next(new HttpError(413, [{ msg: AVATAR_TOO_LARGE }]));
      return;
    }
    if (error) return next(error);
    if (!Buffer.isBuffer(req.body) || req.body.length === 0) return next(HttpError.badRequest(NOT_AN_IMAGE));
    next();
  });
};

export function profileRoutes(deps: AppDeps, sessions: SessionService): Router {
  const service = createProfileService(deps);
  const avatars = createAvatarService(deps);
  const uploadLimit = limiter({
    windowMs: 60 * 60 * 1000,
    limit: 30,
    key: (req) => req.user?.id ?? clientIp(req),
    message: 'Too many image uploads; please wait an hour and try again',
  });

  return (
    Router()
      .get('/me', requireAuth, async (req, res) => {
        res.json(await service.getOwnProfile(req.user!.id));
      })
      .post('/', requireAuth, validate(saveProfileRules), async (req, res) => {
        const { profile, created } = await service.saveProfile(req.user!.id, matchedData<ProfileFields>(req));
        res.status(created ? 201 : 200).json(profile);
      })
      .delete('/', requireAuth, async (req, res) => {
        const userId = req.user!.id;
        await sessions.endAllSessions(userId);
        await service.deleteAccount(userId);
        clearSession(req, res);
        res.json({ msg: 'Account, Outline, & Profile deleted' });
      })
      // Paged: ?page= (from 1) and ?limit= (default 20, at most 50); still an array, as spec §7 has it.
      .get('/', validate(listProfilesRules), async (req, res) => {
        const { page = 1, limit = PAGE_SIZE } = matchedData<{ page?: number; limit?: number }>(req);
        res.json(await service.listProfiles(page, limit));
      })
      .get('/user/:id', async (req, res) => {
        res.json(await service.getProfileByUser(String(req.params.id)));
      })
      .put('/works', requireAuth, validate(addWorkRules), async (req, res) => {
        res.status(201).json(await service.addWork(req.user!.id, matchedData<NewWork>(req)));
      })
      .delete('/works/:id', requireAuth, async (req, res) => {
        res.json(await service.deleteWork(req.user!.id, String(req.params.id)));
      })
      .put('/avatar', requireVerified, uploadLimit, readImage, async (req, res) => {
        const userId = req.user!.id;
        const avatarUpdatedAt = await avatars.setAvatar(userId, req.body as Buffer);
        res.json({ avatar: avatarUrl({ id: userId, avatarUpdatedAt }) });
      })
      .delete('/avatar', requireAuth, async (req, res) => {
        const userId = req.user!.id;
        const avatarUpdatedAt = await avatars.removeAvatar(userId);
        res.json({ avatar: avatarUrl({ id: userId, avatarUpdatedAt }) });
      })
  );
}
