import { defineRoute, idParam, type Route } from '../../http/route';
import type { Services } from '../../services';

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * GET /api/users/:id/avatar (public). Avatar URLs carry ?v=<version>, so a request for the current
 * version may be cached for a year; any other request revalidates with the ETag.
 */
export function avatarRoutes({ avatars }: Services): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/users/:id/avatar',
      tag: 'users',
      summary: "A user's avatar (WebP upload or generated SVG)",
      access: 'public',
      params: idParam,
      responses: { 200: { description: 'The image; cacheable with its ETag', contentType: 'image/*' } },
      errors: [404],
      handler: async ({ params, req, res }) => {
        const avatar = await avatars.getAvatar(params.id);
        const versioned = avatar.version !== null && req.query.v === String(avatar.version);
        res.set({
          'Content-Type': avatar.contentType,
          'Cache-Control': versioned ? `public, max-age=${ONE_YEAR}, immutable` : 'public, no-cache',
          ETag: avatar.etag,
          'X-Content-Type-Options': 'nosniff',
          // An SVG opened on its own is a document: no scripts, no fetches, only its inline styles.
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
          'Cross-Origin-Resource-Policy': 'same-origin',
        });
        if (req.fresh) {
          res.status(304).end();
          return;
        }
        res.send(avatar.kind === 'image' ? avatar.body : Buffer.from(avatar.body));
      },
    }),
  ];
}
