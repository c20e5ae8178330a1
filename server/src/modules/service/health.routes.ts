import { healthSchema, notReadySchema, readySchema } from '@three-act/contract/service';
import { defineRoute, type Route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { appliedMigrations, MIGRATION_COUNT } from '../../db/client';

const CHECK_TIMEOUT_MS = 2000;

/** Resolves to the check's failure reason, or null when it passed in time. */
async function failureOf(check: () => Promise<string | null>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: the process runs (liveness). GET /api/ready: it can serve (readiness for a
 * proxy or orchestrator): the database answers with every migration applied, and Redis answers
 * when REDIS_URL is set; else 503 with the reason (docs/decisions/118-database-outages.md).
 */
export function healthRoutes({ db, redis }: Pick<AppDeps, 'db' | 'redis'>): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/health',
      tag: 'service',
      summary: 'Liveness: the process runs (no database round trip)',
      access: 'public',
      responses: { 200: healthSchema },
      handler: () => ({ status: 'ok' }),
    }),
    defineRoute({
      method: 'get',
      path: '/ready',
      tag: 'service',
      summary:
        'Readiness: the database answers with every migration applied, and Redis when configured; 503 names what failed in `errors` and `checks`',
      access: 'public',
      responses: { 200: readySchema, 503: notReadySchema },
      handler: async ({ res }) => {
        const checks: Record<string, string | null> = {
          database: await failureOf(async () => {
            const applied = await appliedMigrations(db);
            return applied === MIGRATION_COUNT ? null : `${applied} of ${MIGRATION_COUNT} migrations applied`;
          }),
        };
        if (redis) checks.redis = await failureOf(async () => ((await redis.ping()) === 'PONG' ? null : 'no PONG'));
        const failed = Object.entries(checks).filter(([, failure]) => failure !== null);
        const status = Object.fromEntries(Object.entries(checks).map(([name, failure]) => [name, failure ?? 'ok']));
        if (failed.length === 0) return { status: 'ready', checks: status };
        res.status(503).set('Retry-After', '5');
        return {
          errors: failed.map(([name, failure]) => ({ msg: `Not ready: ${name}: ${failure}` })),
          checks: status,
        };
      },
    }),
  ];
}
