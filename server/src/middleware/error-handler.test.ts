import { as, buildUser } from '../../test/builders';
import { type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

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
