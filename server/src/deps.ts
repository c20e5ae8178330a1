import type { Config } from './config';
import type { Db, PoolStats } from './db/client';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import type { RedisClient } from './lib/redis';

/** What the app needs from the outside world; tests pass their own database and mailer. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  /** The shared Redis when REDIS_URL is set (rate-limit counters). */
  redis?: RedisClient;
  /** The PostgreSQL pool's use, for the metrics. */
  poolStats?: () => PoolStats;
}
