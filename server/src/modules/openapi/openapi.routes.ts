import crypto from 'node:crypto';
import path from 'node:path';
import express, { Router } from 'express';
import { buildOpenApiDocument } from './openapi-document';

const ASSETS = '/api/docs/assets';
const viewerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The reference page: no inline script (the app's CSP forbids it); the viewer's files come from this app. */
const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Three Act API reference</title>
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${ASSETS}/init.js"></script>
</body>
</html>
`;

const initScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });
});
`;

/** GET /api/openapi.json and the reference page at /api/docs (docs/decisions/103-openapi-document.md). */
export function openApiRoutes(appUrl: string): Router {
  const document = JSON.stringify(buildOpenApiDocument(appUrl));
  const etag = `"${crypto.createHash('sha256').update(document).digest('base64url').slice(0, 27)}"`;

  return Router()
    .get('/openapi.json', (req, res) => {
      res.set({
        'Cache-Control': 'public, max-age=300',
        ETag: etag,
        'Content-Type': 'application/json; charset=utf-8',
      });
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.send(document);
    })
    .get('/docs', (_req, res) => {
      res.set('Cache-Control', 'public, max-age=300').type('html').send(docsPage);
    })
    .use('/docs/assets', (req, res, next) => {
      if (req.method !== 'GET' || req.path !== '/init.js') return next();
      res.set('Cache-Control', 'public, max-age=300').type('application/javascript').send(initScript);
    })
    .use('/docs/assets', express.static(viewerDir, { maxAge: '1d', index: false, fallthrough: false }));
}
