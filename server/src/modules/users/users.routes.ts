import { Router } from 'express';
import type { Config } from '../../config';
import { requireAuth, requireUser } from '../../middleware/authenticate';
import { clientIp } from '../../middleware/rate-limit';
import { valid, validate } from '../../middleware/validate';
import type { Services } from '../../services';
import { toUserJson } from './user.presenter';
import { registerSchemas, updateMeSchemas } from './users.validators';
import { preferencesSchemas } from '../notifications/notifications.validators';

export function usersRoutes(
  { users: service, mailTokens, exports, sessionCookie, passwordGate, limits, notifications }: Services,
  config: Config,
): Router {
  const signupLimit = limits.limiter({
    name: 'signup',
    windowMs: 60 * 60 * 1000,
    limit: config.signupLimitPerHour,
    // Every attempt counts: 'User already exists' must not let one address test addresses at scale.
    key: clientIp,
    message: 'Too many sign-ups from this network; please try again later',
  });
  const exportLimit = limits.limiter({
    name: 'export',
    windowMs: 60 * 60 * 1000,
    limit: 5,
    key: (req) => requireUser(req).id,
    message: 'Too many exports; please wait an hour and try again',
  });

  return Router()
    .post('/', signupLimit, validate(registerSchemas), passwordGate, async (req, res) => {
      const { name, email, password } = valid(req, registerSchemas).body;
      sessionCookie.send(res, await service.registerUser({ name, email, password }, req.get('user-agent')));
    })
    .get('/me', requireAuth, async (req, res) => {
      const user = requireUser(req);
      const [pendingEmail, preferences] = await Promise.all([
        mailTokens.pendingEmail(user.id),
        notifications.preferences(user.id),
      ]);
      res.json({ ...toUserJson(user), pendingEmail, ...preferences });
    })
    .put('/me/preferences', requireAuth, validate(preferencesSchemas), async (req, res) => {
      res.json(await notifications.setPreferences(requireUser(req).id, valid(req, preferencesSchemas).body));
    })
    .put('/me', requireAuth, validate(updateMeSchemas), async (req, res) => {
      res.json(await service.rename(requireUser(req).id, valid(req, updateMeSchemas).body.name));
    })
    .get('/me/export', requireAuth, exportLimit, async (req, res) => {
      const zip = await exports.exportAccount(requireUser(req));
      const day = new Date().toISOString().slice(0, 10);
      res
        .set({
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="three-act-export-${day}.zip"`,
        })
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    });
}
