import type { RequestHandler } from 'express';
import { validationResult, type ValidationChain } from 'express-validator';
import { HttpError } from '../lib/http-error';

/** Runs the chains, then answers 400 with every field's first message in the one error shape. */
export function validate(chains: ValidationChain[]): RequestHandler {
  return async (req, _res, next) => {
    for (const chain of chains) await chain.run(req);
    const result = validationResult(req);
    if (result.isEmpty()) return next();
    const errors = result
      .array({ onlyFirstError: true })
      .map((error) => (error.type === 'field' ? { msg: String(error.msg), path: error.path } : { msg: String(error.msg) }));
    throw new HttpError(400, errors);
  };
}
