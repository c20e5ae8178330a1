import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Db } from '../../src/db/client';
import { profiles, storyMembers, users } from '../../src/db/schema';
import { loadStoryDocument } from '../../src/modules/together/live/document-rows';
import { createLogger } from '../../src/lib/logger';
import { createMailer } from '../../src/lib/mailer';
import { JWT_SECRET } from './processes';

export const SEED_PASSWORD = 'plot twist at midnight';

/** The app in this process on `db`; mail goes to .eml files in `outboxDir` (the caller removes it). */
export function appOn(db: Db, outboxDir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    BCRYPT_COST: '4',
    LOG_LEVEL: 'silent',
    JWT_SECRET,
    DATA_DIR: outboxDir,
    APP_URL: 'http://localhost:5000',
    ADMIN_EMAILS: 'ada@example.org',
  });
  const logger = createLogger('silent');
  const mailer = createMailer({ from: config.mailFrom, outboxDir, logger });
  const app = createApp({ db, config, mailer, logger }, { clientDir: '/nonexistent' });
  return { api: () => request(app), close: () => mailer.close() };
}

/** Every byte value, then a run of awkward ones: what a JSON or text round trip would break. */
export const AVATAR_BYTES = Buffer.concat([
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  Buffer.from('\u0000\r\n\\x00"\'{}', 'latin1'),
  Buffer.alloc(3000, 0xff),
]);

const AWKWARD = "Ünïcödé — “quotes” 'single' \\backslash\\ tab\there\nnew line {braces} [x] 🐉 日本語 NULL";
/** The same for one-line fields (titles), which refuse control characters (decision 113). */
const AWKWARD_LINE = AWKWARD.replace(/[\t\n]/g, ' ');

