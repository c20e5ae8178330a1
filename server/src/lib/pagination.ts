import type { Response } from 'express';

/**
 * Announces the next page of a keyset-paged list in a `Link: <…>; rel="next"` header, so the body
 * stays the plain array clients expect (docs/decisions: pagination).
 */
export function setNextLink(res: Response, path: string, params: Record<string, string | number | undefined>): void {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  res.set('Link', `<${path}?${query.toString()}>; rel="next"`);
}
