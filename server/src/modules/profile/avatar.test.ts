import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, buildProfile, buildUser } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const NOT_AN_IMAGE = { errors: [{ msg: 'Please upload a PNG, JPEG, WebP or GIF image' }] };
const MISSING_ID = '0b7a3c1e-5f7d-4a8e-9c2b-1d3e5f7a9b0c';

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    .toFormat(format)
    .toBuffer();

/** A PNG whose header claims 20 000 × 20 000 pixels: tiny on disk, 1.6 GB once decoded. */
function pixelBombPng(width = 20_000, height = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // One row of zeros compressed; the decoder would ask for 20 000 rows more.
  const data = zlib.deflateSync(Buffer.alloc(1 + width * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (user: TestUser | null, body: Buffer, type = 'image/png') => {
  return (user ? as(ctx, user) : ctx.api()).put('/api/profile/avatar').set('Content-Type', type).send(body);
};
const avatarRow = async (id: string) =>
  (
    await ctx.db
      .select({ image: users.avatarImage, updatedAt: users.avatarUpdatedAt })
      .from(users)
      .where(eq(users.id, id))
  )[0];

describe('PUT /api/profile/avatar', () => {
  it('answers 401 when signed out', async () => {
    const res = await upload(null, await image('png')).expect(401);
    expect(res.body).toEqual({ errors: [{ msg: 'Please sign in to continue' }] });
  });

  it('answers 403 to an unverified writer and stores nothing', async () => {
    const user = await buildUser(ctx);
    const res = await upload(user, await image('png')).expect(403);
    expect(res.body).toEqual({ errors: [{ msg: 'Please verify your e-mail address first' }] });
    expect(await avatarRow(user.id)).toEqual({ image: null, updatedAt: null });
  });

  it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
    'accepts a real %s and stores a 256×256 WebP without metadata',
    async (format) => {
      const user = await buildUser(ctx, { verified: true });
      const input = await image(format, 900, 500);
      expect(input.includes('secret-exif-marker') || format === 'gif' || format === 'webp').toBe(true);
      const res = await upload(user, input, format === 'jpeg' ? 'image/jpeg' : 'application/octet-stream').expect(200);

      const row = await avatarRow(user.id);
      expect(row!.updatedAt).toBeInstanceOf(Date);
      expect(res.body).toEqual({ avatar: `/api/users/${user.id}/avatar?v=${row!.updatedAt!.getTime()}` });
      const meta = await sharp(row!.image!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(row!.image!.includes('secret-exif-marker')).toBe(false);

      // The signed-in user and the profile now point at the new version.
      const me = await as(ctx, user).get('/api/auth').expect(200);
      expect(me.body.avatar).toBe(res.body.avatar);
      await buildProfile(ctx, { user });
      const profile = await ctx.api().get(`/api/profile/user/${user.id}`).expect(200);
      expect(profile.body.user.avatar).toBe(res.body.avatar);
    },
  );

  it('refuses a text file named .png, an SVG and an empty body with 400, keeping the old avatar', async () => {
    const user = await buildUser(ctx, { verified: true });
    await upload(user, await image('png')).expect(200);
    const before = await avatarRow(user.id);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script></svg>',
    );
    const text = Buffer.from('just some notes.txt pretending to be avatar.png\n');
    for (const [body, type] of [
      [text, 'image/png'],
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [Buffer.alloc(0), 'image/png'],
      [(await image('png')).subarray(0, 60), 'image/png'],
    ] as const) {
      const res = await upload(user, body, type).expect(400);
      expect(res.body).toEqual(NOT_AN_IMAGE);
    }
    expect(await avatarRow(user.id)).toEqual(before);
  });

  it('refuses a body that is not sent as an image', async () => {
    const user = await buildUser(ctx, { verified: true });
    const res = await upload(user, await image('png'), 'text/plain').expect(400);
    expect(res.body).toEqual(NOT_AN_IMAGE);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const user = await buildUser(ctx, { verified: true });
    const big = Buffer.concat([await image('png'), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload(user, big).expect(413);
    expect(res.body).toEqual({ errors: [{ msg: 'The image is too large: at most 5 MB' }] });
    expect(await avatarRow(user.id)).toEqual({ image: null, updatedAt: null });
  });

  it('refuses a 20 000 × 20 000 pixel image (pixel bomb) with 400', async () => {
    const user = await buildUser(ctx, { verified: true });
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(100_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 20_000,
      height: 20_000,
    });
    const res = await upload(user, bomb).expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'The image is too large: at most 25 megapixels' }] });
    expect(await avatarRow(user.id)).toEqual({ image: null, updatedAt: null });
  });
});

