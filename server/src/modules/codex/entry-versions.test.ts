import type { CodexEntry } from '@three-act/contract/codex';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { as, newApiStory, type ApiStory } from '../../../test/builders';

// An entry's version and ETag (docs/decisions/185-entry-versions.md): a save from a copy the entry
// has moved on from is a 409 with the entry as it is, whichever route moved it.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const etagOf = (entry: { _id: string; version: number }) => `"${entry._id}.${entry.version}"`;

async function placeIn(plan: ApiStory) {
  const made = await as(ctx, plan.user)
    .post(`${plan.base}/codex`)
    .send({ kind: 'place', name: 'Harrow Keep', summary: 'A keep on the cliff' })
    .expect(201);
  return made.body as CodexEntry;
}

const patch = (plan: ApiStory, entry: string, body: Record<string, unknown>, ifMatch?: string) => {
  const req = as(ctx, plan.user).patch(`${plan.base}/codex/${entry}`).send(body);
  return ifMatch === undefined ? req : req.set('If-Match', ifMatch);
};

describe("a codex entry's version", () => {
  it('is its ETag: a save with the current one moves it on, a save with an older one changes nothing (409)', async () => {
    const plan = await newApiStory(ctx);
    const keep = await placeIn(plan);
    expect(keep.version).toBe(1);
    const read = await as(ctx, plan.user).get(`${plan.base}/codex/${keep._id}`).expect(200);
    expect(read.headers.etag).toBe(etagOf(keep));

    const saved = await patch(plan, keep._id, { summary: 'A keep on the sea cliff' }, etagOf(keep)).expect(200);
    expect(saved.body).toMatchObject({ summary: 'A keep on the sea cliff', version: 2 });
    expect(saved.headers.etag).toBe(etagOf(saved.body));

    // The other tab still holds version 1.
    const stale = await patch(plan, keep._id, { name: 'Harrow Hold' }, etagOf(keep)).expect(409);
    expect(stale.body).toEqual({ errors: [{ msg: expect.stringMatching(/changed elsewhere/i) }], entry: saved.body });
    expect(stale.headers.etag).toBe(etagOf(saved.body));
    const after = (await as(ctx, plan.user).get(`${plan.base}/codex/${keep._id}`).expect(200)).body as CodexEntry;
    expect(after).toMatchObject({ name: 'Harrow Keep', version: 2 });

    // Sent again on the version it was given, it is saved; only the version in quotes does as well.
    await patch(plan, keep._id, { name: 'Harrow Hold' }, etagOf(after)).expect(200);
    await patch(plan, keep._id, { tags: ['cliff'] }, '"3"').expect(200);
    // Without If-Match (a REST client that does not ask), the save is made as before.
    const plain = await patch(plan, keep._id, { image: 'https://images.example.org/keep.jpg' }).expect(200);
    expect(plain.body.version).toBe(5);
  });

  it('moves on only when a value changes: the same values, a note or a beat naming it leave it', async () => {
    const plan = await newApiStory(ctx);
    const keep = await placeIn(plan);
    const same = await patch(plan, keep._id, { name: 'Harrow Keep', summary: 'A keep on the cliff' }, etagOf(keep));
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(1);
    await as(ctx, plan.user)
      .post(`${plan.base}/codex/${keep._id}/notes`)
      .send({ noteTitle: 'Gate', noteText: 'Faces the sea' })
      .expect(201);
    const beat = plan.beats[0]!;
    await as(ctx, plan.user)
      .patch(`${plan.base}/beats/${beat}`)
      .send({ text: 'Mara climbs to Harrow Keep.' })
      .expect(200);
    const read = (await as(ctx, plan.user).get(`${plan.base}/codex/${keep._id}`).expect(200)).body as CodexEntry;
    expect(read.version).toBe(1);
    expect(read.appearsIn).toEqual([expect.objectContaining({ beat })]);
  });

  it("moves on when a character's card changes it, so the codex page's older copy is refused", async () => {
    const plan = await newApiStory(ctx);
    const made = await as(ctx, plan.user)
      .post(`${plan.base}/codex`)
      .send({ kind: 'character', name: 'Mara Vell' })
      .expect(201);
    const mara = made.body as CodexEntry;
    await as(ctx, plan.user).patch(`/api/outlines/characters/${mara._id}`).send({ protag: true }).expect(200);
    const refused = await patch(plan, mara._id, { summary: 'The keeper’s girl' }, etagOf(mara)).expect(409);
    expect(refused.body.entry).toMatchObject({ protag: true, summary: null, version: 2 });
  });

  it('refuses an If-Match of another entry (412) or of no known form (400), saving nothing', async () => {
    const plan = await newApiStory(ctx);
    const keep = await placeIn(plan);
    const other = await as(ctx, plan.user).post(`${plan.base}/codex`).send({ kind: 'object', name: 'Brass key' });
    const wrong = await patch(plan, keep._id, { name: 'Elsewhere' }, etagOf(other.body)).expect(412);
    expect(wrong.body.errors[0].msg).toMatch(/another entry/);
    const bad = await patch(plan, keep._id, { name: 'Elsewhere' }, 'W/"soon"').expect(400);
    expect(bad.body.errors[0].msg).toMatch(/entry's ETag/);
    const read = (await as(ctx, plan.user).get(`${plan.base}/codex/${keep._id}`).expect(200)).body as CodexEntry;
    expect(read).toMatchObject({ name: 'Harrow Keep', version: 1 });
  });
});
