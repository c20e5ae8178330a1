import type { SharedStory } from '@three-act/contract/stories';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { outlines } from '../../db/schema';
import { binary } from '../../../test/binary';
import { as, buildCodex, buildStory, buildUser } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/test-app';

// The codex on a shared page (docs/decisions/181-codex-in-exports-and-shared-pages.md).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const tokenOf = (url: string) => url.replace('/read/', '');
const read = async (url: string) =>
  (
    await ctx
      .api()
      .get(`/api/read/${tokenOf(url)}`)
      .expect(200)
  ).body as SharedStory;

/** A story with a place (a sheet's fields, aliases, tags), an object, a character and ties between them. */
async function codexStory(user: TestUser) {
  const story = await buildStory(ctx, { user, title: 'Salt', beats: { act1a01: 'A walk along the sea wall.' } });
  await buildCodex(
    ctx,
    { user, base: `/api/stories/${story._id}` },
    {
      sheets: {
        place: [
          { name: 'Climate', type: 'choice', choices: ['Wet', 'Dry'] },
          { name: 'Walled', type: 'yesNo' },
          { name: 'Founded', type: 'number' },
        ],
      },
      entries: [
        { kind: 'character', name: 'Mara', description: '<p>A secret keeper</p>' },
        {
          kind: 'place',
          name: 'Harbour',
          aliases: ['Docks'],
          matchCase: false,
          summary: 'Where ships come in',
          description: '<p>Salt <b>and</b> tar<img src=x onerror=alert(1)></p>',
          tags: ['coast'],
          fields: { climate: 'Wet', walled: false },
        },
        { kind: 'object', name: 'Lamp', description: '' },
      ],
      ties: [
        { from: 'Lamp', to: 'Harbour', label: 'lights', directed: true },
        { from: 'Mara', to: 'Harbour', label: 'lives at', note: 'Since May' },
      ],
    },
  );
  return { story };
}

const HARBOUR = {
  kind: 'place',
  name: 'Harbour',
  aliases: ['Docks'],
  matchCase: false,
  summary: 'Where ships come in',
  description: '<p>Salt <b>and</b> tar</p>',
  tags: ['coast'],
  fields: [
    { name: 'Climate', value: 'Wet' },
    { name: 'Walled', value: 'no' },
  ],
};
const LAMP = {
  kind: 'object',
  name: 'Lamp',
  aliases: [],
  matchCase: true,
  summary: null,
  description: '',
  tags: [],
  fields: [],
};

