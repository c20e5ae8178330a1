import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express, { Router, type Express } from 'express';
import { messageSchema } from '@three-act/contract/errors';
import { apiRoutesOf } from '../../../test/security/router-routes';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { defineRoute, idParam, mountRoutes } from '../../http/route';
import { buildOpenApiDocument } from './openapi-document';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
}

const fetchDocument = async () => (await ctx.api().get('/api/openapi.json').expect(200)).body as Document;

/** The routes the document names, and those the Express router answers, as `METHOD /api/path/:param`. */
function documentedAndRouted(document: { paths?: Record<string, object> }, app: Express) {
  const documented = Object.entries(document.paths ?? {})
    .flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route.replace(/\{(\w+)\}/g, ':$1')}`),
    )
    .sort();
  const routed = apiRoutesOf(app)
    .map((route) => `${route.method} ${route.path}`)
    .sort();
  return { documented, routed };
}

describe('GET /api/openapi.json', () => {
  it('documents a story check’s values beside its sentence', async () => {
    const answer = (await fetchDocument()).paths['/api/stories/{id}/checks']?.get?.responses['200'] as {
      content: { 'application/json': { schema: { items: { properties: Record<string, { properties?: object }> } } } };
    };
    const check = answer.content['application/json'].schema.items.properties;
    expect(Object.keys(check)).toEqual(['key', 'kind', 'message', 'values', 'refs']);
    expect(Object.keys(check.values?.properties ?? {})).toEqual(
      expect.arrayContaining(['plotline', 'act', 'character', 'firstPlace', 'scene', 'beat', 'names']),
    );
  });

  it('documents exactly the routes the router answers, no more and no fewer', async () => {
    const { documented, routed } = documentedAndRouted(await fetchDocument(), ctx.app);
    expect(documented).toEqual(routed);
    expect(routed.length).toBeGreaterThan(80);
  });

  it('differs from the router when a route is mounted beside the declarations', () => {
    const declared = defineRoute({
      method: 'get',
      path: '/declared/:id',
      tag: 'test',
      summary: 'Declared',
      access: 'public',
      params: idParam,
      responses: { 200: messageSchema },
      handler: () => ({ msg: 'ok' }),
    });
    const api = mountRoutes(Router(), [declared]);
    api.get('/hand-mounted', (_req, res) => void res.json({}));
    const app = express().use('/api', api);
    const { documented, routed } = documentedAndRouted(buildOpenApiDocument('http://localhost', [declared]), app);
    expect(documented).toEqual(['GET /api/declared/:id']);
    expect(routed).toEqual(['GET /api/declared/:id', 'GET /api/hand-mounted']);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    // The validator is ESM-only; it runs in a plain Node process on a copy of the document.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const script = `import { Validator } from '@seriousme/openapi-schema-validator';
const result = await new Validator().validate(${JSON.stringify(file)});
console.log(JSON.stringify(result));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: __dirname,
      encoding: 'utf8',
    });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    expect(JSON.parse(output)).toEqual({ valid: true });
  });

  it('gives every route its error answers and every body route its 400', async () => {
    const document = await fetchDocument();
    for (const [route, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (operation.requestBody)
          expect([`${method} ${route}`, operation.responses['400']]).toEqual([`${method} ${route}`, expect.anything()]);
      }
    }
    expect(document.paths['/api/posts']?.post?.responses).toEqual(
      expect.objectContaining({
        '201': expect.anything(),
        '400': expect.anything(),
        '401': expect.anything(),
        '403': expect.anything(),
      }),
    );
  });

  it('is public and cacheable, and revalidates with its ETag', async () => {
    const res = await ctx.api().get('/api/openapi.json').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"/);
    await ctx.api().get('/api/openapi.json').set('If-None-Match', etag).expect(304);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page with no inline script, and the viewer from this app', async () => {
    const res = await ctx.api().get('/api/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...res.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body?.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes ?? '')?.[1];
      expect(src).toMatch(/^\/api\/docs\//);
      await ctx
        .api()
        .get(src ?? '')
        .expect(200)
        .expect('Content-Type', /javascript/);
    }
    await ctx.api().get('/api/docs/assets/swagger-ui.css').expect(200).expect('Content-Type', /css/);
    await ctx.api().get('/api/docs/assets/no-such-file.js').expect(404);
  });

  it('serves only the viewer files the page loads, not the rest of swagger-ui-dist', async () => {
    for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js', 'init.js']) {
      await ctx.api().get(`/api/docs/assets/${file}`).expect(200);
    }
    for (const file of [
      'index.html',
      'oauth2-redirect.html',
      'package.json',
      'swagger-initializer.js',
      'swagger-ui.js',
      'swagger-ui-bundle.js.map',
      'README.md',
      '',
    ]) {
      const res = await ctx.api().get(`/api/docs/assets/${file}`).expect(404);
      expect(res.body).toEqual({ errors: [{ msg: 'No such file' }] });
    }
  });
});

describe('repeated query parameters', () => {
  it.each([
    ['/api/profile?limit=10&limit=20', 'limit must be a whole number from 1 to 50', 'limit'],
    ['/api/profile?page=2&page=3', 'page must be a whole number from 1', 'page'],
  ])('%s answers 400 naming the parameter', async (url, msg, field) => {
    const res = await ctx.api().get(url).expect(400);
    expect(res.body).toEqual({ errors: [{ msg, path: field }] });
    expect(res.headers['error-code']).toBe('validation');
  });
});
