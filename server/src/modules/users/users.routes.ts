import { Router } from 'express';
import type { Config } from '../../config';
import { clientIp } from '../../middleware/rate-limit';
import { valid, validate } from '../../middleware/validate';
import type { Services } from '../../services';
import { registerSchemas } from './users.validators';

export function usersRoutes({ users: service, sessionCookie, passwordGate, limits }: Services, config: Config): Router {
  const signupLimit = limits.limiter({
    name: 'signup',
    windowMs: 60 * 60 * 1000,
    limit: config.signupLimitPerHour,
    // Every attempt counts: 'User already exists' must not let one address test addresses at scale.
    key: clientIp,
    message: 'Too many sign-ups from this network; please try again later',
  });

  return Router().post('/', signupLimit, validate(registerSchemas), passwordGate, async (req, res) => {
    const { name, email, password } = valid(req, registerSchemas).body;
    sessionCookie.send(res, await service.registerUser({ name, email, password }));
  });
}
