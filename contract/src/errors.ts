import { z } from './zod';
import { ABSENT_AS_NULL } from './reads';

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

/** `?absent=null` (reads.ts): 200 with `null` instead of 404 when there is none yet. */
export const absentQuery = z.object({
  absent: z
    .literal(ABSENT_AS_NULL, { error: 'absent must be "null"' })
    .optional()
    .meta({ description: '`null`: answer 200 with `null` instead of 404 when there is none yet' }),
});
