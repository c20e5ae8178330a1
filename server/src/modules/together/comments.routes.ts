import {
  newStoryCommentBody,
  storyCommentChangeBody,
  storyCommentSchema,
  storyCommentsQuery,
  storyThreadsSchema,
} from '@three-act/contract/comments';
import { idOf } from '@three-act/contract/ids';
import type { Request } from 'express';
import { z } from 'zod';
import { defineRoute, type Route } from '../../http/route';
import { clientIp } from '../../middleware/rate-limit';
import type { Services } from '../../services';

const storyParams = z.object({ id: idOf('story') });
const commentParams = z.object({ id: idOf('story'), commentId: z.string() });

/**
 * Comments on a story (decision 190): every member reads and writes them, critics too; anyone
 * else's story answers 404. A comment never goes into the story's files.
 */
export function commentsRoutes({ comments, limits }: Services): Route[] {
  const tag = 'comments';
  const access = 'signed-in';
  const commentLimit = limits.limiter({
    name: 'story-comments',
    windowMs: 10 * 60 * 1000,
    limit: 120,
    key: (req: Request) => req.user?.id ?? clientIp(req),
    message: 'You can write at most 120 comments in 10 minutes; please wait a little',
  });
  return [
    defineRoute({
      method: 'get',
      path: '/stories/:id/comments',
      tag,
      summary:
        "The story's comment threads, oldest first, each with its replies: of one beat, scene or entry if asked, open or resolved if asked",
      access,
      params: storyParams,
      query: storyCommentsQuery,
      responses: { 200: storyThreadsSchema },
      errors: [404],
      handler: ({ user, params, query }) => comments.threads(user.id, params.id, query),
    }),
    defineRoute({
      method: 'post',
      path: '/stories/:id/comments',
      tag,
      summary:
        'Comment on a beat, scene or entry (optionally on a range of its text), or reply to a thread with `parent`; "@Name" notifies that member',
      access,
      limit: [commentLimit],
      params: storyParams,
      body: newStoryCommentBody,
      responses: { 201: storyCommentSchema },
      errors: [404, 429],
      handler: ({ user, params, body }) => comments.create(user.id, params.id, body),
    }),
    defineRoute({
      method: 'patch',
      path: '/stories/:id/comments/:commentId',
      tag,
      summary: "Change a comment's text (its author), or resolve or reopen a thread (any member)",
      access,
      params: commentParams,
      body: storyCommentChangeBody,
      responses: { 200: storyCommentSchema },
      errors: [403, 404],
      handler: ({ user, params, body }) => comments.change(user.id, params.id, params.commentId, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/stories/:id/comments/:commentId',
      tag,
      summary: "Delete a comment (its author, or the story's owner); a thread's first comment takes its replies",
      access,
      params: commentParams,
      responses: { 204: { description: 'The comment (and a thread its replies) is gone' } },
      errors: [403, 404],
      handler: ({ user, params }) => comments.remove(user.id, params.id, params.commentId),
    }),
  ];
}
