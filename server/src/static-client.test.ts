import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { openTestDatabase } from '../test/test-db';
import { createApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';

/** The built SPA as the server serves it: compressed, cached by name, with index.html as the fallback. */
describe('serving the built client', () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'three-act-client-'));
  const script = `export const text = ${JSON.stringify('a three-act outline '.repeat(400))};\n`;
  // The build writes x.js.br and x.js.gz beside x.js (client/vite.config.ts); the server finds them
  // when it starts. Sent as they are: gzip at level 9 here, where the middleware would use 6.
  const built = `export const built = ${JSON.stringify('compressed once, at build time '.repeat(50))};\n`;
  const brotli = zlib.brotliCompressSync(built);
  const gzipped = zlib.gzipSync(built, { level: 9 });
  const page = `<!doctype html><html lang="en"><head><title>Three Act</title></head><body>${'<p>plot</p>'.repeat(200)}</body></html>`;
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let server: http.Server | undefined;

  /** The bytes as sent (supertest would decompress them). */
  async function rawGet(url: string, acceptEncoding: string) {
    server ??= await new Promise<http.Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const { port } = server.address() as AddressInfo;
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: url, headers: { 'Accept-Encoding': acceptEncoding }, agent: false },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          },
        )
        .on('error', reject);
    });
  }

  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), script);
    fs.writeFileSync(path.join(clientDir, 'assets', 'built-def456.js'), built);
    fs.writeFileSync(path.join(clientDir, 'assets', 'built-def456.js.br'), brotli);
    fs.writeFileSync(path.join(clientDir, 'assets', 'built-def456.js.gz'), gzipped);
    fs.writeFileSync(path.join(clientDir, 'index.html'), page);
    fs.writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      DATA_DIR: path.join(os.tmpdir(), 'three-act-test'),
    });
    const logger = createLogger('silent');
    const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: '', logger });
    app = createApp({ db: database.db, config, mailer, logger }, { clientDir });
  });

  afterAll(async () => {
    await database.close();
    server?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends scripts brotli- or gzip-compressed, as the browser accepts, and cached for a year', async () => {
    const br = await rawGet('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 3);

    const gzip = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(script); // supertest gunzips

    const plain = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('sends the copies the build compressed as they are, with the type of a script', async () => {
    const br = await rawGet('/assets/built-def456.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(br.body.equals(brotli)).toBe(true);

    const gz = await rawGet('/assets/built-def456.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(gzipped)).toBe(true);

    const plain = await rawGet('/assets/built-def456.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(built);
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    await request(app).get('/assets/index-gone.js').expect(404);
  });

  it('falls back to index.html (compressed, never cached stale) for app routes, and serves robots.txt', async () => {
    const res = await request(app).get('/act-1').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(page);

    const robots = await request(app).get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.text).toContain('User-agent: *');
  });

  it('revalidates /index.html like every app route, and answers a plain 404 for missing files and source maps', async () => {
    const res = await request(app).get('/index.html').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const missing = ['/assets/index-gone.js.map', '/assets/', '/assets/%2e%2e/index.html', '/assets/a%00b.js'];
    const statuses = Object.fromEntries(
      await Promise.all(missing.map(async (url) => [url, (await request(app).get(url)).status] as const)),
    );
    // Plain client errors, never a logged 500: missing files and maps 404, a way out of the folder
    // 403, a NUL byte 400.
    expect(statuses).toEqual({
      '/assets/index-gone.js.map': 404,
      '/assets/': 404,
      '/assets/%2e%2e/index.html': 403,
      '/assets/a%00b.js': 400,
    });
  });

  it('lets no cache keep an API answer, unless the route says so', async () => {
    const config = await request(app).get('/api/config').expect(200);
    expect(config.headers['cache-control']).toBe('no-store');
    const openapi = await request(app).get('/api/openapi.json').expect(200);
    expect(openapi.headers['cache-control']).toBe('public, max-age=300');
  });

  it('leaves API answers uncompressed', async () => {
    const res = await request(app).get('/api/config').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary'] ?? '').not.toMatch(/Accept-Encoding/);
  });
});