describe('image decoding does not starve the server (docs/decisions/116-image-decoding.md)', () => {
  it('refuses a 7071 × 7071 image (just under the old 50 MP cap) before decoding it', async () => {
    const user = await buildUser(ctx, { verified: true });
    const res = await upload(user, pixelBombPng(7071, 7071)).expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'The image is too large: at most 25 megapixels' }] });
  });

  it('decodes one upload at a time: a burst from one address waits two deep, the rest get 429', async () => {
    const user = await buildUser(ctx, { verified: true });
    // 20 MP: each decode takes far longer than the burst takes to arrive.
    const big = await image('png', 4500, 4500);
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(user, big)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.body).toEqual({
      errors: [{ msg: 'Too many image uploads at once; please wait a moment and try again' }],
    });
    expect(refused.headers['retry-after']).toBe('1');
    // The gate is free again afterwards.
    await upload(user, await image('png')).expect(200);
  });
});

describe('DELETE /api/profile/avatar', () => {
  it('answers 401 when signed out', async () => {
    await ctx.api().delete('/api/profile/avatar').expect(401);
  });

  it('goes back to the generated avatar under a new version', async () => {
    const user = await buildUser(ctx, { verified: true });
    const uploaded = await upload(user, await image('jpeg'), 'image/jpeg').expect(200);
    const res = await as(ctx, user).delete('/api/profile/avatar').expect(200);
    const row = await avatarRow(user.id);
    expect(row!.image).toBeNull();
    expect(res.body).toEqual({ avatar: `/api/users/${user.id}/avatar?v=${row!.updatedAt!.getTime()}` });
    expect(res.body.avatar).not.toBe(uploaded.body.avatar);
    const served = await ctx.api().get(res.body.avatar).expect(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

describe('GET /api/users/:id/avatar (public)', () => {
  it('serves a generated identicon SVG with a locked-down CSP, nosniff and an ETag', async () => {
    const user = await buildUser(ctx);
    const res = await ctx.api().get(`/api/users/${user.id}/avatar`).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeTruthy();
    const svg = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : String(res.text);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);

    // The same user always gets the same picture; another user a different one.
    const again = await ctx.api().get(`/api/users/${user.id}/avatar`).expect(200);
    expect(again.body).toEqual(res.body);
    const other = await buildUser(ctx);
    const otherRes = await ctx.api().get(`/api/users/${other.id}/avatar`).expect(200);
    expect(otherRes.body).not.toEqual(res.body);

    await ctx.api().get(`/api/users/${user.id}/avatar`).set('If-None-Match', String(res.headers.etag)).expect(304);
  });

  it('serves the uploaded WebP, cacheable for a year under its versioned URL', async () => {
    const user = await buildUser(ctx, { verified: true });
    const { body } = await upload(user, await image('png')).expect(200);
    const res = await ctx.api().get(body.avatar).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const row = await avatarRow(user.id);
    expect(Buffer.compare(res.body as Buffer, row!.image!)).toBe(0);

    // Any other version (or none) revalidates instead of being cached.
    const stale = await ctx.api().get(`/api/users/${user.id}/avatar?v=1`).expect(200);
    expect(stale.headers['cache-control']).toBe('public, no-cache');
    await ctx.api().get(body.avatar).set('If-None-Match', String(res.headers.etag)).expect(304);
  });

  it('answers 404 for a missing user and a malformed id', async () => {
    for (const id of [MISSING_ID, 'abc', encodeURIComponent("1' OR 1=1")]) {
      const res = await ctx.api().get(`/api/users/${id}/avatar`).expect(404);
      expect(res.body).toEqual({ errors: [{ msg: 'User not found' }] });
    }
  });
});
