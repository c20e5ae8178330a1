import crypto from 'node:crypto';
import path from 'node:path';
import express, { Router } from 'express';
import { defineRoute, type Route } from '../../http/route';
import { HttpError } from '../../lib/http-error';
import { buildOpenApiDocument } from './openapi-document';

const ASSETS = '/api/docs/assets';
const viewerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
/** The viewer's files the page loads; the rest of the package (its Petstore demo page, the OAuth page, package.json) is not served. */
const VIEWER_FILES = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js']);

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

/**
 * GET /api/openapi.json, built from the declarations of every other route and of these two, and
 * the reference page at /api/docs (docs/decisions/103-openapi-document.md).
 */
export function openApiRoutes(appUrl: string, declared: Route[]): Route[] {
  let document = '';
  let etag = '';
  const routes = [
    defineRoute({
      method: 'get',
      path: '/openapi.json',
      tag: 'docs',
      summary: 'This document',
      access: 'public',
      responses: { 200: { description: 'The OpenAPI 3.1 document' } },
      handler: ({ req, res }) => {
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
      },
    }),
    defineRoute({
      method: 'get',
      path: '/docs',
      tag: 'docs',
      summary: 'The API reference page',
      access: 'public',
      responses: { 200: { description: 'An HTML page', contentType: 'text/html' } },
      handler: ({ res }) => {
        res.set('Cache-Control', 'public, max-age=300').type('html').send(docsPage);
      },
    }),
  ];
  document = JSON.stringify(buildOpenApiDocument(appUrl, [...declared, ...routes]));
  etag = `"${crypto.createHash('sha256').update(document).digest('base64url').slice(0, 27)}"`;
  return routes;
}

/** The viewer's files under /api/docs/assets (not routes of the API: not in the document). */
export function docsAssets(): Router {
  return Router()
    .use('/docs/assets', (req, res, next) => {
      if (req.method !== 'GET' || req.path !== '/init.js') return next();
      res.set('Cache-Control', 'public, max-age=300').type('application/javascript').send(initScript);
    })
    .use('/docs/assets', (req, _res, next) => {
      if (!VIEWER_FILES.has(req.path)) throw HttpError.notFound('No such file');
      next();
    })
    .use('/docs/assets', express.static(viewerDir, { maxAge: '1d', index: false, fallthrough: false }));
}
