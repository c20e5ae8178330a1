import { isDeepStrictEqual } from 'node:util';
import type { Request, RequestHandler, Response, Router } from 'express';
import { errorBodySchema } from '@three-act/contract/errors';
import { z } from 'zod';
import type { AuthUser } from '../lib/auth-user';
import type { Logger } from '../lib/logger';
import { requireAuth, requireRole } from '../middleware/authenticate';
import { requireNotSuspended } from '../middleware/require-not-suspended';
import { requireVerified } from '../middleware/require-verified';
import { validate } from '../middleware/validate';

/** Who may call a route (docs/decisions/145-one-declaration-per-route.md). */
export type Access = 'public' | 'signed-in' | 'verified' | 'moderator' | 'admin';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A non-JSON answer (a file, an image, a page, an empty 204): described, never checked. */
interface OtherAnswer {
  description: string;
  contentType?: string;
}
/** A success answer: the contract's schema of its JSON body, or a description of another kind of body. */
export type Answer = z.ZodType | OtherAnswer;

/** Response headers the document names (`ETag`, `Link`), with what they say. */
export type AnswerHeaders = Record<string, string>;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the user its access implies, and the parsed (trimmed, converted) request parts. */
interface Context<A extends Access, P, Q, B> {
  user: A extends 'public' ? AuthUser | undefined : AuthUser;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  req: Request;
  res: Response;
}

/** What a handler may return: the body of one of its JSON answers, or nothing when it answered itself. */
type Returned<R> = { [K in keyof R]: R[K] extends z.ZodType ? z.input<R[K]> : never }[keyof R] | undefined | void;

export interface RouteSpec<A extends Access, P, Q, B, R = Record<number, Answer>> {
  method: Method;
  /** The Express path under /api, e.g. `/posts/:id`; the document writes it `/api/posts/{id}`. */
  path: string;
  tag: string;
  summary: string;
  access: A;
  /** A write refused to a suspended writer (decision 137): 403 with the suspension's end and reason. */
  notSuspended?: true;
  /** Rate limits, after the access check and before validation: every attempt counts. */
  limit?: RequestHandler[];
  params?: P;
  query?: Q;
  body?: B;
  /** The body the document shows for a route that reads and checks its own (the story import). */
  documentedBody?: z.ZodType;
  /** A route's own JSON parser, before validation: a save whose body may pass the API's 1 MB (decision 168). */
  bodyParser?: RequestHandler;
  /** Middleware after validation, before the handler: gates, a route's own body parser, limits keyed on the parsed body. */
  use?: RequestHandler[];
  /** The answers by status; a returned value is sent with the lowest (the success status) unless the handler set another. */
  responses: R;
  /** Headers of the success answer the document names. */
  headers?: AnswerHeaders;
  /** Error statuses this route answers besides those its access and validation imply. */
  errors?: number[];
  /**
   * Returns the JSON body, sent with the status the handler set (`res.status`) or else the lowest
   * declared one; or answers through `res` itself (cookies, files, ETags) and returns nothing. A
   * route whose lowest answer has no schema (a 204) is ended with that status when nothing was sent.
   */
  handler: (context: Context<A, P, Q, B>) => Returned<R> | Promise<Returned<R>>;
}

/** One declared route with its types erased, as the app mounts it and the document registers it. */
export type Route = Omit<
  RouteSpec<Access, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>,
  'handler'
> & { handler: (context: Context<Access, unknown, unknown, unknown>) => unknown };

/** Declares one route: checked by the compiler here, erased for the lists a module hands the app. */
export function defineRoute<
  A extends Access,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  const R extends Record<number, Answer> = Record<number, Answer>,
>(spec: RouteSpec<A, P, Q, B, R>): Route {
  return spec as unknown as Route;
}

/** A path's `:id`, any string: a malformed or unknown id answers 404 from the service. */
export const idParam = z.object({
  id: z.string().meta({ description: 'The id (a malformed or unknown id answers 404)' }),
});
/** A path's `:token`, from a mailed link. */
export const tokenParam = z.object({ token: z.string() });

/** The `Link` header of a keyset-paged list. */
export const NEXT_LINK: AnswerHeaders = {
  Link: 'The next page: `</api/…?cursor=…>; rel="next"`, absent on the last page',
};
/** The `ETag` header of an answer that carries the current story. */
export const STORY_ETAG: AnswerHeaders = {
  ETag: 'The story and its version, `"<story id>.<version>"`: send it back as `If-Match` on POST /api/outlines',
};

