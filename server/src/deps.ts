import type { Config } from './config';
import type { Db } from './db/client';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';

/** What the app needs from the outside world; tests pass their own database and mailer. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
}