describe('the codex on a shared page', () => {
  it('is off by default: neither the answer nor the page holds any of it, and a link made before keeps it off', async () => {
    const user = await buildUser(ctx, { verified: true });
    const { story } = await codexStory(user);
    const shared = await as(ctx, user).post(`/api/stories/${story._id}/share`).send({ characters: true }).expect(200);
    expect(shared.body).toEqual({
      url: expect.stringMatching(/^\/read\//),
      characters: true,
      notes: false,
      codex: false,
    });
    const page = await read(shared.body.url);
    expect(page).not.toHaveProperty('codex');
    expect(JSON.stringify(page)).not.toMatch(/Harbour|Lamp|lights|Since May|coast/);
    const [row] = await ctx.db.select({ codex: outlines.shareCodex }).from(outlines).where(eq(outlines.id, story._id));
    expect(row).toEqual({ codex: false });

    // Turned on, then off again on the same link: gone again.
    await as(ctx, user).post(`/api/stories/${story._id}/share`).send({ characters: true, codex: true }).expect(200);
    expect(await read(shared.body.url)).toHaveProperty('codex');
    const off = await as(ctx, user).post(`/api/stories/${story._id}/share`).send({ characters: true }).expect(200);
    expect(off.body).toMatchObject({ url: shared.body.url, codex: false });
    expect(await read(shared.body.url)).not.toHaveProperty('codex');
  });

  it("on: the entries other than characters by name, sanitised, with their sheets' values, and the ties between what the page shows", async () => {
    const user = await buildUser(ctx, { verified: true });
    const { story } = await codexStory(user);
    const shared = await as(ctx, user)
      .post(`/api/stories/${story._id}/share`)
      .send({ characters: false, codex: true })
      .expect(200);
    expect(shared.body).toMatchObject({ characters: false, notes: false, codex: true });
    const page = await read(shared.body.url);
    expect(page.characters).toBeNull();
    // Mara is a character, and the characters are not shared: not her entry, not her tie.
    expect(page.codex).toEqual({
      entries: [HARBOUR, LAMP],
      relationships: [{ from: 'Lamp', to: 'Harbour', label: 'lights', directed: true, note: null }],
    });
    expect(JSON.stringify(page)).not.toMatch(/Mara|secret|Since May|onerror|[0-9a-f]{8}-[0-9a-f]{4}-/);

    // With the characters: their ties to shared entries come too; their entries stay in `characters`.
    await as(ctx, user).post(`/api/stories/${story._id}/share`).send({ characters: true, codex: true }).expect(200);
    const withCast = await read(shared.body.url);
    expect(withCast.codex?.entries.map((entry) => entry.name)).toEqual(['Harbour', 'Lamp']);
    expect(withCast.codex?.relationships).toEqual([
      { from: 'Lamp', to: 'Harbour', label: 'lights', directed: true, note: null },
      { from: 'Mara', to: 'Harbour', label: 'lives at', directed: false, note: 'Since May' },
    ]);

    // By name in any case, not in the order they were made.
    await as(ctx, user).post(`/api/stories/${story._id}/codex`).send({ kind: 'object', name: 'anchor' }).expect(201);
    const later = await read(shared.body.url);
    expect(later.codex?.entries.map((entry) => entry.name)).toEqual(['anchor', 'Harbour', 'Lamp']);
  });

  it('refuses a codex that is not true or false; a revoked link is a 404 to a stranger, with none of it', async () => {
    const user = await buildUser(ctx, { verified: true });
    const { story } = await codexStory(user);
    for (const codex of ['yes', 1, null]) {
      expect(
        (await as(ctx, user).post(`/api/stories/${story._id}/share`).send({ characters: true, codex }).expect(400))
          .body,
      ).toEqual({ errors: [{ msg: 'codex must be true or false', path: 'codex' }] });
    }
    expect((await as(ctx, user).get(`/api/stories/${story._id}/share`).expect(200)).body).toBeNull();
    const stranger = await buildUser(ctx, { verified: true });
    await as(ctx, stranger).post(`/api/stories/${story._id}/share`).send({ characters: true, codex: true }).expect(404);

    const { body } = await as(ctx, user)
      .post(`/api/stories/${story._id}/share`)
      .send({ characters: false, codex: true })
      .expect(200);
    await as(ctx, user).delete(`/api/stories/${story._id}/share`).expect(200);
    for (const client of [ctx.api(), as(ctx, stranger)]) {
      const gone = await client.get(`/api/read/${tokenOf(body.url)}`).expect(404);
      expect(JSON.stringify(gone.body)).not.toMatch(/Harbour|Lamp/);
    }
    const [row] = await ctx.db.select({ codex: outlines.shareCodex }).from(outlines).where(eq(outlines.id, story._id));
    expect(row).toEqual({ codex: false });
  });

  it('the account export still holds the codex; deleting the account kills the link', async () => {
    const user = await buildUser(ctx, { verified: true });
    await codexStory(user);
    const story = (await as(ctx, user).get('/api/stories').expect(200)).body.find(
      (item: { title: string }) => item.title === 'Salt',
    ) as { _id: string };
    const { body } = await as(ctx, user)
      .post(`/api/stories/${story._id}/share`)
      .send({ characters: true, notes: true, codex: true })
      .expect(200);

    const res = await as(ctx, user).get('/api/users/me/export').buffer(true).parse(binary).expect(200);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const file = JSON.parse(strFromU8(files['stories/salt.json']!)) as { codex?: { entries: { name: string }[] } };
    expect(file.codex?.entries.map((entry) => entry.name)).toEqual(['Harbour', 'Lamp']);
    // The share's secret is the writer's link, not part of their story's data.
    expect(
      Object.values(files)
        .map((data) => strFromU8(data))
        .join('\n'),
    ).not.toContain(tokenOf(body.url));

    await as(ctx, user).delete('/api/profile').send({ password: user.password }).expect(200);
    await ctx
      .api()
      .get(`/api/read/${tokenOf(body.url)}`)
      .expect(404);
    expect(await ctx.db.select({ id: outlines.id }).from(outlines).where(eq(outlines.id, story._id))).toEqual([]);
  });
});
