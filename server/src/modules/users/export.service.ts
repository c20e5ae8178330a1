import { asc, desc, eq } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { AppDeps } from '../../deps';
import {
  commentReports,
  comments,
  commentVotes,
  outlineRevisions,
  outlines as outlineTable,
  postLikes,
  postReports,
  posts,
  users,
} from '../../db/schema';
import { present } from '../../lib/invariant';
import type { AuthUser } from '../../lib/auth-user';
import type { OutlinesService } from '../outlines/outlines.service';
import type { ProfileService } from '../profile/profile.service';
import { storyFileName } from '../stories/story-file';
import { storyMarkdown } from '../stories/story-markdown';
import { toUserJson } from './user.presenter';

/** The version of the export's JSON layout; a later change of shape gets a new number. */
export const EXPORT_FORMAT = 'three-act-export/1';

const date = (value: Date) => value.toISOString();

/**
 * "Download my data" (docs/decisions/123-data-export.md): a ZIP with everything the writer made or
 * did, and of other writers only the names on the threads the writer took part in.
 */
export function createExportService(
  { db }: AppDeps,
  { outlines, profile }: { outlines: OutlinesService; profile: ProfileService },
) {
  async function activity(userId: string) {
    const [ownPosts, ownComments, likes, votes, reportedPosts, reportedComments] = await Promise.all([
      db
        .select({
          id: posts.id,
          text: posts.text,
          likes: posts.likeCount,
          comments: posts.commentCount,
          at: posts.createdAt,
        })
        .from(posts)
        .where(eq(posts.userId, userId))
        .orderBy(asc(posts.createdAt)),
      db
        .select({
          id: comments.id,
          postId: comments.postId,
          postAuthor: users.name,
          text: comments.text,
          votes: comments.voteCount,
          at: comments.createdAt,
        })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .innerJoin(users, eq(users.id, posts.userId))
        .where(eq(comments.userId, userId))
        .orderBy(asc(comments.createdAt)),
      db
        .select({ post: postLikes.itemId, at: postLikes.createdAt })
        .from(postLikes)
        .where(eq(postLikes.userId, userId)),
      db
        .select({ comment: commentVotes.itemId, post: comments.postId, at: commentVotes.createdAt })
        .from(commentVotes)
        .innerJoin(comments, eq(comments.id, commentVotes.itemId))
        .where(eq(commentVotes.userId, userId)),
      db
        .select({ post: postReports.itemId, at: postReports.createdAt })
        .from(postReports)
        .where(eq(postReports.userId, userId)),
      db
        .select({ comment: commentReports.itemId, post: comments.postId, at: commentReports.createdAt })
        .from(commentReports)
        .innerJoin(comments, eq(comments.id, commentReports.itemId))
        .where(eq(commentReports.userId, userId)),
    ]);
    return {
      posts: ownPosts.map((post) => ({
        _id: post.id,
        text: post.text,
        likes: post.likes,
        comments: post.comments,
        date: date(post.at),
      })),
      comments: ownComments.map((comment) => ({
        _id: comment.id,
        post: { _id: comment.postId, author: comment.postAuthor },
        text: comment.text,
        votes: comment.votes,
        date: date(comment.at),
      })),
      likes: likes.map((like) => ({ post: like.post, date: date(like.at) })),
      votes: votes.map((vote) => ({ comment: vote.comment, post: vote.post, date: date(vote.at) })),
      reports: [
        ...reportedPosts.map((report) => ({ post: report.post, date: date(report.at) })),
        ...reportedComments.map((report) => ({ comment: report.comment, post: report.post, date: date(report.at) })),
      ],
    };
  }

  /** Every story of the writer, the trashed ones too, each with its characters, notes and revisions. */
  async function allStories(userId: string) {
    const rows = await db
      .select({ id: outlineTable.id, current: outlineTable.current, deletedAt: outlineTable.deletedAt })
      .from(outlineTable)
      .where(eq(outlineTable.userId, userId))
      .orderBy(asc(outlineTable.createdAt), asc(outlineTable.id));
    return Promise.all(
      rows.map(async (row) => {
        const [story, revisions] = await Promise.all([
          outlines.findStory(userId, row.id),
          db
            .select({ field: outlineRevisions.field, text: outlineRevisions.text, savedAt: outlineRevisions.savedAt })
            .from(outlineRevisions)
            .where(eq(outlineRevisions.outlineId, row.id))
            .orderBy(asc(outlineRevisions.field), desc(outlineRevisions.savedAt)),
        ]);
        return {
          ...present(story, 'a story of the writer'),
          current: row.current,
          deletedAt: row.deletedAt && date(row.deletedAt),
          revisions: revisions.map((revision) => ({ ...revision, savedAt: date(revision.savedAt) })),
        };
      }),
    );
  }

  return {
    /** The ZIP's bytes: `three-act-export.json`, one Markdown file per story, and the avatar if one was uploaded. */
    async exportAccount(user: AuthUser): Promise<Uint8Array> {
      const [stories, ownProfile, done, [avatar]] = await Promise.all([
        allStories(user.id),
        profile.findOwnProfile(user.id),
        activity(user.id),
        db.select({ image: users.avatarImage }).from(users).where(eq(users.id, user.id)),
      ]);
      const data = {
        format: EXPORT_FORMAT,
        exportedAt: new Date().toISOString(),
        user: toUserJson(user),
        profile: ownProfile,
        stories,
        ...done,
      };
      const files: Zippable = { 'three-act-export.json': strToU8(JSON.stringify(data, null, 2)) };
      for (const story of stories) {
        let name = storyFileName(story.title);
        for (let n = 2; `stories/${name}.md` in files; n += 1) name = `${storyFileName(story.title)}-${n}`;
        files[`stories/${name}.md`] = strToU8(storyMarkdown(story));
      }
      if (avatar?.image) files['avatar.webp'] = avatar.image;
      return zipSync(files, { level: 6, mtime: new Date() });
    },
  };
}
