import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import {
  changeEmailBody,
  changePasswordBody,
  confirmEmailParams,
  forgotBody,
  loginBody,
  resetBody,
  resetParams,
  sessionSchema,
  verifyParams,
} from '@three-act/contract/auth';
import { configSchema } from '@three-act/contract/config';
import { healthSchema, readySchema } from '@three-act/contract/service';
import { errorBodySchema, messageSchema } from '@three-act/contract/errors';
import {
  adminUserSchema,
  flaggedCommentSchema,
  flaggedPostSchema,
  listUsersQuery,
  logEntrySchema,
  setRoleBody,
  suspendBody,
} from '@three-act/contract/moderation';
import {
  characterBody,
  characterBeatsBody,
  characterPatchBody,
  characterSchema,
  noteBody,
  notePatchBody,
  outlineSchema,
  revisionSchema,
  revisionsQuery,
  saveOutlineBody,
} from '@three-act/contract/outlines';
import { idOf } from '@three-act/contract/ids';
import {
  createStoryBody,
  shareBody,
  shareSchema,
  sharedStorySchema,
  storiesSchema,
  trashSchema,
} from '@three-act/contract/stories';
import {
  commentBody,
  commentEditBody,
  reportBody,
  commentSchema,
  listPostsQuery,
  postBody,
  postSchema,
  postSummarySchema,
  reportRefsSchema,
  userRefsSchema,
} from '@three-act/contract/posts';
import { listProfilesQuery, profileBody, profileSchema, workBody } from '@three-act/contract/profile';
import {
  listNotificationsQuery,
  markReadBody,
  notificationSchema,
  preferencesBody,
  preferencesSchema,
  removalBody,
  unreadSchema,
} from '@three-act/contract/notifications';
import { meSchema, registerBody, tokenSchema, updateMeBody, userSchema } from '@three-act/contract/users';
import { storyExportQuery, storyFileSchema } from '@three-act/contract/story-file';
import { z } from 'zod';

import type { Access, Answer, Method, Route } from '../../http/route';

interface Operation {
  summary: string;
  access: Access;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success answer: a JSON schema, or a description for non-JSON answers. */
  ok: {
    status: number;
    schema?: z.ZodType;
    description?: string;
    contentType?: string;
    headers?: Record<string, { description: string; schema: { type: 'string' } }>;
  };
  /** Error statuses this route answers besides those its access implies. */
  errors?: number[];
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: `errors` names each field (`path`) with its message',
  401: 'Not signed in, or the session ended',
  403: 'Not allowed (role, verified e-mail or ownership)',
  404: 'Not found, or not visible to this user',
  409: 'Conflict',
  412: 'Precondition failed: the story named in `If-Match` is no longer the current one; nothing was saved',
  413: 'Request body too large',
  429: 'Too many requests; `Retry-After` says when to try again',
  503: 'Temporarily unavailable (the database is away); `Retry-After` says when to try again',
};

const ACCESS_ERRORS: Record<Access, number[]> = {
  public: [],
  'signed-in': [401],
  verified: [401, 403],
  moderator: [401, 403],
  admin: [401, 403],
};

const NOT_SUSPENDED_TEXT = ' Not while suspended.';

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Public.',
  'signed-in': 'Signed-in users.',
  verified: 'Signed-in users with a verified e-mail address.',
  moderator: 'Moderators and admins.',
  admin: 'Admins.',
};

const id = z.object({ id: z.string().meta({ description: 'The id (a malformed or unknown id answers 404)' }) });
const postIds = z.object({ postId: z.string(), commentId: z.string() });
const nextLink = {
  Link: {
    description: 'The next page: `</api/…?cursor=…>; rel="next"`, absent on the last page',
    schema: { type: 'string' as const },
  },
};
const strictId = z.object({ id: idOf('item').meta({ description: 'The id (a malformed id answers 400)' }) });
const etag = {
  ETag: {
    description:
      'The story and its version, `"<story id>.<version>"`: send it back as `If-Match` on POST /api/outlines',
    schema: { type: 'string' as const },
  },
};
const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

