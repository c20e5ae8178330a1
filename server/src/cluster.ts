import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { Logger } from './lib/logger';
import { serveClusterMetrics } from './modules/service/metrics';

/** More exits than this within CRASH_WINDOW_MS means the workers cannot start: the primary gives up. */
const CRASH_LIMIT = 5;
const CRASH_WINDOW_MS = 30_000;
/** A worker still draining after this long is killed. */
const STOP_GRACE_MS = 15_000;

/**
 * WEB_CONCURRENCY=N (docs/decisions/120-several-processes.md): this primary applies the migrations
 * once, then starts N workers that each run the whole app on the same port (node:cluster shares
 * it). A worker that dies is logged and replaced; SIGTERM or SIGINT drains every worker as one
 * process drains, then the primary exits.
 */
export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await database.close();
  if (config.metricsToken) serveClusterMetrics();
  // Workers run the server's entry (index.js built, index.ts under tsx), whatever started the
  // primary (`npm start` runs scripts/start.mjs).
  cluster.setupPrimary({ exec: path.join(__dirname, `index${path.extname(__filename)}`) });

  let stopping = false;
  const exits: number[] = [];
  const start = () => {
    const worker = cluster.fork();
    logger.info({ worker: worker.id, workerPid: worker.process.pid }, 'worker started');
    return worker;
  };

  cluster.on('listening', (worker: Worker) => {
    logger.info({ worker: worker.id, workerPid: worker.process.pid }, 'worker listening');
  });
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('stopped');
        process.exit(0);
      }
      return;
    }
    const now = Date.now();
    exits.push(now);
    while (exits.length > 0 && (exits[0] ?? now) < now - CRASH_WINDOW_MS) exits.shift();
    if (exits.length > CRASH_LIMIT) {
      logger.error(`${exits.length} workers exited within ${CRASH_WINDOW_MS / 1000} s; giving up`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGKILL');
      process.exit(1);
    }
    logger.error({ worker: worker.id, workerPid: worker.process.pid, code, signal }, 'worker died; starting a new one');
    start();
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: every worker finishes its in-flight requests');
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      logger.error(`workers still running after ${STOP_GRACE_MS / 1000} s; killing them`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < config.webConcurrency; i += 1) start();
  if (!config.redisUrl) {
    logger.warn(
      `REDIS_URL is unset: each of the ${config.webConcurrency} workers counts the rate limits on its own, so every limit is ${config.webConcurrency} times as loose. Set REDIS_URL to share them.`,
    );
  }
}
