import { Router } from 'express';
import type { Config } from '../../config';
import { sendSession } from '../../lib/session-cookie';
import { clientIp, limiter } from '../../middleware/rate-limit';
import { valid, validate } from '../../middleware/validate';
import type { Services } from '../../services';
import { registerSchemas } from './users.validators';

export function usersRoutes({ users: service }: Services, config: Config): Router {
  const signupLimit = limiter({
    windowMs: 60 * 60 * 1000,
    limit: config.signupLimitPerHour,
    count: 'successes',
    key: clientIp,
    message: 'Too many sign-ups from this network; please try again later',
  });

  return Router().post('/', signupLimit, validate(registerSchemas), async (req, res) => {
    const { name, email, password } = valid(req, registerSchemas).body;
    sendSession(req, res, await service.registerUser({ name, email, password }));
  });
}
