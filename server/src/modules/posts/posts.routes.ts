import type { Request } from 'express';
import { z } from 'zod';
import { messageSchema } from '@three-act/contract/errors';
import { IDEAS_USED_PER_10_MINUTES, PAGE_SIZE, POSTS_FOUND_CAP } from '@three-act/contract/limits';
import { idOf } from '@three-act/contract/ids';
import { removalBody } from '@three-act/contract/notifications';
import {
  adoptBody,
  commentBody,
  commentEditBody,
  commentSchema,
  listPostsQuery,
  postBody,
  postSchema,
  postSummarySchema,
  reportBody,
  reportRefsSchema,
  userRefsSchema,
} from '@three-act/contract/posts';
import { POSTS_FOUND_HEADER, postsFoundValue } from '@three-act/contract/posts-list';
import { storySchema } from '@three-act/contract/story-structure';
import { defineRoute, idParam, NEXT_LINK, type Route } from '../../http/route';
import { setNextLink } from '../../lib/pagination';
import { clientIp } from '../../middleware/rate-limit';
import type { Services } from '../../services';

const TEN_MINUTES = 10 * 60 * 1000;
const byUser = (req: Request) => req.user?.id ?? clientIp(req);
const postParams = z.object({ postId: z.string() });
const commentParams = z.object({ postId: z.string(), commentId: z.string() });
// "Use in my story" is new (decision 157): a malformed id is a 400, as on the story routes.
const adoptPostParams = z.object({ id: idOf('post') });
const adoptCommentParams = z.object({ postId: idOf('post'), commentId: idOf('comment') });

