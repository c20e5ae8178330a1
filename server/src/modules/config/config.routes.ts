import { Router } from 'express';
import type { Config } from '../../config';

/** GET /api/config: what the pages need to know about this installation (public). */
export function configRoutes(config: Config): Router {
  return Router().get('/', (_req, res) => {
    res.json({ contactEmail: config.contactEmail });
  });
}
