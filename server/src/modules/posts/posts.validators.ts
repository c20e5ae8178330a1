import { removalBody } from '@three-act/contract/notifications';
import { commentBody, commentEditBody, listPostsQuery, postBody, reportBody } from '@three-act/contract/posts';

export const createPostSchemas = { body: postBody };
export const editPostSchemas = { body: postBody };
export const createCommentSchemas = { body: commentBody };
export const editCommentSchemas = { body: commentEditBody };
export const listPostsSchemas = { query: listPostsQuery };
export const reportSchemas = { body: reportBody };
/** A moderator removing someone else's post or comment may say why (the author is told). */
export const removalSchemas = { body: removalBody };
