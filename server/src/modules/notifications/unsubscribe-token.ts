import crypto from 'node:crypto';
import { isId } from '../../lib/ids';

const mac = (secret: string, userId: string) =>
  crypto.createHmac('sha256', secret).update(`digest-unsubscribe:${userId}`).digest('base64url');

/**
 * The token of a digest's unsubscribe link (decision 139): the writer's id and an HMAC of it with the
 * server's secret, so the link works without signing in, for that writer only, and needs no table.
 */
export const unsubscribeToken = (secret: string, userId: string) => `${userId}.${mac(secret, userId)}`;

/** The writer a token unsubscribes, or null when it was not made with this secret. */
export function tokenUser(secret: string, token: string): string | null {
  const [userId = '', given = '', ...rest] = token.split('.');
  if (rest.length > 0 || !isId(userId)) return null;
  const expected = Buffer.from(mac(secret, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected) ? userId : null;
}
