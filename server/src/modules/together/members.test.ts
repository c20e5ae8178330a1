import { INVALID_INVITATION_LINK, MEMBERS_MAX } from '@three-act/contract/members';
import { eq } from 'drizzle-orm';
import { characters, outlines, storyInvitations } from '../../db/schema';
import { addMember, as, buildUser, newApiStory, type ApiStory } from '../../../test/builders';
import type { TestUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';
import { CRITIC_READS_ONLY, ONLY_THE_OWNER } from './story-access';

// Decision 189: a story's members, their roles on every story route, and invitations.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const errorOf = (res: { body: { errors: { msg: string }[] } }) => res.body.errors[0]!.msg;
const verified = () => buildUser(ctx, { verified: true });

/** A story of a verified owner with a co-author and a critic already in. */
async function sharedStory(): Promise<ApiStory & { coauthor: TestUser; critic: TestUser }> {
  const plan = await newApiStory(ctx, { user: await verified(), title: 'Harbour Lights' });
  const [coauthor, critic] = [await verified(), await verified()];
  await addMember(ctx, plan.story._id, coauthor, 'coauthor');
  await addMember(ctx, plan.story._id, critic, 'critic');
  return { ...plan, coauthor, critic };
}

async function invite(plan: ApiStory, email: string, role: 'coauthor' | 'critic' = 'coauthor') {
  const before = ctx.mailsTo(email).length;
  const res = await as(ctx, plan.user).post(`${plan.base}/invitations`).send({ email, role }).expect(201);
  await waitUntil(() => ctx.mailsTo(email).length > before, 5000, `the invitation to ${email}`);
  return { invitation: res.body, token: ctx.lastMailedToken(email, 'invitations') };
}

describe('invitations', () => {
  it('the owner invites by e-mail; the invitee sees who asks, accepts, and the story is theirs to open', async () => {
    const plan = await newApiStory(ctx, { user: await verified(), title: 'Harbour Lights' });
    const invitee = await verified();
    const { invitation, token } = await invite(plan, invitee.email, 'coauthor');
    expect(invitation).toEqual({
      _id: expect.any(String),
      email: invitee.email,
      role: 'coauthor',
      expiresAt: expect.any(String),
    });
    const mail = ctx.mailsTo(invitee.email).at(-1)!;
    expect(mail).toContain('Harbour Lights');
    expect(mail).toContain(plan.user.name);

    const seen = await ctx.api().get(`/api/invitations/${token}`).expect(200);
    expect(seen.body).toEqual({
      storyTitle: 'Harbour Lights',
      invitedBy: plan.user.name,
      role: 'coauthor',
      email: invitee.email,
      expiresAt: invitation.expiresAt,
    });
    const accepted = await as(ctx, invitee).put(`/api/invitations/${token}/accept`).expect(200);
    expect(accepted.body).toEqual({ storyId: plan.story._id, role: 'coauthor' });

    // It is their current story now, marked as shared, and in their list.
    const outline = await as(ctx, invitee).get('/api/outlines/me').expect(200);
    expect(outline.body).toMatchObject({
      _id: plan.story._id,
      title: 'Harbour Lights',
      shared: { role: 'coauthor', owner: plan.user.name },
    });
    const list = await as(ctx, invitee).get('/api/stories').expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        _id: plan.story._id,
        current: true,
        shared: { role: 'coauthor', owner: plan.user.name },
      }),
    ]);
    // The owner's own list does not call it shared.
    const own = await as(ctx, plan.user).get('/api/stories').expect(200);
    expect(own.body[0].shared).toBeUndefined();

    const members = await as(ctx, plan.user).get(`${plan.base}/members`).expect(200);
    expect(members.body).toEqual({
      members: [
        { userId: plan.user.id, name: plan.user.name, role: 'owner', since: expect.any(String) },
        { userId: invitee.id, name: invitee.name, role: 'coauthor', since: expect.any(String) },
      ],
      invitations: [],
      you: 'owner',
    });
    // The link works once.
    expect(errorOf(await as(ctx, invitee).put(`/api/invitations/${token}/accept`).expect(410))).toBe(
      'This invitation was already used',
    );
    expect(errorOf(await ctx.api().get(`/api/invitations/${token}`).expect(410))).toBe(
      'This invitation was already used',
    );
  });

  it('mails the invitation in the language of the invitee when they have an account', async () => {
    const plan = await newApiStory(ctx, { user: await verified(), title: 'Harbour Lights' });
    const invitee = await verified();
    await ctx.updateUser(invitee.id, { language: 'de' });
    await invite(plan, invitee.email);
    expect(ctx.mailsTo(invitee.email).at(-1)).toContain('lädt dich ein');
  });

  it('refuses oneself, a member, a second seat over the limit, a stranger and a member who is not the owner', async () => {
    const plan = await sharedStory();
    const base = `${plan.base}/invitations`;
    const res = await as(ctx, plan.user).post(base).send({ email: plan.user.email, role: 'critic' }).expect(400);
    expect(errorOf(res)).toBe('You cannot invite yourself');
    const member = await as(ctx, plan.user).post(base).send({ email: plan.critic.email, role: 'critic' }).expect(409);
    expect(errorOf(member)).toBe('This writer is already a member of this story');
    const byCoauthor = await as(ctx, plan.coauthor)
      .post(base)
      .send({ email: 'x@example.org', role: 'critic' })
      .expect(403);
    expect(errorOf(byCoauthor)).toBe(ONLY_THE_OWNER);
    const stranger = await verified();
    expect(
      errorOf(await as(ctx, stranger).post(base).send({ email: 'x@example.org', role: 'critic' }).expect(404)),
    ).toBe('Story not found');
    const unverified = await buildUser(ctx);
    const own = await newApiStory(ctx, { user: unverified });
    await as(ctx, unverified)
      .post(`${own.base}/invitations`)
      .send({ email: 'x@example.org', role: 'critic' })
      .expect(403);
    const bad = await as(ctx, plan.user).post(base).send({ email: 'x@example.org', role: 'editor' }).expect(400);
    expect(errorOf(bad)).toBe("role must be 'coauthor' or 'critic'");
    expect(await ctx.db.select().from(storyInvitations).where(eq(storyInvitations.outlineId, plan.story._id))).toEqual(
      [],
    );
  });

  it(`holds at most ${MEMBERS_MAX} seats, the owner's and the pending invitations counted`, async () => {
    const plan = await sharedStory();
    // The owner and two members: 17 invitations fill the story.
    for (let seat = 3; seat < MEMBERS_MAX; seat += 1) {
      await as(ctx, plan.user)
        .post(`${plan.base}/invitations`)
        .send({ email: `seat${seat}@example.org`, role: 'critic' })
        .expect(201);
    }
    const full = await as(ctx, plan.user)
      .post(`${plan.base}/invitations`)
      .send({ email: 'one-too-many@example.org', role: 'critic' })
      .expect(409);
    expect(errorOf(full)).toBe(`A story has at most ${MEMBERS_MAX} members`);
    // Asking the same address again replaces its invitation: no new seat.
    await as(ctx, plan.user)
      .post(`${plan.base}/invitations`)
      .send({ email: 'seat3@example.org', role: 'coauthor' })
      .expect(201);
    const { body } = await as(ctx, plan.user).get(`${plan.base}/members`).expect(200);
    expect(body.invitations).toHaveLength(MEMBERS_MAX - 3);
    expect(body.invitations.find((one: { email: string }) => one.email === 'seat3@example.org').role).toBe('coauthor');
  });

  it('a link is for its address, dies when expired, taken back or unknown', async () => {
    const plan = await newApiStory(ctx, { user: await verified() });
    const invitee = await verified();
    const { invitation, token } = await invite(plan, invitee.email);
    const other = await verified();
    expect(errorOf(await as(ctx, other).put(`/api/invitations/${token}/accept`).expect(403))).toMatch(
      /sent to another e-mail address/,
    );
    await ctx.db.update(storyInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(errorOf(await as(ctx, invitee).put(`/api/invitations/${token}/accept`).expect(410))).toBe(
      'This invitation has expired',
    );
    const again = await invite(plan, invitee.email);
    await as(ctx, plan.user).delete(`${plan.base}/invitations/${again.invitation._id}`).expect(204);
    expect(errorOf(await as(ctx, invitee).put(`/api/invitations/${again.token}/accept`).expect(404))).toBe(
      INVALID_INVITATION_LINK,
    );
    // Asking again replaced the first invitation: it is gone already.
    await as(ctx, plan.user).delete(`${plan.base}/invitations/${invitation._id}`).expect(404);
    expect(
      errorOf(
        await ctx
          .api()
          .get(`/api/invitations/${'x'.repeat(43)}`)
          .expect(404),
      ),
    ).toBe(INVALID_INVITATION_LINK);
    await as(ctx, invitee).get(`${plan.base}/members`).expect(404);
  });
});

