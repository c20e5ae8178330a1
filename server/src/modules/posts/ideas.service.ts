import { and, eq } from 'drizzle-orm';
import type { Story } from '@three-act/contract/story-structure';
import type { AppDeps } from '../../deps';
import { comments, posts } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { notifyIdeaUsed } from '../notifications/notify';
import type { Idea, StoryStructureService } from '../stories/story-structure.service';
import { canSee, canUse, COMMENT_NOT_FOUND, POST_NOT_FOUND, type Viewer } from './posts.rules';

/** A "Use in my story" request: the writer's story and, unless the idea goes to its unplaced list, a beat of it. */
export interface Adoption {
  story: string;
  beat?: string;
}

/**
 * Revisions of a beat are kept per source (decision 125): an idea's is its own, so the writer's
 * typing in the same tab does not fold into it and the text before the idea stays in the history.
 */
const IDEA_TAB = 'idea';

/**
 * "Use in my story" (docs/decisions/157-ideas-into-stories.md): a Brainstorm post's or comment's
 * text copied into one of the writer's stories, and its author told that a writer used it. What
 * the writer may read they may use, except what reports hid (its author's only); a hidden or
 * removed idea answers 404 as a missing one does.
 */
export function createIdeasService({ db }: AppDeps, structures: StoryStructureService) {
  const postColumns = { id: posts.id, userId: posts.userId, text: posts.text, reportCount: posts.reportCount };

  async function usablePost(viewer: Viewer, postId: string) {
    const [post] = await db.select(postColumns).from(posts).where(eq(posts.id, postId));
    if (!post || !canSee(post, viewer)) throw HttpError.notFound(POST_NOT_FOUND);
    return post;
  }

  async function adopt(
    viewer: Viewer & { sessionId: string },
    idea: { type: 'post' | 'comment'; postId: string; commentId: string | null; authorId: string; text: string },
    { story, beat }: Adoption,
  ): Promise<Story> {
    const origin: Idea['origin'] = { post: idea.postId, ...(idea.commentId !== null && { comment: idea.commentId }) };
    try {
      return await structures.addIdea(
        viewer.id,
        story,
        beat,
        { text: idea.text, origin },
        {
          source: { userId: viewer.id, sessionId: viewer.sessionId, tab: IDEA_TAB },
          within: (tx) => notifyIdeaUsed(tx, idea, viewer.id),
        },
      );
    } catch (error) {
      // The idea was deleted between the check and the notice (its row is the notice's parent).
      if (isForeignKeyViolation(error)) throw HttpError.notFound(idea.commentId ? COMMENT_NOT_FOUND : POST_NOT_FOUND);
      throw error;
    }
  }

  return {
    /** POST /api/posts/{id}/adopt */
    async adoptPost(viewer: Viewer & { sessionId: string }, postId: string, adoption: Adoption) {
      const post = await usablePost(viewer, postId);
      if (!canUse(post, viewer)) throw HttpError.notFound(POST_NOT_FOUND);
      return adopt(
        viewer,
        { type: 'post', postId: post.id, commentId: null, authorId: post.userId, text: post.text },
        adoption,
      );
    },

    /** POST /api/posts/comment/{postId}/adopt/{commentId} */
    async adoptComment(viewer: Viewer & { sessionId: string }, postId: string, commentId: string, adoption: Adoption) {
      const post = await usablePost(viewer, postId);
      const [comment] = await db
        .select({ id: comments.id, userId: comments.userId, text: comments.text, reportCount: comments.reportCount })
        .from(comments)
        .where(and(eq(comments.id, commentId), eq(comments.postId, post.id)));
      if (!comment || !canUse(comment, viewer)) throw HttpError.notFound(COMMENT_NOT_FOUND);
      return adopt(
        viewer,
        { type: 'comment', postId: post.id, commentId: comment.id, authorId: comment.userId, text: comment.text },
        adoption,
      );
    },
  };
}
