import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { as, buildUser } from '../../test/builders';
import { type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';
import { errorHandler } from './error-handler';

let ctx: TestContext;
let writer: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  writer = await buildUser(ctx, { verified: true });
});
afterAll(() => ctx.close());

const BAD_ADDRESS = { errors: [{ msg: 'The address is not valid (bad percent-encoding)' }] };

describe('error handler', () => {
  // Found by the fuzzer (npm run test:security): the router's URIError for a path parameter was a 500.
  it.each([
    ['GET', '/api/profile/user/%E0%A4%A'],
    ['GET', '/api/users/%/avatar'],
    ['PUT', '/api/posts/like/%zz'],
    ['DELETE', '/api/outlines/characters/note/6abf3258-c620-465e-9344-09643c527bd7/%'],
    ['HEAD', '/api/posts/comment/%E0%A4%A'],
  ])('answers 400 to a malformed percent-encoding in %s %s', async (method, url) => {
    const res = await as(ctx, writer)[method.toLowerCase() as 'get'](url);
    expect(res.status).toBe(400);
    if (method !== 'HEAD') expect(res.body).toEqual(BAD_ADDRESS);
  });

  it('still answers 404 for a well-encoded id that names nothing', async () => {
    await ctx.api().get('/api/profile/user/%20nobody').expect(404);
  });
});

describe('a missing static file', () => {
  it.each(['/api/docs/assets/no-such-file.js', '/api/docs/assets/a/b.css'])(
    '%s answers 404 in the one error shape, naming no path',
    async (url) => {
      const res = await ctx.api().get(url).expect(404);
      expect(res.body).toEqual({ errors: [{ msg: 'No such file' }] });
      expect(res.text).not.toContain('node_modules');
    },
  );

  // Outside Jest's module realm send hands over the fs error itself, unexposed, its message naming
  // the absolute path: that was a logged 500 in production (found by the outside attack).
  it('is a 404 logged by nobody at error level, whatever the fs error says', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
    const fsError = Object.assign(new Error("ENOENT: no such file or directory, stat '/srv/three-act/assets/x.js'"), {
      code: 'ENOENT',
      status: 404,
      statusCode: 404,
      expose: false,
    });
    const app = express()
      .use((_req, _res, next) => next(fsError))
      .use(errorHandler(logger));
    const res = await request(app).get('/assets/x.js').expect(404);
    expect(res.body).toEqual({ errors: [{ msg: 'No such file' }] });
    expect(res.text).not.toContain('/srv');
    expect(lines).toEqual([]);
  });
});
