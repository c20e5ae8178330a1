import express, { Router } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { HttpError } from '../lib/http-error';
import { errorHandler } from '../middleware/error-handler';
import { createLogger } from '../lib/logger';
import { answerMismatch, defineRoute, mountRoutes, type Route } from './route';

const noteSchema = z.object({ id: z.string(), text: z.string() });

/** A tiny app with one declared route whose handler answers `answer`. */
function appAnswering(answer: () => unknown) {
  const route = defineRoute({
    method: 'get',
    path: '/note',
    tag: 'test',
    summary: 'A note',
    access: 'public',
    responses: { 200: noteSchema },
    // The compiler refuses most wrong answers; these tests send what only the check can catch.
    handler: () => answer() as never,
  });
  return appOf([route]);
}

function appOf(routes: Route[]) {
  const app = express();
  app.use(mountRoutes(Router(), routes, { checkAnswers: true }));
  app.use(errorHandler(createLogger('silent')));
  return app;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('the answer check under test', () => {
  it('lets an answer through that carries exactly the declared fields', async () => {
    const res = await request(appAnswering(() => ({ id: 'n1', text: 'hello' })))
      .get('/note')
      .expect(200);
    expect(res.body).toEqual({ id: 'n1', text: 'hello' });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('fails an answer that carries a field its schema does not declare', async () => {
    const res = await request(appAnswering(() => ({ id: 'n1', text: 'hello', passwordHash: 'x' })))
      .get('/note')
      .expect(500);
    expect(res.body).toEqual({
      errors: [
        {
          msg: 'The answer of GET /api/note (200) does not match its declaration: undeclared field: /passwordHash',
        },
      ],
    });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('undeclared field: /passwordHash'));
  });

  it('fails an answer that misses a declared field or has one of the wrong type', async () => {
    await request(appAnswering(() => ({ id: 'n1' })))
      .get('/note')
      .expect(500);
    await request(appAnswering(() => ({ id: 1, text: 'hello' })))
      .get('/note')
      .expect(500);
  });

  it('checks error answers against the error body', async () => {
    const thrown = appAnswering(() => {
      throw HttpError.notFound('Note not found');
    });
    expect((await request(thrown).get('/note').expect(404)).body).toEqual({ errors: [{ msg: 'Note not found' }] });
    const handMade = appAnswering(() => ({ errors: [{ msg: 'No' }], secret: 's' }));
    // A 200 with an error body is no note either.
    await request(handMade).get('/note').expect(500);
  });

  it('finds an undeclared field deep in a list', () => {
    const schema = z.array(z.object({ id: z.string(), tags: z.array(z.object({ name: z.string() })) }));
    expect(answerMismatch(schema, [{ id: 'a', tags: [{ name: 't' }] }])).toBeNull();
    expect(answerMismatch(schema, [{ id: 'a', tags: [{ name: 't', owner: 'u1' }] }])).toBe(
      'undeclared field: /0/tags/0/owner',
    );
  });
});

describe('a declared route', () => {
  const route = defineRoute({
    method: 'put',
    path: '/notes/:id',
    tag: 'test',
    summary: 'Change a note',
    access: 'signed-in',
    params: z.object({ id: z.string() }),
    body: z.object({ text: z.string({ error: 'text is required' }).trim() }),
    responses: { 201: noteSchema },
    handler: ({ user, params, body }) => ({ id: `${user.id}:${params.id}`, text: body.text }),
  });

  it('checks access before it reads the body', async () => {
    const res = await request(appOf([route]))
      .put('/notes/n1')
      .send({})
      .expect(401);
    expect(res.headers['error-code']).toBe('unauthorized');
  });

  it('hands the handler the parsed parts and sends its value with the declared success status', async () => {
    const app = express();
    app.use(express.json());
    app.use((req, _res, next) => {
      req.user = { id: 'u1' } as NonNullable<typeof req.user>;
      next();
    });
    app.use(mountRoutes(Router(), [route], { checkAnswers: true }));
    app.use(errorHandler(createLogger('silent')));
    const res = await request(app).put('/notes/n1').send({ text: '  hi ', extra: 1 }).expect(201);
    expect(res.body).toEqual({ id: 'u1:n1', text: 'hi' });
    const bad = await request(app).put('/notes/n1').send({}).expect(400);
    expect(bad.body).toEqual({ errors: [{ msg: 'text is required', path: 'text' }] });
  });
});
