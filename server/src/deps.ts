import type { Config } from './config';
import type { Database, Db, PoolStats } from './db/client';
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
  /** Hears the database's NOTIFY (the session cache's revocations); without it nothing is cached. */
  listen?: Database['listen'];
  /** The PostgreSQL pool's use, for the metrics. */
  poolStats?: () => PoolStats;
}
