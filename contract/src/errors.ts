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

/**
 * `?absent=null` on a signed-in writer's reads of their own story and profile (GET /api/outlines/me,
 * GET /api/profile/me): a writer who has none yet gets 200 with `null` instead of the spec's 404,
 * which browsers log as an error on an ordinary state (docs/decisions/171-pages-in-one-trip.md).
 * Without it the routes answer as the spec says.
 */
export const ABSENT_AS_NULL = 'null';
export const absentQuery = z.object({
  absent: z
    .literal(ABSENT_AS_NULL, { error: 'absent must be "null"' })
    .optional()
    .meta({ description: '`null`: answer 200 with `null` instead of 404 when there is none yet' }),
});
