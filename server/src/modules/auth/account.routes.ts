import { FORGOT_MESSAGE } from '@three-act/contract/auth';
import { Router, type Response } from 'express';
import { HttpError } from '../../lib/http-error';
import { requireAuth, requireUser } from '../../middleware/authenticate';
import { clientIp, countFailures } from '../../middleware/rate-limit';
import { valid, validate } from '../../middleware/validate';
import type { Services } from '../../services';
import type { Delivery } from './credentials.service';
import {
  changeEmailSchemas,
  changePasswordSchemas,
  confirmEmailSchemas,
  forgotSchemas,
  resetSchemas,
  sessionSchemas,
} from './auth.validators';

const HOUR = 60 * 60 * 1000;

/** Runs once the answer has gone, so the answer's timing cannot tell what the mails say. */
const afterAnswer = (res: Response, delivery: Delivery) => res.on('finish', () => void delivery());

/**
 * Password reset and change, e-mail change and the list of signed-in devices
 * (docs/decisions/122-account-links.md). Mounted beside authRoutes under /api/auth.
 */
export function accountRoutes({
  credentials,
  sessions,
  sessionCookie,
  passwordGate,
  limits,
  signInLimits,
}: Services): Router {
  // Counted for unknown addresses too, so the limit tells nothing either.
  const forgotPerAddress = limits.limiter({
    name: 'forgot-address',
    windowMs: HOUR,
    limit: 3,
    key: (req) => valid(req, forgotSchemas).body.email,
    message: 'Too many reset e-mails asked for this address; please wait an hour',
  });
  const forgotPerNetwork = limits.limiter({
    name: 'forgot-network',
    windowMs: HOUR,
    limit: 20,
    key: clientIp,
    message: 'Too many reset e-mails asked from this network; please wait an hour',
  });
  const emailChangeLimit = limits.limiter({
    name: 'email-change',
    windowMs: HOUR,
    limit: 5,
    key: (req) => requireUser(req).id,
    message: 'Too many e-mail changes asked; please wait an hour',
  });

  return Router()
    .post('/forgot', validate(forgotSchemas), forgotPerNetwork, forgotPerAddress, (req, res) => {
      res.json({ msg: FORGOT_MESSAGE });
      afterAnswer(res, credentials.resetDelivery(valid(req, forgotSchemas).body.email));
    })
    .put('/reset/:token', validate(resetSchemas), passwordGate, async (req, res) => {
      const { params, body } = valid(req, resetSchemas);
      sessionCookie.send(res, await credentials.resetPassword(params.token, body.password, req.get('user-agent')));
    })
    .put('/password', requireAuth, validate(changePasswordSchemas), passwordGate, async (req, res) => {
      const user = requireUser(req);
      const { currentPassword, password } = valid(req, changePasswordSchemas).body;
      await countFailures({ req, account: user.email }, signInLimits, () =>
        credentials.changePassword(user, currentPassword, password),
      );
      res.json({ msg: 'Password changed' });
    })
    .put('/email', requireAuth, validate(changeEmailSchemas), emailChangeLimit, passwordGate, async (req, res) => {
      const user = requireUser(req);
      const { password, email } = valid(req, changeEmailSchemas).body;
      const delivery = await countFailures({ req, account: user.email }, signInLimits, () =>
        credentials.requestEmailChange(user, password, email),
      );
      res.json({ msg: `We sent a link to ${email}: open it to use this address. Until then, nothing changes.` });
      afterAnswer(res, delivery);
    })
    .put('/email/:token', validate(confirmEmailSchemas), async (req, res) => {
      await credentials.confirmEmailChange(valid(req, confirmEmailSchemas).params.token);
      res.json({ msg: 'Your e-mail address is changed' });
    })
    .get('/sessions', requireAuth, async (req, res) => {
      const user = requireUser(req);
      res.json(await sessions.listSessions(user.id, user.sessionId));
    })
    .delete('/sessions', requireAuth, async (req, res) => {
      const user = requireUser(req);
      await sessions.endOtherSessions(user.id, user.sessionId);
      res.status(204).end();
    })
    .delete('/sessions/:id', requireAuth, validate(sessionSchemas), async (req, res) => {
      const user = requireUser(req);
      const { id } = valid(req, sessionSchemas).params;
      if (!(await sessions.endOwnSession(user.id, id))) throw HttpError.notFound('Session not found');
      if (id === user.sessionId) sessionCookie.clear(res);
      res.status(204).end();
    });
}
