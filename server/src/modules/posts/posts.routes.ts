import { Router, type Request } from 'express';
import { PAGE_SIZE } from '@three-act/contract/limits';
import { setNextLink } from '../../lib/pagination';
import { requireAuth, requireUser } from '../../middleware/authenticate';
import { requireActiveReporter, requireActiveWriter } from '../../middleware/require-not-suspended';
import { valid, validate } from '../../middleware/validate';
import type { Services } from '../../services';
import {
  createCommentSchemas,
  createPostSchemas,
  editCommentSchemas,
  editPostSchemas,
  listPostsSchemas,
  removalSchemas,
  reportSchemas,
} from './posts.validators';

const TEN_MINUTES = 10 * 60 * 1000;
const byUser = (req: Request) => requireUser(req).id;

export function postsRoutes({ posts: service, limits }: Services): Router {
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

  // Writing takes a verified, unsuspended writer; reporting a signed-in, unsuspended one.
  const writer = requireActiveWriter;
  const reporter = requireActiveReporter;

  return (
    Router()
      // Brainstorm is for signed-in writers (docs/product.md#brainstorm): hidden content can then be shown to its author.
      .get('/', requireAuth, validate(listPostsSchemas), async (req, res) => {
        const { cursor, limit = PAGE_SIZE, sort, q, author } = valid(req, listPostsSchemas).query;
        const page = await service.listPosts(req.user, { cursor, limit, sort, q, author });
        // The body stays a plain array; the next page is announced in a Link header (docs/decisions/013-pagination.md).
        if (page.nextCursor) setNextLink(res, '/api/posts', { sort, q, author, cursor: page.nextCursor, limit });
        res.json(page.posts);
      })
      .post('/', writer, postLimit, validate(createPostSchemas), async (req, res) => {
        const { text } = valid(req, createPostSchemas).body;
        res.status(201).json(await service.createPost(requireUser(req), text));
      })
      .put('/like/:id', writer, async (req, res) => {
        res.json(await service.toggleLike(requireUser(req), String(req.params.id)));
      })
      .put('/report/:id', reporter, reportLimit, validate(reportSchemas), async (req, res) => {
        const report = valid(req, reportSchemas).body;
        res.json(await service.toggleReport(requireUser(req), String(req.params.id), report));
      })
      .put('/comment/:postId', writer, commentLimit, validate(createCommentSchemas), async (req, res) => {
        const { text, parent } = valid(req, createCommentSchemas).body;
        res.status(201).json(await service.addComment(requireUser(req), String(req.params.postId), text, parent));
      })
      .put('/comment/:postId/:commentId', writer, editLimit, validate(editCommentSchemas), async (req, res) => {
        const { postId, commentId } = req.params;
        const { text } = valid(req, editCommentSchemas).body;
        res.json(await service.editComment(requireUser(req), String(postId), String(commentId), text));
      })
      .delete('/comment/:postId/:commentId', requireAuth, validate(removalSchemas), async (req, res) => {
        const { postId, commentId } = req.params;
        const { reason } = valid(req, removalSchemas).body;
        res.json(await service.deleteComment(requireUser(req), String(postId), String(commentId), reason || null));
      })
      .put('/comment/:postId/vote/:commentId', writer, async (req, res) => {
        const { postId, commentId } = req.params;
        res.json(await service.toggleVote(requireUser(req), String(postId), String(commentId)));
      })
      .put('/comment/:postId/report/:commentId', reporter, reportLimit, validate(reportSchemas), async (req, res) => {
        const { postId, commentId } = req.params;
        const report = valid(req, reportSchemas).body;
        res.json(await service.toggleCommentReport(requireUser(req), String(postId), String(commentId), report));
      })
      .get('/:id', requireAuth, async (req, res) => {
        res.json(await service.getPost(req.user, String(req.params.id)));
      })
      .put('/:id', writer, editLimit, validate(editPostSchemas), async (req, res) => {
        const { text } = valid(req, editPostSchemas).body;
        res.json(await service.editPost(requireUser(req), String(req.params.id), text));
      })
      .delete('/:id', requireAuth, validate(removalSchemas), async (req, res) => {
        const { reason } = valid(req, removalSchemas).body;
        await service.deletePost(requireUser(req), String(req.params.id), reason || null);
        res.json({ msg: 'Post Removed' });
      })
  );
}
