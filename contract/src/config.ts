import { z } from './zod';

/** GET /api/config: what the pages need to know about this installation. */
export const configSchema = z.object({ contactEmail: z.string() });
export type AppConfig = z.infer<typeof configSchema>;
