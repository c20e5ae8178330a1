import { z } from './zod';

/** One entry of every error answer: `{ errors: [{ msg, path? }] }` (docs/decisions/102-validation-with-zod.md). */
export const apiErrorSchema = z.object({ msg: z.string(), path: z.string().optional() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Machine-readable kinds of failure, sent in the `Error-Code` header of every error answer. */
export const ERROR_CODES = [
  'validation',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'precondition_failed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({ errors: z.array(apiErrorSchema) });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageSchema = z.object({ msg: z.string() });
