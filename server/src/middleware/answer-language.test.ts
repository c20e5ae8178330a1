import { randomUUID } from 'node:crypto';
import { CHARACTER_NAME_MAX, SCENE_TITLE_MAX } from '@three-act/contract/limits';
import { createTestContext, type TestContext } from '../../test/test-app';
import { as, buildUser, newApiStory } from '../../test/builders';

// Decision 187: a 4xx from any part of the API (stories, the board, the codex, Brainstorm) comes
// back in the request's language; the account's language wins over the browser's.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const errorsOf = (res: { body: { errors: unknown } }) => res.body.errors;

describe('the answers of every part in the request’s language', () => {
  it('a story’s 404 and a scene’s 400 with a limit in German', async () => {
    const { user, base } = await newApiStory(ctx);
    const german = { 'Accept-Language': 'de-DE,de;q=0.9' };
    const missing = await as(ctx, user, german).get(`/api/stories/${randomUUID()}`).expect(404);
    expect(errorsOf(missing)).toEqual([{ msg: 'Geschichte nicht gefunden' }]);
    const long = await as(ctx, user, german)
      .post(`${base}/scenes`)
      .send({ title: 'x'.repeat(SCENE_TITLE_MAX + 1) })
      .expect(400);
    expect(errorsOf(long)).toEqual([
      { msg: `Titel darf höchstens ${SCENE_TITLE_MAX} Zeichen lang sein`, path: 'title' },
    ]);
    // English stays as the services and the contract say it.
    const english = await as(ctx, user).get(`/api/stories/${randomUUID()}`).expect(404);
    expect(errorsOf(english)).toEqual([{ msg: 'Story not found' }]);
  });

  it('a post’s 400 and 404 in Polish', async () => {
    const writer = await buildUser(ctx, { verified: true });
    const polish = { 'Accept-Language': 'pl' };
    const empty = await as(ctx, writer, polish).post('/api/posts').send({ text: '   ' }).expect(400);
    expect(errorsOf(empty)).toEqual([{ msg: 'Treść wpisu jest wymagana', path: 'text' }]);
    const missing = await as(ctx, writer, polish).get(`/api/posts/${randomUUID()}`).expect(404);
    expect(errorsOf(missing)).toEqual([{ msg: 'Nie znaleziono wpisu' }]);
  });

  it('the codex’s 400 and 404 in the account’s Polish, whatever the browser asks for', async () => {
    const { user, base } = await newApiStory(ctx);
    await as(ctx, user).put('/api/users/me/language').send({ language: 'pl' }).expect(200);
    const french = { 'Accept-Language': 'fr' };
    const long = await as(ctx, user, french)
      .post(`${base}/codex`)
      .send({ kind: 'Character', name: 'n'.repeat(CHARACTER_NAME_MAX + 1) })
      .expect(400);
    expect(errorsOf(long)).toEqual([
      { msg: `Pole „Nazwa” może mieć najwyżej ${CHARACTER_NAME_MAX} znaków`, path: 'name' },
    ]);
    const missing = await as(ctx, user, french).get(`${base}/codex/${randomUUID()}`).expect(404);
    expect(errorsOf(missing)).toEqual([{ msg: 'Nie znaleziono wpisu' }]);
  });
});
