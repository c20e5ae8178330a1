import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { outlineRevisions, storyDocuments } from '../../../db/schema';
import { addMember, as, buildUser, newApiStory } from '../../../../test/builders';
import type { TestUser } from '../../../../test/factories';
import { createTestContext, type TestContext } from '../../../../test/test-app';
import { createApp } from '../../../app';
import { COMMENTS_CHANGED, CONNECTIONS_PER_ACCOUNT } from './live-server';
import { readRichText, writeRichText } from './rich-text';
import { waitUntil } from '../../../../test/wait-until';

// Decision 192: a shared story's title and beats, live over /api/collab, kept in step with the rows.

let ctx: TestContext;
let server: Server;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext();
  server = ctx.app.listen(0);
  ctx.app.live.attach(server);
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx.app.live.close();
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

const verified = () => buildUser(ctx, { verified: true });

interface Client {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  beat(reference: string): Y.Text;
  closed: { code?: number; reason?: string }[];
  failed: string[];
  /** The stateless messages the server sent (comments changed). */
  told: string[];
  destroy(): void;
}

/** A member's device: a provider on its own socket, signed in by the session token. */
function connect(
  user: Pick<TestUser, 'token'>,
  storyId: string,
  { origin, on = port }: { origin?: string; on?: number } = {},
): Client {
  class Signed extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { 'x-auth-token': user.token, ...(origin && { origin }) } });
    }
  }
  const closed: Client['closed'] = [];
  const failed: string[] = [];
  const told: string[] = [];
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `ws://127.0.0.1:${on}/api/collab`,
    WebSocketPolyfill: Signed,
    maxAttempts: 1,
    onClose: ({ event }) => closed.push({ code: event.code, reason: event.reason }),
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: `story:${storyId}`,
    document: doc,
    token: 'session',
    onAuthenticationFailed: ({ reason }) => failed.push(reason),
    onStateless: ({ payload }) => told.push(payload),
  });
  // A provider given its socket leaves connecting to whoever made the socket.
  provider.attach();
  return {
    provider,
    doc,
    beat: (reference) => doc.getMap<Y.Text>('beats').get(reference)!,
    closed,
    failed,
    told,
    destroy() {
      provider.destroy();
      socket.destroy();
    },
  };
}

const synced = (client: Client) => waitUntil(() => client.provider.isSynced, 5000, 'the document to sync');

/** A story of a verified owner, with a co-author and a critic, its first beat written. */
async function sharedStory() {
  const plan = await newApiStory(ctx, { user: await verified(), title: 'Harbour Lights' });
  const [coauthor, critic] = [await verified(), await verified()];
  await addMember(ctx, plan.story._id, coauthor, 'coauthor');
  await addMember(ctx, plan.story._id, critic, 'critic');
  await as(ctx, plan.user).put(`${plan.base}/current`).expect(200);
  await as(ctx, plan.user).post('/api/outlines').send({ act1a01: 'The lighthouse goes dark.' }).expect(200);
  return { ...plan, coauthor, critic, storyId: plan.story._id };
}

const outlineOf = async (user: TestUser) => (await as(ctx, user).get('/api/outlines/me').expect(200)).body;

