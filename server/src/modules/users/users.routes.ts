import { Router } from 'express';
import { matchedData } from 'express-validator';
import type { AppDeps } from '../../deps';
import { sendSession } from '../../lib/session-cookie';
import { clientIp, limiter } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import type { SessionService } from '../auth/session.service';
import { createUsersService } from './users.service';
import { registerRules } from './users.validators';

export function usersRoutes(deps: AppDeps, sessions: SessionService): Router {
  const service = createUsersService(deps, sessions);
  const signupLimit = limiter({
    windowMs: 60 * 60 * 1000,
    limit: deps.config.signupLimitPerHour,
    count: 'successes',
    key: clientIp,
    message: 'Too many sign-ups from this network; please try again later',
  });

  return Router().post('/', signupLimit, validate(registerRules), async (req, res) => {
    const { name, email, password } = matchedData<{ name: string; email: string; password: string }>(req);
    sendSession(req, res, await service.registerUser({ name, email, password }));
  });
}