describe('roles on the story routes', () => {
  it('a co-author changes everything but cannot delete the story, share it or manage members', async () => {
    const plan = await sharedStory();
    const { coauthor } = plan;
    const saved = await as(ctx, coauthor)
      .patch(`${plan.base}/beats/${plan.beats[0]}`)
      .set('If-Match', `"${plan.story._id}.${plan.story.version}"`)
      .send({ text: 'The co-author opens.' })
      .expect(200);
    // The answer (the story as saved) says whose it is, as GET /api/stories/{id} does.
    expect(saved.body.shared).toEqual({ role: 'coauthor', owner: plan.user.name });
    await as(ctx, coauthor).post(`${plan.base}/scenes`).send({ title: 'Docks at dawn' }).expect(201);
    await as(ctx, coauthor).post(`${plan.base}/codex`).send({ kind: 'place', name: 'The harbour' }).expect(201);
    // Opened as the current story, the spec's routes save it too; their characters are the story's.
    await as(ctx, coauthor).put(`${plan.base}/current`).expect(200);
    await as(ctx, coauthor).post('/api/outlines').send({ act1a02: 'A second beat.' }).expect(200);
    await as(ctx, coauthor).put('/api/outlines/characters').send({ name: 'Mara Vell', desc: 'A pilot' }).expect(201);
    const [mara] = await ctx.db.select().from(characters).where(eq(characters.name, 'Mara Vell'));
    expect(mara).toMatchObject({ outlineId: plan.story._id, userId: plan.user.id });
    const story = await as(ctx, plan.user).get(plan.base).expect(200);
    expect(story.body.acts[0].beats.slice(0, 2).map((beat: { text: string }) => beat.text)).toEqual([
      'The co-author opens.',
      'A second beat.',
    ]);

    for (const refused of [
      as(ctx, coauthor).delete(plan.base),
      as(ctx, coauthor).post(`${plan.base}/share`).send({ characters: false }),
      as(ctx, coauthor).post(`${plan.base}/invitations`).send({ email: 'x@example.org', role: 'critic' }),
      as(ctx, coauthor).patch(`${plan.base}/members/${plan.critic.id}`).send({ role: 'coauthor' }),
      as(ctx, coauthor).delete(`${plan.base}/members/${plan.critic.id}`),
      as(ctx, coauthor).put(`${plan.base}/owner`).send({ userId: coauthor.id }),
    ]) {
      expect(errorOf(await refused.expect(403))).toBe(ONLY_THE_OWNER);
    }
  });

  it('a critic reads everything and changes nothing (403 saying why)', async () => {
    const plan = await sharedStory();
    const { critic } = plan;
    await as(ctx, critic).get(plan.base).expect(200);
    await as(ctx, critic).get(`${plan.base}/board`).expect(200);
    await as(ctx, critic).get(`${plan.base}/codex`).expect(200);
    await as(ctx, critic).get(`${plan.base}/timeline`).expect(200);
    await as(ctx, critic).get(`${plan.base}/export?format=md`).expect(200);
    expect((await as(ctx, critic).get(plan.base).expect(200)).body.shared).toEqual({
      role: 'critic',
      owner: plan.user.name,
    });
    expect((await as(ctx, plan.user).get(plan.base).expect(200)).body.shared).toBeUndefined();
    const members = await as(ctx, critic).get(`${plan.base}/members`).expect(200);
    expect(members.body.you).toBe('critic');
    expect(members.body.invitations).toEqual([]);
    await as(ctx, critic).put(`${plan.base}/current`).expect(200);
    const outline = await as(ctx, critic).get('/api/outlines/me').expect(200);
    expect(outline.body.shared).toEqual({ role: 'critic', owner: plan.user.name });

    for (const refused of [
      as(ctx, critic).patch(`${plan.base}/beats/${plan.beats[0]}`).send({ text: 'Not mine to write' }),
      as(ctx, critic).post(`${plan.base}/scenes`).send({ title: 'Mine' }),
      as(ctx, critic).post(`${plan.base}/plotlines`).send({ name: 'Mine', color: '#336699' }),
      as(ctx, critic).post(`${plan.base}/codex`).send({ kind: 'place', name: 'Mine' }),
      as(ctx, critic).post('/api/outlines').send({ act1a01: 'Not mine to write' }),
      as(ctx, critic).put('/api/outlines/characters').send({ name: 'Not Mine', desc: 'No' }),
    ]) {
      expect(errorOf(await refused.expect(403))).toBe(CRITIC_READS_ONLY);
    }
    const story = await as(ctx, plan.user).get(plan.base).expect(200);
    expect(story.body.version).toBe(plan.story.version);
  });

  it('a writer who is no member cannot tell the story exists', async () => {
    const plan = await sharedStory();
    const stranger = await verified();
    for (const path of ['', '/board', '/codex', '/members', '/timeline', '/checks']) {
      expect(errorOf(await as(ctx, stranger).get(`${plan.base}${path}`).expect(404))).toBe('Story not found');
    }
    await as(ctx, stranger).put(`${plan.base}/current`).expect(404);
  });
});