describe('the live document', () => {
  it('is built from the rows, and two co-authors typing in one beat both keep their words in the rows within 2 s', async () => {
    const story = await sharedStory();
    const owner = connect(story.user, story.storyId);
    const coauthor = connect(story.coauthor, story.storyId);
    try {
      await Promise.all([synced(owner), synced(coauthor)]);
      expect(owner.doc.getText('title').toString()).toBe('Harbour Lights');
      expect(owner.beat('act1a01').toString()).toBe('The lighthouse goes dark.');
      expect(owner.doc.getMap('beats').size).toBe(32);

      owner.beat('act1a01').insert(0, 'At dusk: ');
      coauthor.beat('act1a01').insert(coauthor.beat('act1a01').length, ' Nobody rows out.');
      const both = 'At dusk: The lighthouse goes dark. Nobody rows out.';
      await waitUntil(
        () => owner.beat('act1a01').toString() === both && coauthor.beat('act1a01').toString() === both,
        5000,
        'both edits on both sides',
      );
      const saved = Date.now();
      await waitUntil(async () => (await outlineOf(story.user)).act1a01 === both, 5000, 'the rows to hold both edits');
      expect(Date.now() - saved).toBeLessThan(3000);

      // The next change is the co-author's alone: its revision names them (decision 191).
      coauthor.beat('act1a01').insert(0, '1. ');
      await waitUntil(
        async () => (await outlineOf(story.user)).act1a01 === `1. ${both}`,
        5000,
        "the co-author's change stored",
      );
      const revisions = await ctx.db
        .select({ author: outlineRevisions.authorId, text: outlineRevisions.text })
        .from(outlineRevisions)
        .where(eq(outlineRevisions.outlineId, story.storyId));
      expect(revisions).toEqual(expect.arrayContaining([{ author: story.coauthor.id, text: `1. ${both}` }]));
    } finally {
      owner.destroy();
      coauthor.destroy();
    }
  });

  it('brings a REST save into the open document, and an If-Match save of a stale copy is a conflict', async () => {
    const story = await sharedStory();
    const owner = connect(story.user, story.storyId);
    try {
      await synced(owner);
      const before = (await outlineOf(story.user)).version as number;
      await as(ctx, story.user).post('/api/outlines').send({ act1a02: 'A keeper is missing.' }).expect(200);
      await waitUntil(() => owner.beat('act1a02').toString() === 'A keeper is missing.', 5000, 'the REST save live');
      owner.beat('act1a02').insert(0, 'Day one. ');
      await waitUntil(
        async () => (await outlineOf(story.user)).act1a02 === 'Day one. A keeper is missing.',
        5000,
        'the live edit stored',
      );
      const stale = await as(ctx, story.user)
        .post('/api/outlines')
        .set('If-Match', `"${story.storyId}.${before}"`)
        .send({ act1a02: 'Something else.' });
      expect(stale.status).toBe(409);
      // Stored once: the document's text is not doubled by the store and the pull that follows it.
      const [stored] = await ctx.db.select().from(storyDocuments).where(eq(storyDocuments.outlineId, story.storyId));
      const again = new Y.Doc();
      Y.applyUpdate(again, stored!.state);
      expect(again.getMap<Y.Text>('beats').get('act1a02')!.toString()).toBe('Day one. A keeper is missing.');
    } finally {
      owner.destroy();
    }
  });

  it("refuses a critic's change, and lets a non-member learn nothing", async () => {
    const story = await sharedStory();
    const critic = connect(story.critic, story.storyId);
    const stranger = connect(await verified(), story.storyId);
    const nowhere = connect(story.user, '00000000-0000-4000-8000-000000000000');
    try {
      await synced(critic);
      critic.beat('act1a01').insert(0, 'CRITIC WAS HERE ');
      await waitUntil(() => stranger.failed.length > 0 && nowhere.failed.length > 0, 5000, 'both refused');
      expect(stranger.failed).toEqual(nowhere.failed);
      // The server kept the text as it was, whatever the critic's copy says.
      const owner = connect(story.user, story.storyId);
      await synced(owner);
      expect(owner.beat('act1a01').toString()).toBe('The lighthouse goes dark.');
      owner.destroy();
    } finally {
      critic.destroy();
      stranger.destroy();
      nowhere.destroy();
    }
  });

  it('closes a removed member within 1 s and makes a co-author turned critic read-only', async () => {
    const story = await sharedStory();
    const critic = connect(story.critic, story.storyId);
    const coauthor = connect(story.coauthor, story.storyId);
    try {
      await Promise.all([synced(critic), synced(coauthor)]);
      const removed = Date.now();
      await as(ctx, story.user).delete(`${story.base}/members/${story.critic.id}`).expect(204);
      await waitUntil(() => critic.closed.length > 0, 2000, "the removed critic's socket to close");
      expect(Date.now() - removed).toBeLessThan(1000);
      expect(critic.closed[0]!.code).toBe(4403);

      await as(ctx, story.user)
        .patch(`${story.base}/members/${story.coauthor.id}`)
        .send({ role: 'critic' })
        .expect(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      coauthor.beat('act1a01').insert(0, 'LATE ');
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect((await outlineOf(story.user)).act1a01).toBe('The lighthouse goes dark.');
    } finally {
      critic.destroy();
      coauthor.destroy();
    }
  });

  it("keeps a scene's summary and a codex entry's description live too, as the rows' sanitised HTML", async () => {
    const story = await sharedStory();
    const scene = (
      await as(ctx, story.user)
        .post(`${story.base}/scenes`)
        .send({ title: 'The harbour master lies', summary: '<p>He says the lamp was lit.</p>' })
        .expect(201)
    ).body;
    const entry = (
      await as(ctx, story.user)
        .post(`${story.base}/codex`)
        .send({ kind: 'place', name: 'The lighthouse', description: '<p>White, <em>cracked</em>.</p>' })
        .expect(201)
    ).body;
    const owner = connect(story.user, story.storyId);
    const coauthor = connect(story.coauthor, story.storyId);
    try {
      await Promise.all([synced(owner), synced(coauthor)]);
      const summaryOf = (client: Client) => readRichText(client.doc.getMap<Y.XmlFragment>('scenes').get(scene._id)!);
      const descriptionOf = (client: Client) =>
        readRichText(client.doc.getMap<Y.XmlFragment>('entries').get(entry._id)!);
      expect(summaryOf(owner)).toBe('<p>He says the lamp was lit.</p>');
      expect(descriptionOf(owner)).toBe('<p>White, <em>cracked</em>.</p>');

      // The co-author rewrites the summary as the editor would; the owner sees it, the rows keep it.
      writeRichText(
        coauthor.doc.getMap<Y.XmlFragment>('scenes').get(scene._id)!,
        '<p>He says the lamp was <strong>never</strong> lit.</p>',
      );
      await waitUntil(
        () => summaryOf(owner) === '<p>He says the lamp was <strong>never</strong> lit.</p>',
        5000,
        'the summary live',
      );
      await waitUntil(
        async () =>
          (await as(ctx, story.user).get(`${story.base}/board`).expect(200)).body.scenes.find(
            (row: { _id: string }) => row._id === scene._id,
          )?.summary === '<p>He says the lamp was <strong>never</strong> lit.</p>',
        5000,
        'the summary stored',
      );
      const history = await as(ctx, story.user).get(`${story.base}/scenes/${scene._id}/revisions`).expect(200);
      expect(history.body[0]).toMatchObject({ field: 'summary', author: { _id: story.coauthor.id } });

      // A REST change of the entry reaches both screens.
      await as(ctx, story.user)
        .patch(`${story.base}/codex/${entry._id}`)
        .send({ description: '<p>White, <em>cracked</em>, and dark.</p>' })
        .expect(200);
      await waitUntil(
        () => descriptionOf(coauthor) === '<p>White, <em>cracked</em>, and dark.</p>',
        5000,
        'the REST change of the entry live',
      );
    } finally {
      owner.destroy();
      coauthor.destroy();
    }
  });

  it("tells a story's open connections when a comment is added, so new comments appear live", async () => {
    const story = await sharedStory();
    const owner = connect(story.user, story.storyId);
    try {
      await synced(owner);
      await as(ctx, story.critic)
        .post(`${story.base}/comments`)
        .send({ beat: 'act1a01', text: 'Why does it go dark?' })
        .expect(201);
      await waitUntil(() => owner.told.includes(COMMENTS_CHANGED), 2000, 'the comment announced');
    } finally {
      owner.destroy();
    }
  });

  it('closes a connection that sends a malformed message, and keeps serving the others', async () => {
    const story = await sharedStory();
    const owner = connect(story.user, story.storyId);
    try {
      await synced(owner);
      const raw = new WebSocket(`ws://127.0.0.1:${port}/api/collab`, {
        headers: { 'x-auth-token': story.coauthor.token },
      });
      await new Promise((resolve) => raw.on('open', resolve));
      const closed = new Promise((resolve) => raw.on('close', resolve));
      raw.send(Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]));
      raw.send(Buffer.from('story:not-a-document'));
      await closed;
      owner.beat('act1a01').insert(0, 'Still here. ');
      await waitUntil(
        async () => (await outlineOf(story.user)).act1a01 === 'Still here. The lighthouse goes dark.',
        5000,
        'the others still served',
      );
    } finally {
      owner.destroy();
    }
  });

  it('takes at most 10 open connections an account', async () => {
    const story = await sharedStory();
    const open = (user: TestUser) =>
      new Promise<WebSocket | number>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/collab`, { headers: { 'x-auth-token': user.token } });
        socket.on('open', () => resolve(socket));
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      });
    const sockets = [];
    for (let n = 0; n < CONNECTIONS_PER_ACCOUNT; n += 1) sockets.push(await open(story.coauthor));
    expect(sockets.every((socket) => socket instanceof WebSocket)).toBe(true);
    expect(await open(story.coauthor)).toBe(429);
    const other = await open(story.critic);
    expect(other).toBeInstanceOf(WebSocket);
    for (const socket of [...sockets, other]) if (socket instanceof WebSocket) socket.close();
  });

  it('closes the connections of a session that ends', async () => {
    const story = await sharedStory();
    const coauthor = connect(story.coauthor, story.storyId);
    try {
      await synced(coauthor);
      const ended = Date.now();
      await as(ctx, story.coauthor).post('/api/auth/logout').expect(204);
      await waitUntil(() => coauthor.closed.length > 0, 2000, 'the socket of the ended session to close');
      expect(Date.now() - ended).toBeLessThan(1000);
    } finally {
      coauthor.destroy();
    }
  });

  it('refuses an upgrade without a session or from another origin', async () => {
    const story = await sharedStory();
    const statusOf = (headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/collab`, { headers });
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', () => {});
      });
    expect(await statusOf({})).toBe(401);
    expect(await statusOf({ 'x-auth-token': story.user.token, origin: 'https://evil.example' })).toBe(403);
    expect(await statusOf({ 'x-auth-token': story.user.token })).toBe(101);
  });
});