/** Whether an answer is JSON with a schema (not a file, an image or an empty 204). */
export const isSchema = (answer: Answer | undefined): answer is z.ZodType => answer instanceof z.ZodType;

const ACCESS_CHECKS: Record<Access, RequestHandler[]> = {
  public: [],
  'signed-in': [requireAuth],
  verified: [requireVerified],
  moderator: [requireRole('mod', 'admin')],
  admin: [requireRole('admin')],
};

/** Where an answer's JSON differs from what its schema lets through (an undeclared or wrong field); null when it fits. */
export function answerMismatch(schema: z.ZodType, body: unknown): string | null {
  const sent: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const result = schema.safeParse(sent);
  if (!result.success) return z.prettifyError(result.error);
  // Objects drop the keys they do not declare: what was dropped is what the schema does not declare.
  const kept: unknown = result.data === undefined ? undefined : JSON.parse(JSON.stringify(result.data));
  return isDeepStrictEqual(kept, sent) ? null : `undeclared field: ${firstDifference(sent, kept)}`;
}

function firstDifference(sent: unknown, kept: unknown, path = ''): string {
  if (typeof sent === 'object' && sent !== null && typeof kept === 'object' && kept !== null) {
    for (const key of Object.keys(sent)) {
      const a = (sent as Record<string, unknown>)[key];
      const b = (kept as Record<string, unknown>)[key];
      if (!isDeepStrictEqual(a, b)) return firstDifference(a, b, `${path}/${key}`);
    }
  }
  return path || '/';
}

/**
 * Under test, every JSON answer of the route is compared with its declared schema for that status
 * (error answers with the error body's): a field nobody declared, or a missing one, turns the
 * answer into a loud 500 that names the route and the field, so the test that made it fails.
 */
function checkAnswers(route: Route, logger: Logger | undefined): RequestHandler {
  return (_req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const declared = route.responses[res.statusCode];
      const schema = isSchema(declared) ? declared : res.statusCode >= 400 ? errorBodySchema : undefined;
      const mismatch = schema
        ? answerMismatch(schema, body)
        : `no JSON answer is declared for status ${res.statusCode}`;
      if (mismatch === null) return json(body);
      const msg = `The answer of ${route.method.toUpperCase()} /api${route.path} (${res.statusCode}) does not match its declaration: ${mismatch}`;
      logger?.error({ body }, msg);
      console.error(msg);
      res.status(500);
      return json({ errors: [{ msg }] });
    };
    next();
  };
}

/** The lowest declared status (object keys that are numbers come in ascending order): the success answer. */
const successStatus = (route: Route) => Number(Object.keys(route.responses)[0]);

function run(route: Route): RequestHandler {
  return async (req, res) => {
    const valid = (req.valid ?? {}) as Record<'params' | 'query' | 'body', unknown>;
    const result = await route.handler({
      user: req.user,
      params: valid.params,
      query: valid.query,
      body: valid.body,
      req,
      res,
    } as Parameters<Route['handler']>[0]);
    if (res.headersSent) return;
    const status = successStatus(route);
    if (result === undefined && !isSchema(route.responses[status])) {
      res.status(status).end();
      return;
    }
    if (res.statusCode === 200) res.status(status);
    res.json(result);
  };
}

export interface MountOptions {
  /** Check every JSON answer against its declaration (under test). */
  checkAnswers?: boolean;
  logger?: Logger;
}

/** Mounts each route on the router: access, not suspended, limits, its own body parser, validation, `use`, then the handler. */
export function mountRoutes(router: Router, routes: Route[], options: MountOptions = {}): Router {
  for (const route of routes) {
    const { params, query, body } = route;
    router[route.method](
      route.path,
      ...(options.checkAnswers ? [checkAnswers(route, options.logger)] : []),
      ...ACCESS_CHECKS[route.access],
      ...(route.notSuspended ? [requireNotSuspended] : []),
      ...(route.limit ?? []),
      ...(route.bodyParser ? [route.bodyParser] : []),
      ...(params || query || body ? [validate({ params, query, body })] : []),
      ...(route.use ?? []),
      run(route),
    );
  }
  return router;
}
