import type { Express } from 'express';

export interface RouterRoute {
  method: string;
  /** Full Express pattern, e.g. /api/posts/comment/:postId/vote/:commentId */
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const join = (prefix: string, path: string) => (prefix + (path === '/' ? '' : path) || '/').replace(/\/+$/, '') || '/';

function walk(stack: Layer[], prefix: string, out: RouterRoute[]) {
  for (const layer of stack) {
    if (layer.route) {
      const path = join(prefix, String(layer.route.path));
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') out.push({ method: method.toUpperCase(), path });
      }
    } else if (layer.handle?.stack) {
      // A mounted router: use('/posts', Router()) keeps its mount path in rawPath.
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
      walk(layer.handle.stack, join(prefix, mount), out);
    }
  }
}

/**
 * Every method + path the Express 5 app answers under /api, read from the router stack itself, so
 * a route added to any module shows up here without anyone remembering to list it.
 */
export function apiRoutesOf(app: Express): RouterRoute[] {
  const out: RouterRoute[] = [];
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  walk(stack, '', out);
  return out.filter((route) => route.path.startsWith('/api/'));
}

/** Fills :params of an Express pattern. */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => {
    if (!(name in params)) throw new Error(`no value for :${name} in ${pattern}`);
    return encodeURIComponent(params[name]!);
  });
}