describe('on two processes with Redis', () => {
  /** Another process of the app on the same database, its live documents shared through Redis. */
  function worker() {
    const app = createApp(
      {
        db: ctx.db,
        config: { ...ctx.config, redisUrl: process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379' },
        mailer: ctx.mailer,
        logger: ctx.logger,
        listen: ctx.listen,
      },
      { clientDir: '/nonexistent' },
    );
    const http = app.listen(0);
    app.live.attach(http);
    return {
      port: (http.address() as AddressInfo).port,
      async close() {
        await app.live.close();
        await new Promise((resolve) => http.close(resolve));
      },
    };
  }

  it('co-authors on different processes edit one beat live; it is stored once, with both edits', async () => {
    const story = await sharedStory();
    const [first, second] = [worker(), worker()];
    const owner = connect(story.user, story.storyId, { on: first.port });
    const coauthor = connect(story.coauthor, story.storyId, { on: second.port });
    try {
      await Promise.all([synced(owner), synced(coauthor)]);
      owner.beat('act1a01').insert(0, 'At dusk: ');
      coauthor.beat('act1a01').insert(coauthor.beat('act1a01').length, ' Nobody rows out.');
      const both = 'At dusk: The lighthouse goes dark. Nobody rows out.';
      await waitUntil(
        () => owner.beat('act1a01').toString() === both && coauthor.beat('act1a01').toString() === both,
        5000,
        'both edits on both processes',
      );
      await waitUntil(async () => (await outlineOf(story.user)).act1a01 === both, 5000, 'the rows to hold both');
      // A REST save reaches the members on both processes.
      await as(ctx, story.user).post('/api/outlines').send({ act1a03: 'The bell rings.' }).expect(200);
      await waitUntil(
        () =>
          owner.beat('act1a03').toString() === 'The bell rings.' &&
          coauthor.beat('act1a03').toString() === 'The bell rings.',
        5000,
        'the REST save on both processes',
      );
    } finally {
      owner.destroy();
      coauthor.destroy();
      await Promise.all([first.close(), second.close()]);
    }
  });
});