export function postsRoutes({ posts: service, ideas, limits }: Services): Route[] {
  const postLimit = limits.limiter({
    name: 'post',
    windowMs: TEN_MINUTES,
    limit: 10,
    key: byUser,
    message: 'You can create at most 10 posts in 10 minutes; please wait a little',
  });
  const commentLimit = limits.limiter({
    name: 'comment',
    windowMs: TEN_MINUTES,
    limit: 30,
    key: byUser,
    message: 'You can add at most 30 comments in 10 minutes; please wait a little',
  });
  // One budget for editing posts and comments together.
  const editLimit = limits.limiter({
    name: 'edit',
    windowMs: TEN_MINUTES,
    limit: 60,
    key: byUser,
    message: 'You can make at most 60 edits in 10 minutes; please wait a little',
  });
  // One budget for reporting posts and comments together.
  const reportLimit = limits.limiter({
    name: 'report',
    windowMs: TEN_MINUTES,
    limit: 30,
    key: byUser,
    message: 'You can report at most 30 times in 10 minutes; please wait a little',
  });

  // One budget for using posts and comments in one's stories: each adds text to a story.
  const adoptLimit = limits.limiter({
    name: 'adopt',
    windowMs: TEN_MINUTES,
    limit: IDEAS_USED_PER_10_MINUTES,
    key: byUser,
    message: `You can use at most ${IDEAS_USED_PER_10_MINUTES} ideas in 10 minutes; please wait a little`,
  });

  // Writing takes a verified, unsuspended writer; reporting a signed-in, unsuspended one.
  return [
    // Brainstorm is for signed-in writers (docs/product.md#brainstorm): hidden content can then be shown to its author.
    defineRoute({
      method: 'get',
      path: '/posts',
      tag: 'posts',
      summary: 'Brainstorm posts: top, new or active, a full-text search, one writer (keyset pages)',
      access: 'signed-in',
      query: listPostsQuery,
      responses: { 200: z.array(postSummarySchema) },
      headers: {
        ...NEXT_LINK,
        [POSTS_FOUND_HEADER]: `How many posts the list holds, on the first page of a search or of one writer's posts: \`12\`, or \`12+\` for at least 12 (the count stops after ${POSTS_FOUND_CAP}, so past it the header reads \`${POSTS_FOUND_CAP}+\`)`,
      },
      handler: async ({ user, query, res }) => {
        const { cursor, limit = PAGE_SIZE, sort, q, author } = query;
        const page = await service.listPosts(user, { cursor, limit, sort, q, author });
        // The body stays a plain array; the next page is announced in a Link header (docs/decisions/013-pagination.md).
        if (page.found) res.set(POSTS_FOUND_HEADER, postsFoundValue(page.found));
        if (page.nextCursor) setNextLink(res, '/api/posts', { sort, q, author, cursor: page.nextCursor, limit });
        return page.posts;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/posts',
      tag: 'posts',
      summary: 'Create a post',
      access: 'verified',
      notSuspended: true,
      limit: [postLimit],
      body: postBody,
      responses: { 201: postSchema },
      errors: [429],
      handler: ({ user, body }) => service.createPost(user, body.text),
    }),
    defineRoute({
      method: 'put',
      path: '/posts/like/:id',
      tag: 'posts',
      summary: 'Toggle my like',
      access: 'verified',
      notSuspended: true,
      params: idParam,
      responses: { 200: userRefsSchema },
      errors: [404],
      handler: ({ user, params }) => service.toggleLike(user, params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/posts/report/:id',
      tag: 'posts',
      summary: 'Toggle my report, with an optional reason and details (reporters other than me read as null)',
      access: 'signed-in',
      notSuspended: true,
      limit: [reportLimit],
      params: idParam,
      body: reportBody,
      responses: { 200: reportRefsSchema },
      errors: [404, 429],
      handler: ({ user, params, body }) => service.toggleReport(user, params.id, body),
    }),
    defineRoute({
      method: 'put',
      path: '/posts/comment/:postId',
      tag: 'posts',
      summary: 'Comment on a post, or reply to a top-level comment with parent; answers the comments',
      access: 'verified',
      notSuspended: true,
      limit: [commentLimit],
      params: postParams,
      body: commentBody,
      responses: { 201: z.array(commentSchema) },
      errors: [404, 429],
      handler: ({ user, params, body }) => service.addComment(user, params.postId, body.text, body.parent),
    }),
    defineRoute({
      method: 'put',
      path: '/posts/comment/:postId/:commentId',
      tag: 'posts',
      summary: "Change my comment's text; answers the comment with editedAt",
      access: 'verified',
      notSuspended: true,
      limit: [editLimit],
      params: commentParams,
      body: commentEditBody,
      responses: { 200: commentSchema },
      errors: [404, 429],
      handler: ({ user, params, body }) => service.editComment(user, params.postId, params.commentId, body.text),
    }),
    defineRoute({
      method: 'delete',
      path: '/posts/comment/:postId/:commentId',
      tag: 'posts',
      summary:
        "Delete a comment (its author, a moderator or an admin; a moderator's reason goes to the author); answers the comments",
      access: 'signed-in',
      params: commentParams,
      body: removalBody,
      responses: { 200: z.array(commentSchema) },
      errors: [403, 404],
      handler: ({ user, params, body }) =>
        service.deleteComment(user, params.postId, params.commentId, body.reason || null),
    }),
    defineRoute({
      method: 'put',
      path: '/posts/comment/:postId/vote/:commentId',
      tag: 'posts',
      summary: 'Toggle my vote on a comment',
      access: 'verified',
      notSuspended: true,
      params: commentParams,
      responses: { 200: userRefsSchema },
      errors: [404],
      handler: ({ user, params }) => service.toggleVote(user, params.postId, params.commentId),
    }),
    defineRoute({
      method: 'put',
      path: '/posts/comment/:postId/report/:commentId',
      tag: 'posts',
      summary: 'Toggle my report of a comment, with an optional reason and details',
      access: 'signed-in',
      notSuspended: true,
      limit: [reportLimit],
      params: commentParams,
      body: reportBody,
      responses: { 200: reportRefsSchema },
      errors: [404, 429],
      handler: ({ user, params, body }) => service.toggleCommentReport(user, params.postId, params.commentId, body),
    }),
    // Using an idea writes only in the writer's own story, private writing: whoever may read the
    // Brainstorm may, suspended or not yet verified (decision 157).
    defineRoute({
      method: 'post',
      path: '/posts/:id/adopt',
      tag: 'posts',
      summary:
        "Use in my story: the post's text appended to a beat of one of my stories (after a blank line, with a line linking the post) or, without `beat`, added to its unplaced ideas; the post's author is told that a writer used it, never who or in which story. Answers the story.",
      access: 'signed-in',
      limit: [adoptLimit],
      params: adoptPostParams,
      body: adoptBody,
      responses: { 201: storySchema },
      errors: [404, 429],
      handler: ({ user, params, body }) => ideas.adoptPost(user, params.id, body),
    }),
    defineRoute({
      method: 'post',
      path: '/posts/comment/:postId/adopt/:commentId',
      tag: 'posts',
      summary:
        "Use in my story: a comment's text, as POST /api/posts/{id}/adopt does a post's (its author told, never who or in which story). Answers the story.",
      access: 'signed-in',
      limit: [adoptLimit],
      params: adoptCommentParams,
      body: adoptBody,
      responses: { 201: storySchema },
      errors: [404, 429],
      handler: ({ user, params, body }) => ideas.adoptComment(user, params.postId, params.commentId, body),
    }),
    defineRoute({
      method: 'get',
      path: '/posts/:id',
      tag: 'posts',
      summary: 'One post with its discussion',
      access: 'signed-in',
      params: idParam,
      responses: { 200: postSchema },
      errors: [404],
      handler: ({ user, params }) => service.getPost(user, params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/posts/:id',
      tag: 'posts',
      summary: "Change my post's text; answers the post with editedAt",
      access: 'verified',
      notSuspended: true,
      limit: [editLimit],
      params: idParam,
      body: postBody,
      responses: { 200: postSchema },
      errors: [404, 429],
      handler: ({ user, params, body }) => service.editPost(user, params.id, body.text),
    }),
    defineRoute({
      method: 'delete',
      path: '/posts/:id',
      tag: 'posts',
      summary: "Delete a post (its author, a moderator or an admin; a moderator's reason goes to the author)",
      access: 'signed-in',
      params: idParam,
      body: removalBody,
      responses: { 200: messageSchema },
      errors: [403, 404],
      handler: async ({ user, params, body }) => {
        await service.deletePost(user, params.id, body.reason || null);
        return { msg: 'Post Removed' };
      },
    }),
  ];
}
