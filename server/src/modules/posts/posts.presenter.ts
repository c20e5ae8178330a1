import { REPORT_THRESHOLD } from '@three-act/contract/limits';
import { avatarUrl } from '../users/user.presenter';
import { isActingModerator, type Viewer } from './posts.rules';
import type { AuthorRow, CommentRow, PostRow } from './posts.queries';

/** Posts and comments as clients see them (docs/product.md#api): ids as strings, lists of { user }. */

export type UserRef = { user: string };

const author = (row: AuthorRow) => ({
  name: row.name,
  avatar: avatarUrl({ id: row.userId, avatarUpdatedAt: row.avatarUpdatedAt }),
  user: row.userId,
});

export const toRefs = (ids: string[]): UserRef[] => ids.map((user) => ({ user }));

export type ReportRef = { user: string | null };

/**
 * Reporters stay anonymous (docs/decisions/112-anonymous-reports.md): each report keeps its place,
 * so the list still counts them, but only the reporter and moderators (not while suspended) read the reporter's id.
 */
export const toReportRefs = (ids: string[], viewer: Viewer | undefined): ReportRef[] =>
  ids.map((user) => ({ user: user === viewer?.id || isActingModerator(viewer) ? user : null }));

export function toPostSummaryJson(
  row: PostRow,
  mine: { liked: boolean; reported: boolean },
  viewerId: string | undefined,
) {
  return {
    _id: row.id,
    text: row.text,
    ...author(row),
    // The list carries counts and only the viewer's own entry, so a page stays small however popular a post is.
    likes: mine.liked && viewerId ? [{ user: viewerId }] : [],
    reports: mine.reported && viewerId ? [{ user: viewerId }] : [],
    likeCount: row.likeCount,
    reportCount: row.reportCount,
    commentCount: row.commentCount,
    likedByMe: mine.liked,
    reportedByMe: mine.reported,
    flagged: row.reportCount >= REPORT_THRESHOLD,
    date: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

export type PostSummaryJson = ReturnType<typeof toPostSummaryJson>;

/** A comment; `text` is null when it is flagged and withheld from this viewer. */
export function toCommentJson(
  row: CommentRow & { voteUsers: string[]; reportUsers: string[] },
  viewer: Viewer | undefined,
  withheld: boolean,
) {
  const viewerId = viewer?.id;
  const voteList = toRefs(row.voteUsers);
  const reportList = toReportRefs(row.reportUsers, viewer);
  return {
    _id: row.id,
    text: withheld ? null : row.text,
    parent: row.parentId,
    ...author(row),
    votes: voteList,
    reports: reportList,
    voteCount: row.voteCount,
    reportCount: row.reportCount,
    votedByMe: voteList.some((vote) => vote.user === viewerId),
    reportedByMe: reportList.some((report) => report.user === viewerId),
    flagged: row.reportCount >= REPORT_THRESHOLD,
    date: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

/** One post with its likes, reports and comments. */
export function toPostJson(
  row: PostRow,
  likes: UserRef[],
  reports: ReportRef[],
  postComments: ReturnType<typeof toCommentJson>[],
  viewerId: string | undefined,
) {
  return {
    _id: row.id,
    text: row.text,
    ...author(row),
    likes,
    reports,
    comments: postComments,
    likeCount: row.likeCount,
    reportCount: row.reportCount,
    commentCount: row.commentCount,
    likedByMe: likes.some((like) => like.user === viewerId),
    reportedByMe: reports.some((report) => report.user === viewerId),
    flagged: row.reportCount >= REPORT_THRESHOLD,
    date: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}
