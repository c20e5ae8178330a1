import { configSchema } from '@three-act/contract/config';
import type { Config } from '../../config';
import { defineRoute, type Route } from '../../http/route';

/** GET /api/config: what the pages need to know about this installation (public). */
export function configRoutes(config: Config): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/config',
      tag: 'config',
      summary: 'What the pages need to know about this installation',
      access: 'public',
      responses: { 200: configSchema },
      handler: () => ({ contactEmail: config.contactEmail }),
    }),
  ];
}
