import { z } from './zod';
import { NOTIFICATIONS_CURSOR_MAX, NOTIFICATION_READ_MAX, PAGE_SIZE_MAX, REMOVAL_REASON_MAX } from './limits';
import { cursorParam, optionalText, queryInt } from './text';

/**
 * What a notification tells its writer (decision 139): someone commented on their post or replied to
 * their comment; a moderator removed their post or comment; a report they made was resolved; their
 * account was suspended; a writer used their post or comment in a story (`idea-used`, decision 157:
 * never who, never which story); a member of a story named them in a comment on it (`mentioned`,
 * decision 190).
 */
export const NOTIFICATION_KINDS = [
  'comment',
  'reply',
  'removed',
  'report-resolved',
  'suspended',
  'idea-used',
  'mentioned',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The post it is about: `_id` null once the post itself was removed; null for a suspension. */
  post: z.object({ _id: z.string().nullable(), excerpt: z.string() }).nullable(),
  /** Who commented or replied; null for a moderator's action (moderators act as "a moderator"). */
  actor: z.object({ _id: z.string(), name: z.string(), avatar: z.string() }).nullable(),
  /** The comment a comment, reply or idea-used notification points at; null otherwise. */
  comment: z.string().nullable(),
  /** The moderator's reason for a removal or a suspension. */
  reason: z.string().nullable(),
  /** A resolved report: whether the moderator removed the item or kept it. */
  resolution: z.enum(['removed', 'kept']).nullable(),
  /** A suspension's end; null with kind `suspended`: until a moderator lifts it. */
  until: z.string().nullable(),
  /** Whether the item was a post or a comment (removals, resolved reports and ideas used). */
  target: z.enum(['post', 'comment']).nullable(),
  /** The story a `mentioned` comment is on (absent on the other kinds); `title` null when untitled. */
  story: z.object({ _id: z.string(), title: z.string().nullable() }).optional(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first, keyset pages announced in a Link header. */
export const listNotificationsQuery = z.object({
  cursor: cursorParam(NOTIFICATIONS_CURSOR_MAX),
  limit: queryInt('limit', 1, PAGE_SIZE_MAX),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuery>;

/** GET /api/notifications/unread and the answer of PUT /api/notifications/read. */
export const unreadSchema = z.object({ count: z.number().int() });
export type Unread = z.infer<typeof unreadSchema>;

const IDS_MESSAGE = `ids must be a list of at most ${NOTIFICATION_READ_MAX} notification ids`;
/** PUT /api/notifications/read: marks these (the viewer's own; others are ignored) or, with no ids, all. */
export const markReadBody = z.object({
  ids: z
    .array(z.string({ error: IDS_MESSAGE }).max(64, { error: IDS_MESSAGE }), { error: IDS_MESSAGE })
    .max(NOTIFICATION_READ_MAX, { error: IDS_MESSAGE })
    .optional(),
});
export type MarkReadBody = z.input<typeof markReadBody>;

/** The e-mail digest (decision 139): off by default; daily sends one mail a day when there is news. */
export const EMAIL_DIGESTS = ['off', 'daily'] as const;
export type EmailDigest = (typeof EMAIL_DIGESTS)[number];

/** PUT /api/users/me/preferences */
export const preferencesBody = z.object({
  emailDigest: z.enum(EMAIL_DIGESTS, { error: 'emailDigest must be off or daily' }),
});
export type PreferencesBody = z.input<typeof preferencesBody>;
export const preferencesSchema = z.object({ emailDigest: z.enum(EMAIL_DIGESTS) });
export type Preferences = z.infer<typeof preferencesSchema>;

/** The reason a moderator gives for removing a post or comment (optional for spec clients). */
export const removalBody = z.object({ reason: optionalText('The reason', REMOVAL_REASON_MAX) });
export type RemovalBody = z.input<typeof removalBody>;

/** "30 November 2026 at 14:05 UTC": a suspension's end as the writer reads it, wherever they are. */
export const suspensionEnd = (until: Date) =>
  `${until.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

const quoted = (excerpt: string) => (excerpt ? ` “${excerpt}”` : '');

/** One notification as a sentence: the bell's list, the notifications page and the digest say the same. */
export function notificationText(item: Notification): string {
  const actor = item.actor?.name ?? 'A writer who left';
  const excerpt = quoted(item.post?.excerpt ?? '');
  const reason = item.reason ? ` Reason: ${item.reason}` : '';
  switch (item.kind) {
    case 'comment':
      return `${actor} commented on your post${excerpt}`;
    case 'reply':
      return `${actor} replied to your comment on${excerpt || ' a post'}`;
    case 'removed':
      return `A moderator removed your ${item.target ?? 'post'}${excerpt}.${reason}`;
    case 'report-resolved':
      return item.resolution === 'removed'
        ? `A ${item.target ?? 'post'} you reported was removed. Thank you for the report.`
        : `A moderator reviewed a ${item.target ?? 'post'} you reported and kept it.`;
    case 'idea-used':
      return `A writer used your ${item.target === 'comment' ? 'suggestion' : 'idea'}${excerpt} in their story.`;
    case 'mentioned':
      return `${actor} mentioned you in a comment on ${item.story?.title ? `“${item.story.title}”` : 'a story'}`;
    case 'suspended':
      return `Your account is suspended until ${
        item.until ? suspensionEnd(new Date(item.until)) : 'a moderator lifts the suspension'
      }.${reason}`;
  }
}
