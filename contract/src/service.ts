import { z } from './zod';
import { errorBodySchema } from './errors';

/** GET /api/health: the process runs. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** Each readiness check: 'ok', or why it failed. */
const checksSchema = z.record(z.string(), z.string());

/** GET /api/ready, 200: the database answers with every migration applied (and Redis, when configured). */
export const readySchema = z.object({ status: z.literal('ready'), checks: checksSchema });

/** GET /api/ready, 503: what failed in `errors`, and every check's result. */
export const notReadySchema = errorBodySchema.extend({ checks: checksSchema });
