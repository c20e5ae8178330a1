import { Router } from 'express';
import { matchedData } from 'express-validator';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http-error';
import { clearSession, sendSession } from '../../lib/session-cookie';
import { requireAuth } from '../../middleware/authenticate';
import { clientIp, limiter } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import { createAuthService } from './auth.service';
import { loginRules, verifyRules } from './auth.validators';
import { toUserJson, type SessionService } from './session.service';
import { createVerificationService } from './verification.service';

export function authRoutes(deps: AppDeps, sessions: SessionService): Router {
  const auth = createAuthService(deps, sessions);
  const verification = createVerificationService(deps);

  const loginLimit = limiter({
    windowMs: 15 * 60 * 1000,
    limit: 10,
    count: 'failures',
    // The body is not validated yet: String() of {"toString":null} would throw, so only text counts as an e-mail.
    key: (req) => {
      const email: unknown = req.body?.email;
      return `${clientIp(req)}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
    message: 'Too many failed sign-in attempts; please wait 15 minutes and try again',
  });
  const resendLimit = limiter({
    windowMs: 30 * 60 * 1000,
    limit: 5,
    key: (req) => req.user?.id ?? clientIp(req),
    message: 'Too many verification e-mails requested; please wait 30 minutes',
  });

  return Router()
    .get('/', requireAuth, (req, res) => {
      res.json(toUserJson(req.user!));
    })
    .post('/', loginLimit, validate(loginRules), async (req, res) => {
      const { email, password } = matchedData<{ email: string; password: string }>(req);
      sendSession(req, res, await auth.login(email, password));
    })
    .post('/logout', async (req, res) => {
      if (req.user) await sessions.endSession(req.user.sessionId);
      clearSession(req, res);
      res.status(204).end();
    })
    .put('/verify/:token', validate(verifyRules), async (req, res) => {
      await verification.verifyEmail(String(req.params.token));
      res.json({ msg: 'Email Verified' });
    })
    .put('/resend', requireAuth, resendLimit, async (req, res) => {
      const user = req.user!;
      if (user.emailVerified) throw HttpError.badRequest('Your e-mail address is already verified');
      await verification.sendVerification(user);
      res.json({ msg: 'Verification Email Sent' });
    });
}