const routes: [Method, string, Operation][] = [
  [
    'get',
    '/api/auth',
    { tag: 'auth', summary: 'The signed-in user', access: 'signed-in', ok: { status: 200, schema: userSchema } },
  ],
  [
    'post',
    '/api/auth',
    {
      tag: 'auth',
      summary: 'Log in; also sets the session cookie',
      access: 'public',
      body: loginBody,
      ok: { status: 200, schema: tokenSchema },
      errors: [400, 429],
    },
  ],
  [
    'post',
    '/api/auth/logout',
    {
      tag: 'auth',
      summary: 'End this session and clear the cookie',
      access: 'public',
      ok: { status: 204, description: 'Signed out' },
    },
  ],
  [
    'put',
    '/api/auth/verify/{token}',
    {
      tag: 'auth',
      summary: 'Verify the e-mail address with the mailed token',
      access: 'public',
      params: verifyParams,
      ok: { status: 200, schema: messageSchema },
      errors: [400],
    },
  ],
  [
    'put',
    '/api/auth/resend',
    {
      tag: 'auth',
      summary: 'Mail a new verification link',
      access: 'signed-in',
      ok: { status: 200, schema: messageSchema },
      errors: [400, 429],
    },
  ],
  [
    'post',
    '/api/auth/forgot',
    {
      tag: 'auth',
      summary:
        'Mail a password reset link (1 hour, single use) if an account has this address; the same answer either way',
      access: 'public',
      body: forgotBody,
      ok: { status: 200, schema: messageSchema },
      errors: [400, 429],
    },
  ],
  [
    'put',
    '/api/auth/reset/{token}',
    {
      tag: 'auth',
      summary: 'Choose a new password with a mailed reset token: every other session ends; sets the session cookie',
      access: 'public',
      params: resetParams,
      body: resetBody,
      ok: { status: 200, schema: tokenSchema },
      errors: [400],
    },
  ],
  [
    'put',
    '/api/auth/password',
    {
      tag: 'auth',
      summary: 'Change the password (the current one is checked and counted by the sign-in limits); other sessions end',
      access: 'signed-in',
      body: changePasswordBody,
      ok: { status: 200, schema: messageSchema },
      errors: [400, 429],
    },
  ],
  [
    'put',
    '/api/auth/email',
    {
      tag: 'auth',
      summary: 'Ask to change the e-mail address: a confirmation link goes to the new one, a notice to the old one',
      access: 'signed-in',
      body: changeEmailBody,
      ok: { status: 200, schema: messageSchema },
      errors: [400, 429],
    },
  ],
  [
    'put',
    '/api/auth/email/{token}',
    {
      tag: 'auth',
      summary: 'Confirm an e-mail change with the mailed token (24 hours, single use)',
      access: 'public',
      params: confirmEmailParams,
      ok: { status: 200, schema: messageSchema },
      errors: [400],
    },
  ],
  [
    'get',
    '/api/auth/sessions',
    {
      tag: 'auth',
      summary: "The signed-in user's sessions (devices), most recently used first",
      access: 'signed-in',
      ok: { status: 200, schema: z.array(sessionSchema) },
    },
  ],
  [
    'delete',
    '/api/auth/sessions',
    {
      tag: 'auth',
      summary: 'End every session but this one',
      access: 'signed-in',
      ok: { status: 204, description: 'The other sessions ended' },
    },
  ],
  [
    'delete',
    '/api/auth/sessions/{id}',
    {
      tag: 'auth',
      summary: 'End one of your sessions (another user’s id answers 404)',
      access: 'signed-in',
      params: id,
      ok: { status: 204, description: 'The session ended' },
      errors: [404],
    },
  ],
  [
    'get',
    '/api/users/me',
    {
      tag: 'users',
      summary: 'The signed-in user with the e-mail change waiting for confirmation',
      access: 'signed-in',
      ok: { status: 200, schema: meSchema },
    },
  ],
  [
    'put',
    '/api/users/me',
    {
      tag: 'users',
      summary: 'Change the name shown on posts, comments and the profile',
      access: 'signed-in',
      body: updateMeBody,
      ok: { status: 200, schema: userSchema },
      errors: [400],
    },
  ],
  [
    'get',
    '/api/users/me/export',
    {
      tag: 'users',
      summary:
        'Everything the user made and did, as a ZIP: three-act-export.json, one Markdown file per story, the avatar',
      access: 'signed-in',
      ok: {
        status: 200,
        description: 'A ZIP download (Content-Disposition: attachment)',
        contentType: 'application/zip',
      },
      errors: [429],
    },
  ],
  [
    'post',
    '/api/users',
    {
      tag: 'users',
      summary: 'Sign up; also sets the session cookie',
      access: 'public',
      body: registerBody,
      ok: { status: 200, schema: tokenSchema },
      errors: [400, 429],
    },
  ],
  [
    'get',
    '/api/users/{id}/avatar',
    {
      tag: 'users',
      summary: "A user's avatar (WebP upload or generated SVG)",
      access: 'public',
      params: id,
      ok: { status: 200, description: 'The image; cacheable with its ETag', contentType: 'image/*' },
      errors: [404],
    },
  ],
  [
    'get',
    '/api/health',
    {
      tag: 'service',
      summary: 'Liveness: the process runs (no database round trip)',
      access: 'public',
      ok: { status: 200, schema: healthSchema },
    },
  ],
  [
    'get',
    '/api/ready',
    {
      tag: 'service',
      summary:
        'Readiness: the database answers with every migration applied, and Redis when configured; 503 names what failed in `errors` and `checks`',
      access: 'public',
      ok: { status: 200, schema: readySchema },
      errors: [503],
    },
  ],
  [
    'get',
    '/api/config',
    {
      tag: 'config',
      summary: 'What the pages need to know about this installation',
      access: 'public',
      ok: { status: 200, schema: configSchema },
    },
  ],
  [
    'get',
    '/api/openapi.json',
    {
      tag: 'docs',
      summary: 'This document',
      access: 'public',
      ok: { status: 200, description: 'The OpenAPI 3.1 document' },
    },
  ],
  [
    'get',
    '/api/docs',
    {
      tag: 'docs',
      summary: 'The API reference page',
      access: 'public',
      ok: { status: 200, description: 'An HTML page', contentType: 'text/html' },
    },
  ],

  [
    'get',
    '/api/outlines/me',
    {
      tag: 'outlines',
      summary: "The writer's current story, with its id and version as the ETag",
      access: 'signed-in',
      ok: { status: 200, schema: outlineSchema, headers: etag },
      errors: [404],
    },
  ],
  [
    'post',
    '/api/outlines',
    {
      tag: 'outlines',
      summary:
        'Create (201, needs a title) or merge-update (200) the current story with the fields sent. With ' +
        '`If-Match` (the ETag of GET /api/outlines/me, `"<story id>.<version>"`, or `"<version>"` alone for ' +
        'whichever story is current) nothing is saved if a field sent changed after that version: 409 ' +
        '`{ errors: [{ msg, path }], outline }`, one error per such field; nor if the story it names is no ' +
        'longer current (another tab or device opened another): 412. ' +
        '`X-Tab-Id` names the browser tab, whose saves of one field within 10 minutes share a revision.',
      access: 'signed-in',
      body: saveOutlineBody,
      ok: { status: 200, schema: outlineSchema, headers: etag },
      errors: [400, 404, 409, 412],
    },
  ],
  [
    'get',
    '/api/outlines/me/revisions',
    {
      tag: 'outlines',
      summary: "The current story's saved versions of one field (title or a beat), newest first (at most 100)",
      access: 'signed-in',
      query: revisionsQuery,
      ok: { status: 200, schema: z.array(revisionSchema) },
      errors: [400, 404],
    },
  ],
  [
    'put',
    '/api/outlines/me/revisions/{id}/restore',
    {
      tag: 'outlines',
      summary: "Put a revision's text back into its field: a new revision and version",
      access: 'signed-in',
      params: strictId,
      ok: { status: 200, schema: outlineSchema, headers: etag },
      errors: [400, 404],
    },
  ],
  [
    'get',
    '/api/stories',
    {
      tag: 'stories',
      summary: "The writer's stories, most recently changed first",
      access: 'signed-in',
      ok: { status: 200, schema: storiesSchema },
    },
  ],
  [
    'post',
    '/api/stories',
    {
      tag: 'stories',
      summary: 'Start a story (at most 100); it becomes the current one',
      access: 'signed-in',
      body: createStoryBody,
      ok: { status: 201, schema: outlineSchema, headers: etag },
      errors: [400],
    },
  ],
  [
    'post',
    '/api/stories/import',
    {
      tag: 'stories',
      summary:
        'Import a story file as a new current story: the JSON of format=json, or (Content-Type: text/markdown) the Markdown of format=md; at most 2 MB, all or nothing',
      access: 'signed-in',
      body: storyFileSchema,
      ok: { status: 201, schema: outlineSchema, headers: etag },
      errors: [400, 413],
    },
  ],
  [
    'get',
    '/api/stories/{id}/share',
    {
      tag: 'stories',
      summary: "The story's read-only link, or null when it is not shared",
      access: 'signed-in',
      params: id,
      ok: { status: 200, schema: shareSchema.nullable() },
      errors: [404],
    },
  ],
  [
    'post',
    '/api/stories/{id}/share',
    {
      tag: 'stories',
      summary:
        'Share the story read-only (an existing link stays), with or without its characters, and their notes only if chosen',
      access: 'signed-in',
      params: id,
      body: shareBody,
      ok: { status: 200, schema: shareSchema },
      errors: [400, 404],
    },
  ],
  [
    'delete',
    '/api/stories/{id}/share',
    {
      tag: 'stories',
      summary: 'Revoke the read-only link',
      access: 'signed-in',
      params: id,
      ok: { status: 200, schema: messageSchema },
      errors: [404],
    },
  ],
  [
    'get',
    '/api/notifications',
    {
      tag: 'notifications',
      summary: "The writer's notifications, newest first (keyset pages)",
      access: 'signed-in',
      query: listNotificationsQuery,
      ok: { status: 200, schema: z.array(notificationSchema), headers: nextLink },
      errors: [400],
    },
  ],
  [
    'get',
    '/api/notifications/unread',
    {
      tag: 'notifications',
      summary: 'How many notifications are unread (the bell)',
      access: 'signed-in',
      ok: { status: 200, schema: unreadSchema },
    },
  ],
  [
    'put',
    '/api/notifications/read',
    {
      tag: 'notifications',
      summary: 'Mark the named notifications read, or all with no ids; answers the unread count',
      access: 'signed-in',
      body: markReadBody,
      ok: { status: 200, schema: unreadSchema },
      errors: [400],
    },
  ],
  [
    'put',
    '/api/users/me/preferences',
    {
      tag: 'users',
      summary: 'Turn the daily e-mail digest of unread notifications on or off',
      access: 'signed-in',
      body: preferencesBody,
      ok: { status: 200, schema: preferencesSchema },
      errors: [400],
    },
  ],
  [
    'post',
    '/api/unsubscribe/{token}',
    {
      tag: 'notifications',
      summary: "One-click unsubscribe from the digest (RFC 8058): the token from the mail's List-Unsubscribe",
      access: 'public',
      params: z.object({ token: z.string() }),
      ok: { status: 200, schema: messageSchema },
      errors: [404],
    },
  ],
  [
    'get',
    '/api/read/{token}',
    {
      tag: 'stories',
      summary: "A shared story, for anyone with the link (characters' notes only if the writer chose them)",
      access: 'public',
      params: z.object({ token: z.string() }),
      ok: { status: 200, schema: sharedStorySchema },
      errors: [404],
    },
  ],
  [
    'get',
    '/api/stories/{id}/export',
    {
      tag: 'stories',
      summary:
        'Download a story (owner only) as Markdown, Word (docx) or JSON (three-act-story/1), laid out by acts or a framework',
      access: 'signed-in',
      params: strictId,
      query: storyExportQuery,
      ok: {
        status: 200,
        description: 'A file download (Content-Disposition: attachment)',
        contentType: 'application/octet-stream',
      },
      errors: [400, 404],
    },
  ],
  [
    'get',
    '/api/stories/trash',
    {
      tag: 'stories',
      summary: 'Deleted stories, kept 30 days, most recently deleted first',
      access: 'signed-in',
      ok: { status: 200, schema: trashSchema },
    },
  ],
  [
    'put',
    '/api/stories/{id}/current',
    {
      tag: 'stories',
      summary: 'Make a story the current one (the outline routes act on it)',
      access: 'signed-in',
      params: strictId,
      ok: { status: 200, schema: outlineSchema, headers: etag },
      errors: [400, 404],
    },
  ],
  [
    'put',
    '/api/stories/{id}/restore',
    {
      tag: 'stories',
      summary: 'Bring a story back from the trash (current if there is none); answers the stories',
      access: 'signed-in',
      params: strictId,
      ok: { status: 200, schema: storiesSchema },
      errors: [400, 404],
    },
  ],
  [
    'delete',
    '/api/stories/{id}',
    {
      tag: 'stories',
      summary:
        'Move a story to the trash; if it was current, the most recently changed other one becomes current. Answers the stories',
      access: 'signed-in',
      params: strictId,
      ok: { status: 200, schema: storiesSchema },
      errors: [400, 404],
    },
  ],
  [
    'put',
    '/api/outlines/characters',
    {
      tag: 'outlines',
      summary: 'Add a character (creates an untitled outline if needed)',
      access: 'signed-in',
      body: characterBody,
      ok: { status: 201, schema: outlineSchema },
      errors: [400],
    },
  ],
  [
    'get',
    '/api/outlines/characters/{id}',
    {
      tag: 'outlines',
      summary: 'One character',
      access: 'signed-in',
      params: id,
      ok: { status: 200, schema: characterSchema },
      errors: [404],
    },
  ],
  [
    'delete',
    '/api/outlines/characters/{id}',
    {
      tag: 'outlines',
      summary: 'Delete a character',
      access: 'signed-in',
      params: id,
      ok: { status: 200, schema: outlineSchema },
      errors: [404],
    },
  ],
  [
    'patch',
    '/api/outlines/characters/{id}',
    {
      tag: 'outlines',
      summary: 'Change a character: only the fields sent (an empty photo URL removes the photo)',
      access: 'signed-in',
      params: strictId,
      body: characterPatchBody,
      ok: { status: 200, schema: characterSchema },
      errors: [400, 404],
    },
  ],
  [
    'put',
    '/api/outlines/characters/{id}/beats',
    {
      tag: 'outlines',
      summary: 'The beats a character appears in (replaces the list; unknown beat keys are refused)',
      access: 'signed-in',
      params: strictId,
      body: characterBeatsBody,
      ok: { status: 200, schema: characterSchema },
      errors: [400, 404],
    },
  ],
  [
    'patch',
    '/api/outlines/characters/note/{characterId}/{noteId}',
    {
      tag: 'outlines',
      summary: "Change a note's title or text",
      access: 'signed-in',
      params: z.object({ characterId: idOf('character'), noteId: idOf('note') }),
      body: notePatchBody,
      ok: { status: 200, schema: characterSchema },
      errors: [400, 404],
    },
  ],
  [
    'put',
    '/api/outlines/characters/note/{id}',
    {
      tag: 'outlines',
      summary: 'Add a note to a character',
      access: 'signed-in',
      params: id,
      body: noteBody,
      ok: { status: 201, schema: outlineSchema },
      errors: [400, 404],
    },
  ],
  [
    'delete',
    '/api/outlines/characters/note/{characterId}/{noteId}',
    {
      tag: 'outlines',
      summary: 'Delete a note',
      access: 'signed-in',
      params: z.object({ characterId: z.string(), noteId: z.string() }),
      ok: { status: 200, schema: outlineSchema },
      errors: [404],
    },
  ],

  [
    'get',
    '/api/posts',
    {
      tag: 'posts',
      summary: 'Brainstorm posts: top, new or active, a full-text search, one writer (keyset pages)',
      access: 'signed-in',
      query: listPostsQuery,
      ok: { status: 200, schema: z.array(postSummarySchema), headers: nextLink },
      errors: [400],
    },
  ],
  [
    'post',
    '/api/posts',
    {
      tag: 'posts',
      summary: 'Create a post',
      access: 'verified',
      body: postBody,
      ok: { status: 201, schema: postSchema },
      errors: [400, 429],
    },
  ],
  [
    'get',
    '/api/posts/{id}',
    {
      tag: 'posts',
      summary: 'One post with its discussion',
      access: 'signed-in',
      params: id,
      ok: { status: 200, schema: postSchema },
      errors: [404],
    },
  ],
  [
    'put',
    '/api/posts/{id}',
    {
      tag: 'posts',
      summary: "Change my post's text; answers the post with editedAt",
      access: 'verified',
      params: id,
      body: postBody,
      ok: { status: 200, schema: postSchema },
      errors: [400, 403, 404, 429],
    },
  ],
  [
    'delete',
    '/api/posts/{id}',
    {
      tag: 'posts',
      summary: "Delete a post (its author, a moderator or an admin; a moderator's reason goes to the author)",
      access: 'signed-in',
      params: id,
      body: removalBody,
      ok: { status: 200, schema: messageSchema },
      errors: [400, 403, 404],
    },
  ],
  [
    'put',
    '/api/posts/like/{id}',
    {
      tag: 'posts',
      summary: 'Toggle my like',
      access: 'verified',
      params: id,
      ok: { status: 200, schema: userRefsSchema },
      errors: [404],
    },
  ],
  [
    'put',
    '/api/posts/report/{id}',
    {
      tag: 'posts',
      summary: 'Toggle my report, with an optional reason and details (reporters other than me read as null)',
      access: 'signed-in',
      params: id,
      body: reportBody,
      ok: { status: 200, schema: reportRefsSchema },
      errors: [400, 403, 404, 429],
    },
  ],
  [
    'put',
    '/api/posts/comment/{postId}',
    {
      tag: 'posts',
      summary: 'Comment on a post, or reply to a top-level comment with parent; answers the comments',
      access: 'verified',
      params: z.object({ postId: z.string() }),
      body: commentBody,
      ok: { status: 201, schema: z.array(commentSchema) },
      errors: [400, 404, 429],
    },
  ],
  [
    'put',
    '/api/posts/comment/{postId}/{commentId}',
    {
      tag: 'posts',
      summary: "Change my comment's text; answers the comment with editedAt",
      access: 'verified',
      params: postIds,
      body: commentEditBody,
      ok: { status: 200, schema: commentSchema },
      errors: [400, 403, 404, 429],
    },
  ],
  [
    'delete',
    '/api/posts/comment/{postId}/{commentId}',
    {
      tag: 'posts',
      summary:
        "Delete a comment (its author, a moderator or an admin; a moderator's reason goes to the author); answers the comments",
      access: 'signed-in',
      params: postIds,
      body: removalBody,
      ok: { status: 200, schema: z.array(commentSchema) },
      errors: [400, 403, 404],
    },
  ],
  [
    'put',
    '/api/posts/comment/{postId}/vote/{commentId}',
    {
      tag: 'posts',
      summary: 'Toggle my vote on a comment',
      access: 'verified',
      params: postIds,
      ok: { status: 200, schema: userRefsSchema },
      errors: [404],
    },
  ],
  [
    'put',
    '/api/posts/comment/{postId}/report/{commentId}',
    {
      tag: 'posts',
      summary: 'Toggle my report of a comment, with an optional reason and details',
      access: 'signed-in',
      params: postIds,
      body: reportBody,
      ok: { status: 200, schema: reportRefsSchema },
      errors: [400, 403, 404, 429],
    },
  ],

  [
    'get',
    '/api/moderation/posts',
    {
      tag: 'moderation',
      summary: 'Posts at or past the report threshold',
      access: 'moderator',
      ok: { status: 200, schema: z.array(flaggedPostSchema) },
    },
  ],
  [
    'get',
    '/api/moderation/comments',
    {
      tag: 'moderation',
      summary: 'Comments at or past the report threshold',
      access: 'moderator',
      ok: { status: 200, schema: z.array(flaggedCommentSchema) },
    },
  ],
  [
    'get',
    '/api/moderation/log',
    {
      tag: 'moderation',
      summary: 'Recent moderation actions',
      access: 'moderator',
      ok: { status: 200, schema: z.array(logEntrySchema) },
    },
  ],
  [
    'delete',
    '/api/moderation/posts/{id}',
    {
      tag: 'moderation',
      summary: 'Remove a post; the reason goes to its author as a notification, its reporters learn it was removed',
      access: 'moderator',
      params: id,
      body: removalBody,
      ok: { status: 200, schema: messageSchema },
      errors: [400, 404],
    },
  ],
  [
    'put',
    '/api/moderation/posts/{id}/clear-reports',
    {
      tag: 'moderation',
      summary: "Clear a post's reports",
      access: 'moderator',
      params: id,
      ok: { status: 200, schema: messageSchema },
      errors: [404],
    },
  ],
  [
    'delete',
    '/api/moderation/comments/{id}',
    {
      tag: 'moderation',
      summary: 'Remove a comment; the reason goes to its author as a notification, its reporters learn it was removed',
      access: 'moderator',
      params: id,
      body: removalBody,
      ok: { status: 200, schema: messageSchema },
      errors: [400, 404],
    },
  ],
  [
    'put',
    '/api/moderation/comments/{id}/clear-reports',
    {
      tag: 'moderation',
      summary: "Clear a comment's reports",
      access: 'moderator',
      params: id,
      ok: { status: 200, schema: messageSchema },
      errors: [404],
    },
  ],
  [
    'put',
    '/api/moderation/users/{id}/suspension',
    {
      tag: 'moderation',
      summary: 'Suspend a writer for 1, 7 or 30 days or until lifted (mods: writers; admins: also mods)',
      access: 'moderator',
      params: id,
      body: suspendBody,
      ok: { status: 200, schema: userSchema },
      errors: [400, 403, 404],
    },
  ],
  [
    'delete',
    '/api/moderation/users/{id}/suspension',
    {
      tag: 'moderation',
      summary: "Lift a writer's suspension",
      access: 'moderator',
      params: id,
      ok: { status: 200, schema: userSchema },
      errors: [403, 404],
    },
  ],
  [
    'get',
    '/api/admin/users',
    {
      tag: 'admin',
      summary: 'Users by name or e-mail search (keyset pages)',
      access: 'admin',
      query: listUsersQuery,
      ok: { status: 200, schema: z.array(adminUserSchema), headers: nextLink },
      errors: [400],
    },
  ],
  [
    'put',
    '/api/admin/users/{id}/role',
    {
      tag: 'admin',
      summary: "Set a user's role (the last admin cannot be demoted)",
      access: 'admin',
      params: id,
      body: setRoleBody,
      ok: { status: 200, schema: adminUserSchema },
      errors: [400, 404],
    },
  ],

  [
    'get',
    '/api/profile/me',
    {
      tag: 'profile',
      summary: "The writer's own profile",
      access: 'signed-in',
      ok: { status: 200, schema: profileSchema },
      errors: [404],
    },
  ],
  [
    'post',
    '/api/profile',
    {
      tag: 'profile',
      summary: 'Create (201) or update (200) the profile',
      access: 'signed-in',
      body: profileBody,
      ok: { status: 200, schema: profileSchema },
      errors: [400],
    },
  ],
  [
    'delete',
    '/api/profile',
    {
      tag: 'profile',
      summary: 'Delete the account and everything it owns',
      access: 'signed-in',
      ok: { status: 200, schema: messageSchema },
    },
  ],
  [
    'get',
    '/api/profile',
    {
      tag: 'profile',
      summary: 'Writer profiles (pages)',
      access: 'public',
      query: listProfilesQuery,
      ok: { status: 200, schema: z.array(profileSchema) },
      errors: [400],
    },
  ],
  [
    'get',
    '/api/profile/user/{id}',
    {
      tag: 'profile',
      summary: "A writer's public profile",
      access: 'public',
      params: id,
      ok: { status: 200, schema: profileSchema },
      errors: [404],
    },
  ],
  [
    'put',
    '/api/profile/works',
    {
      tag: 'profile',
      summary: 'Add a finished work',
      access: 'signed-in',
      body: workBody,
      ok: { status: 201, schema: profileSchema },
      errors: [400, 404],
    },
  ],
  [
    'delete',
    '/api/profile/works/{id}',
    {
      tag: 'profile',
      summary: 'Remove a finished work',
      access: 'signed-in',
      params: id,
      ok: { status: 200, schema: profileSchema },
      errors: [404],
    },
  ],
  [
    'put',
    '/api/profile/avatar',
    {
      tag: 'profile',
      summary: 'Upload an avatar (raw PNG, JPEG, WebP or GIF body, at most 5 MB)',
      access: 'verified',
      ok: { status: 200, schema: z.object({ avatar: z.string() }) },
      errors: [400, 413, 429],
    },
  ],
  [
    'delete',
    '/api/profile/avatar',
    {
      tag: 'profile',
      summary: 'Go back to the generated avatar',
      access: 'signed-in',
      ok: { status: 200, schema: z.object({ avatar: z.string() }) },
    },
  ],
];

