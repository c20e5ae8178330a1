import crypto from 'node:crypto';

/**
 * The key a writer's unsaved drafts are sealed with on their devices (decision 152): an HMAC of the
 * writer's id with the server's secret, so it is the same on every device and after every sign-in,
 * needs no table, and is told only to the writer's own session (GET /api/auth).
 */
export const draftKey = (secret: string, userId: string) =>
  crypto.createHmac('sha256', secret).update(`device-drafts:${userId}`).digest('base64url');
