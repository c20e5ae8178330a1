import type { RequestHandler } from 'express';
import { HttpError } from '../lib/http-error';

export const requireVerified: RequestHandler = (req, _res, next) => {
  if (!req.user) throw HttpError.unauthorized();
  if (!req.user.emailVerified) throw HttpError.forbidden('Please verify your e-mail address first');
  next();
};
