import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { runPrimary } from './cluster';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { VACUUM_EVERY_MS, vacuumWordTable } from './db/maintenance';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { closeRedis, connectRedis } from './lib/redis';
import { createDigest } from './modules/notifications/digest';
import { purgeExpiredStories } from './modules/stories/stories.service';

/** Lets a newcomer keep settings in ./.env without exporting them. */
function loadDotEnv() {
  const file = path.resolve('.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

const HOUR_MS = 60 * 60 * 1000;

/** Runs a background job now and then every `ms`, without holding the process open. */
function nowAndEvery(ms: number, job: () => Promise<unknown>) {
  void job();
  const timer = setInterval(() => void job(), ms);
  timer.unref();
  return timer;
}

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    await runPrimary(config, logger);
    return;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (database.kind === 'pglite') {
    logger.warn(
      `Embedded database in ${config.dataDir} (for trying the app, development and small single-machine use; ` +
        'it does not fsync, so a power cut can lose recent writes). Set DATABASE_URL to use PostgreSQL in production.',
    );
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
    logLinks: config.env !== 'production',
  });
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  if (!redis && config.webConcurrency === 1) {
    logger.warn(
      'Rate limits count in this process (REDIS_URL unset): run Three Act as one process, or set REDIS_URL so several share them.',
    );
  }
  const app = createApp({
    db: database.db,
    config,
    mailer,
    logger,
    redis,
    poolStats: database.poolStats,
    listen: database.listen,
  });
  const server = app.listen(config.port, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(`Three Act is running on http://localhost:${port}`);
    console.log(`\n  Three Act is running on http://localhost:${port}\n`);
  });
  app.live.attach(server);

  // Stories past their 30 days in the trash go for good: at start, then hourly (idempotent, so every process may).
  const emptyTrash = () =>
    purgeExpiredStories(database.db).then(
      (purged) => purged > 0 && logger.info({ purged }, 'stories past their 30 days in the trash removed'),
      (error: unknown) => logger.warn({ err: error }, 'the trash could not be emptied; trying again in an hour'),
    );
  const trashSweeper = nowAndEvery(HOUR_MS, emptyTrash);

  // The daily digest: every process tries hourly; the advisory lock and the once-a-day rule make one send.
  const digest = createDigest({ db: database.db, mailer, config, logger });
  const sendDigests = () =>
    digest.run().then(
      (run) => run.sent > 0 && logger.info({ sent: run.sent }, 'daily digests sent'),
      (error: unknown) => logger.warn({ err: error }, 'the daily digest failed; trying again in an hour'),
    );
  const digestTimer = nowAndEvery(HOUR_MS, sendDigests);

  // PGlite has no autovacuum: the word table a one-word search walks is vacuumed at start, then daily (decision 144).
  const vacuum = () =>
    vacuumWordTable(database.db).then(
      (ms) => ms !== null && logger.info({ ms: Math.round(ms) }, 'the word table was vacuumed'),
      (error: unknown) => logger.warn({ err: error }, 'the word table could not be vacuumed; trying again tomorrow'),
    );
  const vacuumTimer = database.kind === 'pglite' ? nowAndEvery(VACUUM_EVERY_MS, vacuum) : undefined;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(trashSweeper);
    clearInterval(digestTimer);
    clearInterval(vacuumTimer);
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('in-flight requests did not finish within 10 s; closing anyway');
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    // Stop accepting, let running requests finish, then release the database and its lock; live
    // documents are stored first and their connections closed (they reconnect to another process).
    const stopLive = app.live
      .close()
      .catch((error: unknown) => logger.warn({ err: error }, 'live documents did not close cleanly'));
    server.close(() => {
      mailer.close();
      stopLive
        .then(() => Promise.all([database.close(), redis && closeRedis(redis)]))
        .then(() => {
          logger.info('stopped');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'the database did not close cleanly');
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n  Three Act could not start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
