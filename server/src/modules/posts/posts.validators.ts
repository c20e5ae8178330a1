import { commentBody, listPostsQuery, postBody } from '@three-act/contract/posts';

export const createPostSchemas = { body: postBody };
export const createCommentSchemas = { body: commentBody };
export const listPostsSchemas = { query: listPostsQuery };