describe('managing members', () => {
  it('the owner makes a co-author a critic, whose next save is refused, and removes them, who then cannot see it', async () => {
    const plan = await sharedStory();
    const { coauthor } = plan;
    await as(ctx, coauthor).put(`${plan.base}/current`).expect(200);
    const changed = await as(ctx, plan.user)
      .patch(`${plan.base}/members/${coauthor.id}`)
      .send({ role: 'critic' })
      .expect(200);
    expect(changed.body).toEqual({
      userId: coauthor.id,
      name: coauthor.name,
      role: 'critic',
      since: expect.any(String),
    });
    expect(errorOf(await as(ctx, coauthor).post('/api/outlines').send({ act1a01: 'Late' }).expect(403))).toBe(
      CRITIC_READS_ONLY,
    );
    await as(ctx, plan.user).delete(`${plan.base}/members/${coauthor.id}`).expect(204);
    await as(ctx, coauthor).get(plan.base).expect(404);
    await as(ctx, coauthor).get('/api/outlines/me').expect(404);
    expect((await as(ctx, coauthor).get('/api/stories').expect(200)).body).toEqual([]);
    await as(ctx, plan.user).delete(`${plan.base}/members/${coauthor.id}`).expect(404);
  });

  it('a member leaves; the owner cannot', async () => {
    const plan = await sharedStory();
    await as(ctx, plan.critic).delete(`${plan.base}/members/${plan.critic.id}`).expect(204);
    await as(ctx, plan.critic).get(plan.base).expect(404);
    const res = await as(ctx, plan.user).delete(`${plan.base}/members/${plan.user.id}`).expect(400);
    expect(errorOf(res)).toBe('The owner cannot leave the story: hand it to a co-author first');
  });

  it('the owner hands the story to a co-author and stays on as one; never to a critic', async () => {
    const plan = await sharedStory();
    await as(ctx, plan.user)
      .put('/api/outlines/characters')
      .send({ name: 'Old Keeper', desc: 'Keeps the light' })
      .expect(201);
    const toCritic = await as(ctx, plan.user).put(`${plan.base}/owner`).send({ userId: plan.critic.id }).expect(400);
    expect(errorOf(toCritic)).toBe('Only a co-author can become the owner');
    const handed = await as(ctx, plan.user).put(`${plan.base}/owner`).send({ userId: plan.coauthor.id }).expect(200);
    expect(handed.body.you).toBe('coauthor');
    expect(handed.body.members.map((member: { role: string }) => member.role)).toEqual(['owner', 'critic', 'coauthor']);
    expect(handed.body.members[0].userId).toBe(plan.coauthor.id);
    const [row] = await ctx.db
      .select({ userId: outlines.userId })
      .from(outlines)
      .where(eq(outlines.id, plan.story._id));
    expect(row!.userId).toBe(plan.coauthor.id);
    const [keeper] = await ctx.db.select().from(characters).where(eq(characters.name, 'Old Keeper'));
    expect(keeper!.userId).toBe(plan.coauthor.id);
    // The old owner still works on it and it is still their current story; the new owner may delete it.
    await as(ctx, plan.user).post('/api/outlines').send({ act1a01: 'Still here.' }).expect(200);
    expect((await as(ctx, plan.user).get('/api/outlines/me').expect(200)).body.shared).toEqual({
      role: 'coauthor',
      owner: plan.coauthor.name,
    });
    await as(ctx, plan.coauthor).delete(plan.base).expect(200);
    // A story in the trash is no member's: the old owner's current story is gone with it.
    await as(ctx, plan.user).get(plan.base).expect(404);
    await as(ctx, plan.user).get('/api/outlines/me').expect(404);
  });
});
