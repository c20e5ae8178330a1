import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { errorBodySchema } from '@three-act/contract/errors';
import { z } from 'zod';
import { isSchema, type Access, type Route } from '../../http/route';

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: `errors` names each field (`path`) with its message',
  401: 'Not signed in, or the session ended',
  403: 'Not allowed (role, verified e-mail or ownership)',
  404: 'Not found, or not visible to this user',
  409: 'Conflict',
  412: 'Precondition failed: the story named in `If-Match` is no longer the current one; nothing was saved',
  413: 'Request body too large',
  429: 'Too many requests; `Retry-After` says when to try again',
  503: 'Temporarily unavailable (the database is away); `Retry-After` says when to try again',
};

const ACCESS_ERRORS: Record<Access, number[]> = {
  public: [],
  'signed-in': [401],
  verified: [401, 403],
  moderator: [401, 403],
  admin: [401, 403],
};

const NOT_SUSPENDED_TEXT = ' Not while suspended.';

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Public.',
  'signed-in': 'Signed-in users.',
  verified: 'Signed-in users with a verified e-mail address.',
  moderator: 'Moderators and admins.',
  admin: 'Admins.',
};

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** Puts one declared route into the document: its access, schemas, answers and the errors they imply. */
function registerRoute(registry: OpenAPIRegistry, route: Route) {
  const body = route.body ?? route.documentedBody;
  const responses: RouteConfig['responses'] = {};
  const headers = Object.fromEntries(
    Object.entries(route.headers ?? {}).map(([name, description]) => [
      name,
      { description, schema: { type: 'string' as const } },
    ]),
  );
  for (const [key, answer] of Object.entries(route.responses)) {
    const status = Number(key);
    const success = status < 300;
    responses[status] = {
      description: isSchema(answer) ? (success ? 'OK' : (ERROR_TEXT[status] ?? 'Error')) : answer.description,
      ...(success && route.headers ? { headers } : {}),
      ...(isSchema(answer)
        ? json(answer)
        : answer.contentType
          ? { content: { [answer.contentType]: { schema: { type: 'string' as const } } } }
          : {}),
    };
  }
  const statuses = new Set([
    ...ACCESS_ERRORS[route.access],
    ...(route.notSuspended ? [401, 403] : []),
    ...(route.errors ?? []),
  ]);
  if (body || route.query || route.params) statuses.add(400);
  for (const status of [...statuses].sort()) {
    responses[status] ??= { description: ERROR_TEXT[status] ?? 'Error', ...json(errorBodySchema) };
  }
  registry.registerPath({
    method: route.method,
    path: `/api${route.path.replace(/:(\w+)/g, '{$1}')}`,
    tags: [route.tag],
    summary: route.summary,
    description: ACCESS_TEXT[route.access] + (route.notSuspended ? NOT_SUSPENDED_TEXT : ''),
    ...(route.access === 'public' ? { security: [] } : {}),
    request: {
      ...(route.params ? { params: route.params as z.ZodObject } : {}),
      ...(route.query ? { query: route.query as z.ZodObject } : {}),
      ...(body ? { body: { required: true, ...json(body) } } : {}),
    },
    responses,
  });
}

/** The OpenAPI 3.1 document of every /api route, generated from the routes' declarations. */
export function buildOpenApiDocument(appUrl: string, declared: Route[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'cookie', { type: 'apiKey', in: 'cookie', name: 'token' });
  registry.registerComponent('securitySchemes', 'header', { type: 'apiKey', in: 'header', name: 'x-auth-token' });
  const seen = new Set<string>();
  for (const route of declared) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) throw new Error(`${key} is declared twice`);
    seen.add(key);
    registerRoute(registry, route);
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Three Act API',
      version: '1.0.0',
      description:
        'The REST API of Three Act. Every error answers `{ errors: [{ msg, path? }] }` with a machine-readable ' +
        '`Error-Code` header. Browser requests that change state with the session cookie must send ' +
        '`X-Requested-With` and a same-origin `Origin`.',
    },
    servers: [{ url: appUrl }],
    security: [{ cookie: [] }, { header: [] }],
  });
}
