import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import cookieParser from 'cookie-parser';
import express, { Router } from 'express';
import helmet from 'helmet';
import { BODY_LIMIT } from '@three-act/contract/limits';
import { pinoHttp } from 'pino-http';
import type { AppDeps } from './deps';
import { mountRoutes } from './http/route';
import { identify } from './middleware/authenticate';
import { csrfGuard } from './middleware/csrf-guard';
import { answerLanguage } from './middleware/answer-language';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { configRoutes } from './modules/config/config.routes';
import { docsAssets, openApiRoutes } from './modules/openapi/openapi.routes';
import { adminRoutes, moderationRoutes } from './modules/moderation/moderation.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { OUTLINE_SAVE_PATH, outlinesRoutes } from './modules/outlines/outlines.routes';
import { STORY_IMPORT_PATH, storiesRoutes } from './modules/stories/stories.routes';
import { storyStructureRoutes } from './modules/stories/story-structure.routes';
import { boardRoutes } from './modules/board/board.routes';
import { codexRoutes } from './modules/codex/codex.routes';
import { beatSheetsRoutes } from './modules/beat-sheets/beat-sheets.routes';
import { postsRoutes } from './modules/posts/posts.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { avatarRoutes } from './modules/users/avatar.routes';
import { usersRoutes } from './modules/users/users.routes';
import { healthRoutes } from './modules/service/health.routes';
import { createMetrics, metricsRoute, metricsSource } from './modules/service/metrics';
import { createServices } from './services';
import { membersRoutes } from './modules/together/members.routes';
import { commentsRoutes } from './modules/together/comments.routes';

/** A request id a proxy may hand us: short printable text. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

const defaultClientDir = path.resolve(__dirname, '../../client/dist');

export interface AppOptions {
  /** The built SPA; served with a fallback to index.html when the folder exists. */
  clientDir?: string;
}

const REVALIDATED = new Set(['index.html', 'sw.js', 'sw-routes.js', 'registerSW.js', 'manifest.webmanifest']);

const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
};

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const { config, logger } = deps;
  const services = createServices(deps);
  const app = express();

  app.disable('x-powered-by');
  // No ETag on API answers: hashing every JSON body costs each request and no client revalidates
  // them. Avatars set their own ETag; static files get theirs from express.static.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.use(helmet({ contentSecurityPolicy, crossOriginEmbedderPolicy: false }));
  // Every request has an id, logged on its lines and sent back, so an error report can be traced:
  // the proxy's X-Request-Id when a proxy is trusted, else a new one.
  app.use((req, res, next) => {
    const given = config.trustProxy === false ? undefined : req.get('x-request-id');
    req.id = given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    res.set('X-Request-Id', String(req.id));
    next();
  });
  // Messages in the account's or the browser's language (decision 187), whoever answers.
  app.use(answerLanguage);
  const metrics = config.metricsToken
    ? createMetrics(services.sessions.cacheStats, deps.poolStats, services.live.stats)
    : undefined;
  if (metrics) app.use(metrics.middleware);
  app.get('/metrics', metricsRoute(config.metricsToken, metrics && metricsSource(metrics.registry)));
  if (config.logLevel !== 'silent') {
    app.use(
      pinoHttp({
        logger,
        genReqId: (req) => req.id,
        autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
        // Method, path and status only: mailed tokens travel in the path, cookies in headers.
        serializers: {
          req: (req: { id: unknown; method: string; url: string }) => ({
            id: req.id,
            method: req.method,
            url: req.url.replace(/\/(verify|reset|email|unsubscribe)\/[^/?]+/, '/$1/[redacted]'),
          }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
      }),
    );
  }
  app.use(cookieParser());

  const api = Router();
  const json = express.json({ limit: BODY_LIMIT });
  // A story import (JSON or Markdown) and the spec's save of all beats at once read up to 12 MB
  // with parsers of their own (stories.routes.ts, outlines.routes.ts; decision 168).
  const ownParsers = new Set([STORY_IMPORT_PATH, OUTLINE_SAVE_PATH]);
  api.use((req, res, next) => (ownParsers.has(req.path) ? next() : json(req, res, next)));
  // API answers carry the writer's own data: no cache keeps them, unless a route says otherwise
  // (avatars, the OpenAPI document and its viewer set their own caching).
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // Every route is declared once (docs/decisions/145-one-declaration-per-route.md): mounted with
  // its checks here and put into the OpenAPI document from the same list. Under test every JSON
  // answer is checked against its declaration.
  const mount = { checkAnswers: config.env === 'test', logger };
  // Before the session check: a probe needs no database round trip for a cookie it does not send.
  const probes = healthRoutes(deps);
  mountRoutes(api, probes, mount);
  api.use(csrfGuard(new URL(config.appUrl).origin, services.sessionCookie));
  api.use(identify(services.sessions, services.sessionCookie));
  const routes = [
    ...configRoutes(config),
    ...usersRoutes(services, config),
    ...avatarRoutes(services),
    ...authRoutes(services),
    ...accountRoutes(services),
    ...outlinesRoutes(services),
    ...storiesRoutes(services),
    ...membersRoutes(services),
    ...commentsRoutes(services),
    ...storyStructureRoutes(services),
    ...boardRoutes(services),
    ...codexRoutes(services),
    ...beatSheetsRoutes(services),
    ...postsRoutes(services),
    ...moderationRoutes(services),
    ...adminRoutes(services),
    ...notificationsRoutes(services),
    ...profileRoutes(services),
  ];
  mountRoutes(api, [...routes, ...openApiRoutes(config.appUrl, [...probes, ...routes])], mount);
  api.use(docsAssets());
  api.use(apiNotFound);
  app.use('/api', api);

  const clientDir = options.clientDir ?? defaultClientDir;
  if (fs.existsSync(path.join(clientDir, 'index.html'))) {
    // The SPA's scripts, styles and page are text: brotli or gzip them (the entry script shrinks
    // ~3×, which is most of a phone's first paint). Only the static client: API answers are small.
    // The build compresses each script and style once, at its best (client/vite.config.ts), and they
    // go out as they are: compressing on every request cost the server 2–4 ms a file, ~50 files a
    // first visit of the board. What has no compressed copy (the page, the service worker, an asset
    // of an older build) is compressed here, brotli at quality 5 (the middleware's 4 loses to gzip).
    app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }));
    app.use(
      '/assets',
      expressStaticGzip(path.join(clientDir, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        index: false,
        serveStatic: { immutable: true, maxAge: '365d', fallthrough: false },
      }),
    );
    app.use(
      express.static(clientDir, {
        index: false,
        maxAge: '1h',
        // /index.html is the page itself: revalidated like every app route, never an hour stale; the
        // service worker and its manifest likewise, so a new release reaches installed apps at once.
        setHeaders: (res, file) => {
          if (REVALIDATED.has(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
        },
      }),
    );
    app.get('/{*path}', (_req, res) => {
      res.set('Cache-Control', 'no-cache').sendFile(path.join(clientDir, 'index.html'));
    });
  }

  app.use(errorHandler(logger));
  // The live connections (decision 192) are upgrades of the same HTTP server: whoever listens attaches them.
  return Object.assign(app, { live: services.live });
}
