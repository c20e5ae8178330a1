import { Router } from 'express';
import { requireAuth, requireUser } from '../../middleware/authenticate';
import { clientIp, countFailures } from '../../middleware/rate-limit';
import { valid, validate } from '../../middleware/validate';
import type { Services } from '../../services';
import { toUserJson } from '../users/user.presenter';
import { loginSchemas, verifySchemas } from './auth.validators';

export function authRoutes({
  auth,
  sessions,
  verification,
  sessionCookie,
  passwordGate,
  limits,
  signInLimits,
}: Services): Router {
  const resendLimit = limits.limiter({
    name: 'resend',
    windowMs: 30 * 60 * 1000,
    limit: 5,
    key: (req) => req.user?.id ?? clientIp(req),
    message: 'Too many verification e-mails requested; please wait 30 minutes',
  });

  return Router()
    .get('/', requireAuth, (req, res) => {
      res.json(toUserJson(requireUser(req)));
    })
    .post('/', validate(loginSchemas), passwordGate, async (req, res) => {
      const { email, password } = valid(req, loginSchemas).body;
      const token = await countFailures({ req, account: email }, signInLimits, () =>
        auth.login(email, password, req.get('user-agent')),
      );
      sessionCookie.send(res, token);
    })
    .post('/logout', async (req, res) => {
      if (req.user) await sessions.endSession(req.user.sessionId);
      sessionCookie.clear(res);
      res.status(204).end();
    })
    .put('/verify/:token', validate(verifySchemas), async (req, res) => {
      await verification.verifyEmail(valid(req, verifySchemas).params.token);
      res.json({ msg: 'Email Verified' });
    })
    .put('/resend', requireAuth, resendLimit, async (req, res) => {
      await verification.resendVerification(requireUser(req));
      res.json({ msg: 'Verification Email Sent' });
    });
}
