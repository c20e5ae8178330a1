import { PAGE_SIZE } from '@three-act/contract/limits';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { writeModerationLog } from './moderation-log';
import type { Role } from '@three-act/contract/roles';
import { HttpError } from '../../lib/http-error';
import { likePattern } from '../../lib/like-pattern';
import { authUserColumns, type SessionService } from '../auth/session.service';
import { isId } from '../../lib/ids';
import { toUserJson } from '../users/user.presenter';
import { present } from '../../lib/invariant';

export const USER_NOT_FOUND = 'User not found';
const LAST_ADMIN = 'There must be at least one admin: make someone else admin first';

/** A user as the admin page lists them: what the signed-in user reads of themselves. */
const userColumns = authUserColumns;
const toAdminUserJson = toUserJson;

export type AdminUserJson = ReturnType<typeof toAdminUserJson>;

/** Users are paged by (name, id); the cursor is the last row's key. */
const encodeUserCursor = (row: { name: string; id: string }) =>
  Buffer.from(JSON.stringify([row.name, row.id]), 'utf8').toString('base64url');

function decodeUserCursor(value: string): { name: string; id: string } | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    // A name never holds NUL (PostgreSQL text cannot), so a cursor with one was not made here.
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && !parsed[0].includes('\u0000') && isId(parsed[1]))
      return { name: parsed[0], id: parsed[1] };
  } catch {
    // not JSON: an invalid cursor
  }
  return null;
}

/**
 * Changes a role. `changedBy` null means the shell (`npm run role`), which may do anything; on the
 * admin page the last admin cannot be demoted, checked under a lock on the admin rows so two
 * admins demoting each other at once cannot leave none.
 */
export async function setUserRole(
  db: Db,
  target: { id?: string; email?: string },
  role: Role,
  changedBy: string | null,
): Promise<{ user: AdminUserJson; previous: Role }> {
  return db.transaction(async (tx) => {
    const where = target.id ? eq(users.id, target.id) : eq(users.email, target.email ?? '');
    const [row] = await tx.select(userColumns).from(users).where(where).for('update');
    if (!row) throw HttpError.notFound(USER_NOT_FOUND);
    if (changedBy && row.role === 'admin' && role !== 'admin') {
      const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
      if (admins.length <= 1) throw HttpError.badRequest(LAST_ADMIN, 'role');
    }
    if (row.role !== role) {
      await tx.update(users).set({ role }).where(eq(users.id, row.id));
      await writeModerationLog(tx, {
        moderatorId: changedBy,
        action: 'set-role',
        targetType: 'user',
        targetId: row.id,
        summary: `${row.role} → ${role}${changedBy ? '' : ' (shell)'}`,
      });
    }
    return { user: toAdminUserJson({ ...row, role }), previous: row.role };
  });
}

export function createAdminService(db: Db, sessions: Pick<SessionService, 'caughtUp'>) {
  return {
    /** Name or e-mail contains the search text (case-insensitive); ordered by name. */
    async listUsers(search: string | undefined, cursorText: string | undefined, limit = PAGE_SIZE) {
      const cursor = cursorText === undefined ? null : decodeUserCursor(cursorText);
      if (cursorText !== undefined && !cursor) throw HttpError.badRequest('cursor is not valid', 'cursor');
      const conditions: SQL[] = [];
      if (search) {
        const pattern = likePattern(search);
        conditions.push(present(or(ilike(users.name, pattern), ilike(users.email, pattern)), 'the search condition'));
      }
      if (cursor) conditions.push(sql`(${users.name}, ${users.id}) > (${cursor.name}, ${cursor.id}::uuid)`);
      const rows = await db
        .select(userColumns)
        .from(users)
        .where(and(...conditions))
        .orderBy(asc(users.name), asc(users.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return {
        users: page.map(toAdminUserJson),
        nextCursor: rows.length > limit ? encodeUserCursor(present(page.at(-1), 'the last user of the page')) : null,
      };
    },

    async setRole(adminId: string, userId: string, role: Role) {
      if (!isId(userId)) throw HttpError.notFound(USER_NOT_FOUND);
      const { user } = await setUserRole(db, { id: userId }, role, adminId);
      await sessions.caughtUp();
      return user;
    },
  };
}