function register(registry: OpenAPIRegistry, method: Method, path: string, op: Operation) {
  const responses: RouteConfig['responses'] = {
    [op.ok.status]: {
      description: op.ok.description ?? 'OK',
      ...(op.ok.headers ? { headers: op.ok.headers } : {}),
      ...(op.ok.schema
        ? json(op.ok.schema)
        : op.ok.contentType
          ? { content: { [op.ok.contentType]: { schema: { type: 'string' as const } } } }
          : {}),
    },
  };
  const statuses = new Set([...ACCESS_ERRORS[op.access], ...(op.errors ?? [])]);
  if (op.body || op.query || op.params) statuses.add(400);
  for (const status of [...statuses].sort()) {
    responses[status] = { description: ERROR_TEXT[status] ?? 'Error', ...json(errorBodySchema) };
  }
  registry.registerPath({
    method,
    path,
    tags: [op.tag],
    summary: op.summary,
    description: ACCESS_TEXT[op.access],
    ...(op.access === 'public' ? { security: [] } : {}),
    request: {
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { query: op.query } : {}),
      ...(op.body ? { body: { required: true, ...json(op.body) } } : {}),
    },
    responses,
  });
}

const isSchema = (answer: Answer): answer is z.ZodType => answer instanceof z.ZodType;

