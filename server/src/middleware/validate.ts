import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { HttpError } from '../lib/http-error';

/** The schemas of one route (docs/decisions/102-validation-with-zod.md); each part is optional. */
export interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

const PARTS = ['params', 'query', 'body'] as const;

/** JSON bodies and query strings that are not a plain object are read as empty, so each field reports itself. */
const asObject = (value: unknown): object =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

/** A field's full path as a 400 names it: `title`, `ids[2]`, `acts[1].beats[3].question`. */
const fieldPath = (path: readonly PropertyKey[]): string | undefined =>
  path.length === 0
    ? undefined
    : path
        .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index > 0 ? '.' : ''}${String(part)}`))
        .join('');

/**
 * Parses the route's body, query and path parameters with its contract schemas. On failure it
 * answers 400 `{ errors: [{ msg, path }] }` with the first message of each field, in the
 * schema's field order, a nested field named by its full path (`acts[1].beats[3].question`); fields
 * the schema does not name never reach the handler. The parsed parts
 * are left in `req.valid` for the route (src/http/route.ts).
 */
export function validate(schemas: RouteSchemas): RequestHandler {
  return (req, _res, next) => {
    const valid: Record<string, unknown> = {};
    const errors: { msg: string; path?: string }[] = [];
    const seen = new Set<string>();
    for (const part of PARTS) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(asObject(req[part]));
      if (result.success) {
        valid[part] = result.data;
        continue;
      }
      for (const issue of result.error.issues) {
        const path = fieldPath(issue.path);
        const key = `${part}:${path ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        errors.push(path === undefined ? { msg: issue.message } : { msg: issue.message, path });
      }
    }
    if (errors.length > 0) throw new HttpError(400, errors, {}, 'validation');
    req.valid = valid;
    // What runs after (a gate, a limit keyed on a field) reads the body as the contract parsed it.
    if (schemas.body) req.body = valid.body;
    next();
  };
}