async function ok(res: request.Response, ...statuses: number[]) {
  if (!statuses.includes(res.status)) throw new Error(`seed: answer ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown> & unknown[];
}

/**
 * Fills every table through the API (the real paths: sign-up, login, outline, characters, notes,
 * profile, works, posts, comments, likes, reports, votes, moderation), plus the odd values the
 * API cannot produce (raw avatar bytes, awkward array elements). Returns the writers.
 */
export async function seedEverything(db: Db, outboxDir: string) {
  const { api, close } = appOn(db, outboxDir);
  try {
    const signUp = async (name: string, email: string) => {
      const body = await ok(
        await api().post('/api/users').send({ name, email, password: SEED_PASSWORD, ageVerify: true, tosAgree: true }),
        200,
      );
      return { email, name, token: body.token as string };
    };
    const ada = await signUp('Ada Lövelace 🐉', 'ada@example.org'); // admin through ADMIN_EMAILS
    const ben = await signUp("Ben O'Brien", 'ben@example.org');
    const cy = await signUp('Cy "Quote" Writer', 'cy@example.org');
    const dee = await signUp('Dee Unverified', 'dee@example.org'); // keeps an unused verification token
    await db
      .update(users)
      .set({ emailVerified: true })
      .where(sql`${users.email} <> 'dee@example.org'`);
    // A second session for Ada.
    await ok(await api().post('/api/auth').send({ email: ada.email, password: SEED_PASSWORD }), 200);
    const [benRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, ben.email));
    await ok(
      await api().put(`/api/admin/users/${benRow!.id}/role`).set('x-auth-token', ada.token).send({ role: 'mod' }),
      200,
    );

    await db
      .update(users)
      .set({ avatarImage: AVATAR_BYTES, avatarUpdatedAt: sql`now()` })
      .where(eq(users.email, ada.email));

    for (const writer of [ada, ben]) {
      const beats = Object.fromEntries([...Array(8)].map((_, i) => [`act1a0${i + 1}`, `${AWKWARD} beat ${i + 1}`]));
      await ok(
        await api()
          .post('/api/outlines')
          .set('x-auth-token', writer.token)
          .send({ title: `${AWKWARD_LINE} title`, ...beats }),
        200,
        201,
      );
      for (let c = 0; c < 2; c += 1) {
        const outline = await ok(
          await api()
            .put('/api/outlines/characters')
            .set('x-auth-token', writer.token)
            .send({
              name: `Hero ${c}`,
              desc: `<p>${c} <strong>bold</strong> &amp; brave</p>`,
              photoUrl: 'https://images.example.org/a.jpg',
              protag: c === 0,
            }),
          201,
        );
        const characters = outline.characters as { _id: string }[];
        const character = characters[characters.length - 1];
        for (let n = 0; n < 2; n += 1) {
          await ok(
            await api()
              .put(`/api/outlines/characters/note/${character!._id}`)
              .set('x-auth-token', writer.token)
              .send({ noteTitle: `Note ${n} “${c}”`, noteText: `${AWKWARD} note ${n}` }),
            201,
          );
        }
      }
      await ok(
        await api().post('/api/profile').set('x-auth-token', writer.token).send({
          status: 'Published Writer',
          genres: 'Fantasy, Mystery, Sci-Fi',
          bio: AWKWARD,
          website: 'https://example.org/~me',
          location: 'Zürich',
        }),
        200,
        201,
      );
      await ok(
        await api()
          .put('/api/profile/works')
          .set('x-auth-token', writer.token)
          .send({ title: `${AWKWARD_LINE} work`, author: writer.name, genre: 'Fantasy' }),
        201,
      );
    }
    // Array elements the comma-separated form cannot make: quotes, braces, commas, empty, NULL-looking.
    await db
      .update(profiles)
      .set({ genres: ['Fantasy', 'Sci "Fi"', 'a,b', '{braces}', 'NULL', '', 'Ünïcödé 🐉'] })
      .where(sql`${profiles.userId} = (SELECT id FROM users WHERE email = 'ada@example.org')`);

    const postIds: string[] = [];
    for (const writer of [ada, ben, cy]) {
      for (let p = 0; p < 2; p += 1) {
        const post = await ok(
          await api()
            .post('/api/posts')
            .set('x-auth-token', writer.token)
            .send({ text: `${AWKWARD} post ${p} by ${writer.name}` }),
          201,
        );
        postIds.push(post._id as string);
      }
    }
    const commentIds: { postId: string; commentId: string }[] = [];
    for (const [i, postId] of postIds.entries()) {
      for (const writer of [ada, ben, cy].slice(0, (i % 3) + 1)) {
        const list = (await ok(
          await api()
            .put(`/api/posts/comment/${postId}`)
            .set('x-auth-token', writer.token)
            .send({ text: `${AWKWARD} comment by ${writer.name}` }),
          201,
        )) as unknown as { _id: string; user: string; text: string }[];
        commentIds.push({ postId, commentId: list.find((c) => c.text.endsWith(writer.name))!._id });
      }
      for (const writer of [ada, ben, cy].slice(i % 3)) {
        await ok(await api().put(`/api/posts/like/${postId}`).set('x-auth-token', writer.token), 200);
      }
    }
    await ok(await api().put(`/api/posts/report/${postIds[1]}`).set('x-auth-token', cy.token), 200);
    await ok(await api().put(`/api/posts/report/${postIds[1]}`).set('x-auth-token', dee.token), 200);
    for (const { postId, commentId } of commentIds.slice(0, 5)) {
      await ok(await api().put(`/api/posts/comment/${postId}/vote/${commentId}`).set('x-auth-token', ada.token), 200);
      await ok(await api().put(`/api/posts/comment/${postId}/vote/${commentId}`).set('x-auth-token', cy.token), 200);
    }
    await ok(
      await api()
        .put(`/api/posts/comment/${commentIds[0]!.postId}/report/${commentIds[0]!.commentId}`)
        .set('x-auth-token', dee.token),
      200,
    );
    await ok(
      await api()
        .put(`/api/posts/comment/${commentIds[1]!.postId}/report/${commentIds[1]!.commentId}`)
        .set('x-auth-token', ben.token),
      200,
    );
    // A moderator removes someone else's comment: a moderation log line.
    const last = commentIds[commentIds.length - 1];
    await ok(await api().delete(`/api/moderation/comments/${last!.commentId}`).set('x-auth-token', ben.token), 200);

    // A story on another beat sheet whose dropped beat leaves unplaced text; a beat sheet on the
    // shelf, liked and reported (decisions 154, 155, 156).
    const story = await ok(
      await api()
        .post('/api/stories')
        .set('x-auth-token', ada.token)
        .send({ title: 'Lanterns', beatSheet: 'kishotenketsu' }),
      201,
    );
    const shaped = await ok(await api().get(`/api/stories/${story._id}`).set('x-auth-token', ada.token), 200);
    const [ki, sho] = (shaped.acts as { beats: { _id: string }[] }[]).flatMap((act) => act.beats) as [
      { _id: string },
      { _id: string },
    ];
    const written = await ok(
      await api()
        .patch(`/api/stories/${story._id}/beats/${ki._id}`)
        .set({ 'x-auth-token': ada.token, 'If-Match': `"${story._id}.${shaped.version}"` })
        .send({ text: 'Two sisters run a lantern shop' }),
      200,
    );
    await ok(
      await api()
        .put(`/api/stories/${story._id}/structure`)
        .set({ 'x-auth-token': ada.token, 'If-Match': `"${story._id}.${written.version}"` })
        .send({ acts: [{ name: 'All', beats: [{ _id: sho._id }] }] }),
      200,
    );
    // A plotline and a scene on it, with a story time and awkward text (decision 165).
    const lane = await ok(
      await api()
        .post(`/api/stories/${story._id}/plotlines`)
        .set('x-auth-token', ada.token)
        .send({ name: `“Ünïcode” thread — ✓`, color: '#336699' }),
      201,
    );
    const scene = await ok(
      await api()
        .post(`/api/stories/${story._id}/scenes`)
        .set('x-auth-token', ada.token)
        .send({
          title: `${AWKWARD_LINE} scene`,
          beat: sho._id,
          summary: '<p>The <em>lamp</em> goes out</p>',
          plotlines: [lane._id],
          notes: `${AWKWARD} notes`,
          when: { start: '2024-03-01T21:00:00Z', end: '2024-03-01T22:30:00Z' },
        }),
      201,
    );
    // Members, an invitation and comments (decisions 189, 190): Ben co-authors Ada's story (as an
    // accepted invitation leaves it), Cy is invited, Ben comments on a range with a reply and a mention.
    await db.insert(storyMembers).values({ outlineId: String(story._id), userId: benRow!.id, role: 'coauthor' });
    await ok(
      await api()
        .post(`/api/stories/${story._id}/invitations`)
        .set('x-auth-token', ada.token)
        .send({ email: cy.email, role: 'critic' }),
      201,
    );
    const thread = await ok(
      await api()
        .post(`/api/stories/${story._id}/comments`)
        .set('x-auth-token', ben.token)
        .send({ scene: scene._id, text: `${AWKWARD} @${ada.name}`, anchor: { start: 4, end: 8, quote: 'lamp' } }),
      201,
    );
    await ok(
      await api()
        .post(`/api/stories/${story._id}/comments`)
        .set('x-auth-token', ada.token)
        .send({ parent: thread._id, text: 'Agreed — “done”' }),
      201,
    );
    await ok(
      await api()
        .patch(`/api/stories/${story._id}/comments/${thread._id}`)
        .set('x-auth-token', ada.token)
        .send({ resolved: true }),
      200,
    );
    // The story's live document, as the server builds it from the rows (decision 192).
    await loadStoryDocument(db, String(story._id));
    // The codex (decision 177): a sheet of the writer's own kind, entries with awkward names, aliases,
    // tags and field values, a tie between two beats and an arc at a beat and at the scene.
    const codex = `/api/stories/${story._id}/codex`;
    const kind = await ok(
      await api()
        .put(`/api/stories/${story._id}/codex-kinds/Spells`)
        .set('x-auth-token', ada.token)
        .send({
          fields: [
            { name: 'Cost', type: 'number' },
            { name: 'Lore — “ünïcode”', type: 'longText' },
          ],
        }),
      200,
    );
    const [cost, lore] = kind.fields as unknown as [{ id: string }, { id: string }];
    const spell = await ok(
      await api()
        .post(codex)
        .set('x-auth-token', ada.token)
        .send({
          kind: 'Spells',
          name: `${AWKWARD_LINE} lantern spell`,
          aliases: ['the “Glow”'],
          tags: ['light', 'ünïcode'],
          summary: `${AWKWARD} summary`,
          description: '<p>It <strong>burns</strong> cold</p>',
          fields: { [cost.id]: 3.5, [lore.id]: `${AWKWARD} lore` },
        }),
      201,
    );
    const sister = await ok(
      await api()
        .post(codex)
        .set('x-auth-token', ada.token)
        .send({ kind: 'character', name: 'Nori', matchCase: false }),
      201,
    );
    await ok(
      await api()
        .post(`/api/stories/${story._id}/relationships`)
        .set('x-auth-token', ada.token)
        .send({ from: sister._id, to: spell._id, label: 'casts — “badly”', directed: true, fromBeat: sho._id }),
      201,
    );
    await ok(
      await api()
        .put(`${codex}/${sister._id as string}/arc`)
        .set('x-auth-token', ada.token)
        .send({
          points: [
            { beat: sho._id, text: `${AWKWARD} doubts` },
            { scene: scene._id, text: 'chooses' },
          ],
        }),
      200,
    );

    const sheet = await ok(
      await api()
        .post('/api/beat-sheets')
        .set('x-auth-token', ada.token)
        .send({ name: 'Heist', acts: [{ name: 'One', beats: [{ name: 'The job', question: 'What is taken?' }] }] }),
      201,
    );
    await ok(await api().post(`/api/beat-sheets/${sheet._id}/publish`).set('x-auth-token', ada.token), 200);
    await ok(await api().put(`/api/beat-sheets/${sheet._id}/like`).set('x-auth-token', ben.token), 200);
    await ok(
      await api().post(`/api/beat-sheets/${sheet._id}/report`).set('x-auth-token', cy.token).send({ reason: 'spam' }),
      200,
    );

    return { writers: { ada, ben, cy, dee } };
  } finally {
    close();
  }
}