/** Puts one declared route into the document: its access, schemas, answers and the errors they imply. */
export function registerRoute(registry: OpenAPIRegistry, route: Route) {
  const responses: RouteConfig['responses'] = {};
  const headers = Object.fromEntries(
    Object.entries(route.headers ?? {}).map(([name, description]) => [
      name,
      { description, schema: { type: 'string' as const } },
    ]),
  );
  for (const [key, answer] of Object.entries(route.responses)) {
    const status = Number(key);
    const success = status < 300;
    responses[status] = {
      description: isSchema(answer) ? (success ? 'OK' : (ERROR_TEXT[status] ?? 'Error')) : answer.description,
      ...(success && route.headers ? { headers } : {}),
      ...(isSchema(answer)
        ? json(answer)
        : answer.contentType
          ? { content: { [answer.contentType]: { schema: { type: 'string' as const } } } }
          : {}),
    };
  }
  const statuses = new Set([
    ...ACCESS_ERRORS[route.access],
    ...(route.notSuspended ? [401, 403] : []),
    ...(route.errors ?? []),
  ]);
  if (route.body || route.query || route.params) statuses.add(400);
  for (const status of [...statuses].sort()) {
    responses[status] ??= { description: ERROR_TEXT[status] ?? 'Error', ...json(errorBodySchema) };
  }
  registry.registerPath({
    method: route.method,
    path: `/api${route.path.replace(/:(\w+)/g, '{$1}')}`,
    tags: [route.tag],
    summary: route.summary,
    description: ACCESS_TEXT[route.access] + (route.notSuspended ? NOT_SUSPENDED_TEXT : ''),
    ...(route.access === 'public' ? { security: [] } : {}),
    request: {
      ...(route.params ? { params: route.params as z.ZodObject } : {}),
      ...(route.query ? { query: route.query as z.ZodObject } : {}),
      ...(route.body ? { body: { required: true, ...json(route.body) } } : {}),
    },
    responses,
  });
}

/** The OpenAPI 3.1 document of every /api route, generated from the routes' declarations. */
export function buildOpenApiDocument(appUrl: string, declared: Route[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'cookie', { type: 'apiKey', in: 'cookie', name: 'token' });
  registry.registerComponent('securitySchemes', 'header', { type: 'apiKey', in: 'header', name: 'x-auth-token' });
  for (const route of declared) registerRoute(registry, route);
  const done = new Set(declared.map((route) => `${route.method} /api${route.path.replace(/:(\w+)/g, '{$1}')}`));
  for (const [method, path, op] of routes) if (!done.has(`${method} ${path}`)) register(registry, method, path, op);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Three Act API',
      version: '1.0.0',
      description:
        'The REST API of Three Act. Every error answers `{ errors: [{ msg, path? }] }` with a machine-readable ' +
        '`Error-Code` header. Browser requests that change state with the session cookie must send ' +
        '`X-Requested-With` and a same-origin `Origin`.',
    },
    servers: [{ url: appUrl }],
    security: [{ cookie: [] }, { header: [] }],
  });
}
