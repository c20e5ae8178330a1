import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../../db/client';
import type { SessionCacheStats } from '../auth/session-cache';

/**
 * Prometheus metrics (prom-client; docs/decisions/119-health-and-metrics.md), collected only when
 * METRICS_TOKEN is set: requests by route pattern and status, their latency, the database pool's
 * use and waiting queries, and the default process metrics (event-loop lag, memory, CPU, GC).
 */
export function createMetrics(
  sessionStats: () => SessionCacheStats,
  poolStats?: () => PoolStats,
  liveStats?: () => { documents: number; connections: number },
) {
  const registry = new Registry();
  // One series per process; the cluster's primary gathers them all (cluster.ts).
  registry.setDefaultLabels({ worker: String(cluster.worker?.id ?? 0) });
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern',
    labelNames,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'session_cache_listening',
    help: 'Whether the session cache hears revocations (1) and so serves, or asks the database for every session (0)',
    registers: [registry],
    collect() {
      this.set(sessionStats().listening ? 1 : 0);
    },
  });
  new Counter({
    name: 'session_lookups_total',
    help: "Signed-in requests by where their session was found: this process's cache or the database",
    labelNames: ['source'],
    registers: [registry],
    collect() {
      const { lookups } = sessionStats();
      this.reset();
      for (const source of ['cache', 'database'] as const) this.inc({ source }, lookups[source]);
    },
  });
  if (liveStats) {
    new Gauge({
      name: 'live_documents',
      help: 'Live story documents loaded in this process (decision 192)',
      registers: [registry],
      collect() {
        this.set(liveStats().documents);
      },
    });
    new Gauge({
      name: 'live_connections',
      help: 'Open live WebSocket connections in this process (decision 192)',
      registers: [registry],
      collect() {
        this.set(liveStats().connections);
      },
    });
  }
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool: open connections (total), idle ones, and queries waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
      },
    });
  }

  /** Times every answer under its route pattern (`/api/posts/:id`), never its raw path. */
  const middleware: RequestHandler = (req, res, next) => {
    const stop = latency.startTimer();
    const pattern = routePattern(req);
    res.once('finish', () => {
      const route = pattern() ?? (req.path.startsWith('/api') ? 'unmatched' : 'static');
      const labels = { method: req.method, route, status: String(res.statusCode) };
      requests.inc(labels);
      stop(labels);
    });
    next();
  };
  return { registry, middleware };
}

/**
 * The pattern of the route a request matched. Express sets `req.route` inside the router that
 * matched and puts `req.baseUrl` back on the way out (an error answer is sent from the app's
 * error handler, with the base gone), so the two are read at the moment the route is set.
 */
function routePattern(req: Request): () => string | undefined {
  let base = req.baseUrl;
  let route: unknown;
  let pattern: string | undefined;
  Object.defineProperty(req, 'baseUrl', {
    configurable: true,
    enumerable: true,
    get: () => base,
    set: (value: string) => {
      base = value;
    },
  });
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set: (value: { path?: unknown } | undefined) => {
      route = value;
      if (value) pattern = `${base}${String(value.path)}`;
    },
  });
  return () => pattern;
}

export interface MetricsText {
  body: string;
  contentType: string;
}

const METRICS_REQUEST = 'three-act:metrics?';
const METRICS_ANSWER = 'three-act:metrics';
interface MetricsMessage {
  type?: string;
  id?: number;
  body?: string;
  contentType?: string;
}

/**
 * The text /metrics answers. One process: its own registry. A cluster worker asks the primary,
 * which gathers every worker's registry (prom-client's AggregatorRegistry; `serveClusterMetrics`),
 * so a scrape through the load balancer sees the whole cluster whichever worker answers.
 */
export function metricsSource(registry: Registry): () => Promise<MetricsText> {
  const worker = cluster.worker;
  if (!worker) return async () => ({ body: await registry.metrics(), contentType: registry.contentType });
  new AggregatorRegistry(); // listens for the primary's requests in this worker
  AggregatorRegistry.setRegistries([registry]);
  let asked = 0;
  return () =>
    new Promise((resolve, reject) => {
      const id = (asked += 1);
      const timer = setTimeout(() => {
        worker.off('message', onAnswer);
        reject(new Error('the cluster primary did not answer with metrics'));
      }, 6000);
      const onAnswer = (message: MetricsMessage) => {
        if (message.type !== METRICS_ANSWER || message.id !== id) return;
        clearTimeout(timer);
        worker.off('message', onAnswer);
        resolve({ body: message.body ?? '', contentType: message.contentType ?? registry.contentType });
      };
      worker.on('message', onAnswer);
      worker.send({ type: METRICS_REQUEST, id });
    });
}

/** In the cluster's primary: answers each worker's request with every worker's metrics. */
export function serveClusterMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: MetricsMessage) => {
    if (message.type !== METRICS_REQUEST) return;
    aggregator
      .clusterMetrics()
      .then((body) => worker.send({ type: METRICS_ANSWER, id: message.id, body, contentType: aggregator.contentType }))
      .catch(() => worker.send({ type: METRICS_ANSWER, id: message.id, body: '' }));
  });
}

/**
 * GET /metrics with `Authorization: Bearer <METRICS_TOKEN>`; anything else, and every request when
 * no token is configured, is a plain 404, as if there were no such page.
 */
export function metricsRoute(token: string | undefined, text?: () => Promise<MetricsText>): RequestHandler {
  const expected = Buffer.from(`Bearer ${token ?? ''}`);
  return async (req, res) => {
    const given = Buffer.from(req.get('authorization') ?? '');
    if (!token || !text || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    const { body, contentType } = await text();
    res.set('Cache-Control', 'no-store').type(contentType).send(body);
  };
}
