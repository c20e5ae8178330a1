import { Router, type Request } from 'express';
import { matchedData } from 'express-validator';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../middleware/authenticate';
import { limiter } from '../../middleware/rate-limit';
import { requireVerified } from '../../middleware/require-verified';
import { validate } from '../../middleware/validate';
import { createPostsService } from './posts.service';
import { createCommentRules, createPostRules, listPostsRules, PAGE_SIZE } from './posts.validators';

const TEN_MINUTES = 10 * 60 * 1000;
const byUser = (req: Request) => req.user!.id;

export function postsRoutes(deps: AppDeps): Router {
  const service = createPostsService(deps);

  const postLimit = limiter({
    windowMs: TEN_MINUTES,
    limit: 10,
    key: byUser,
    message: 'You can create at most 10 posts in 10 minutes; please wait a little',
  });
  const commentLimit = limiter({
    windowMs: TEN_MINUTES,
    limit: 30,
    key: byUser,
    message: 'You can add at most 30 comments in 10 minutes; please wait a little',
  });
  // One budget for reporting posts and comments together.
  const reportLimit = limiter({
    windowMs: TEN_MINUTES,
    limit: 30,
    key: byUser,
    message: 'You can report at most 30 times in 10 minutes; please wait a little',
  });

  return (
    Router()
      // Brainstorm is for signed-in writers (spec §2): hidden content can then be shown to its author.
      .get('/', requireAuth, validate(listPostsRules), async (req, res) => {
        const { cursor, limit } = matchedData<{ cursor?: string; limit?: number }>(req);
        const page = await service.listPosts(req.user, cursor, limit ?? PAGE_SIZE);
        // The body stays the spec's array of posts; the next page is announced in a Link header.
        if (page.nextCursor) {
          const next = new URLSearchParams({ cursor: page.nextCursor, limit: String(limit ?? PAGE_SIZE) });
          res.set('Link', `</api/posts?${next.toString()}>; rel="next"`);
        }
        res.json(page.posts);
      })
      .post('/', requireVerified, postLimit, validate(createPostRules), async (req, res) => {
        const { text } = matchedData<{ text: string }>(req);
        res.status(201).json(await service.createPost(req.user!, text));
      })
      .put('/like/:id', requireVerified, async (req, res) => {
        res.json(await service.toggleLike(req.user!, String(req.params.id)));
      })
      .put('/report/:id', requireAuth, reportLimit, async (req, res) => {
        res.json(await service.toggleReport(req.user!, String(req.params.id)));
      })
      .put('/comment/:postId', requireVerified, commentLimit, validate(createCommentRules), async (req, res) => {
        const { text } = matchedData<{ text: string }>(req);
        res.status(201).json(await service.addComment(req.user!, String(req.params.postId), text));
      })
      .delete('/comment/:postId/:commentId', requireAuth, async (req, res) => {
        const { postId, commentId } = req.params;
        res.json(await service.deleteComment(req.user!, String(postId), String(commentId)));
      })
      .put('/comment/:postId/vote/:commentId', requireVerified, async (req, res) => {
        const { postId, commentId } = req.params;
        res.json(await service.toggleVote(req.user!, String(postId), String(commentId)));
      })
      .put('/comment/:postId/report/:commentId', requireAuth, reportLimit, async (req, res) => {
        const { postId, commentId } = req.params;
        res.json(await service.toggleCommentReport(req.user!, String(postId), String(commentId)));
      })
      .get('/:id', requireAuth, async (req, res) => {
        res.json(await service.getPost(req.user, String(req.params.id)));
      })
      .delete('/:id', requireAuth, async (req, res) => {
        await service.deletePost(req.user!, String(req.params.id));
        res.json({ msg: 'Post Removed' });
      })
  );
}
