import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { createLogger } from '../lib/logger';
import { errorHandler } from './error-handler';
import { validate } from './validate';

/** A tiny app that validates its JSON body with `body` and answers what the route would receive. */
function appValidating(body: z.ZodType) {
  const app = express();
  app.use(express.json());
  app.post('/', validate({ body }), (req, res) => void res.json(req.valid?.body));
  app.use(errorHandler(createLogger('silent')));
  return app;
}

describe('validate', () => {
  const schema = z.object({
    title: z.string({ error: 'Title is required' }),
    acts: z.array(
      z.object({
        name: z.string({ error: 'Act name is required' }),
        beats: z.array(z.object({ question: z.string().max(3, { error: 'Question is too long' }) })),
      }),
    ),
  });

  it('names a nested field by its full path, each field once, in the schema order', async () => {
    const res = await request(appValidating(schema))
      .post('/')
      .send({
        acts: [
          { name: 'One', beats: [{ question: 'ok' }] },
          { beats: [{ question: 'ok' }, { question: 'far too long' }] },
        ],
      })
      .expect(400);
    expect(res.body).toEqual({
      errors: [
        { msg: 'Title is required', path: 'title' },
        { msg: 'Act name is required', path: 'acts[1].name' },
        { msg: 'Question is too long', path: 'acts[1].beats[1].question' },
      ],
    });
  });

  it('hands on the parsed body when it is valid', async () => {
    const body = { title: 'T', acts: [{ name: 'One', beats: [{ question: 'Why' }] }] };
    expect((await request(appValidating(schema)).post('/').send(body).expect(200)).body).toEqual(body);
  });
});
