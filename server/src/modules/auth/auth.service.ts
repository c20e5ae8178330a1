import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { checkPassword, hashPassword } from '../../lib/passwords';
import type { SessionService } from './session.service';
import { promoteListedAdmin } from '../users/admin-emails';

const INVALID = 'Invalid credentials';

export function createAuthService({ db, config }: AppDeps, sessions: SessionService) {
  // Compared against when the e-mail is unknown, so both failures take the same time.
  const decoyHash = hashPassword('decoy password for timing', config.bcryptCost);

  return {
    async login(email: string, password: string, userAgent?: string): Promise<string> {
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      const matches = await checkPassword(password, user?.passwordHash ?? (await decoyHash));
      if (!user || !matches) throw HttpError.badRequest(INVALID);
      if (config.adminEmails.includes(email)) {
        await promoteListedAdmin(db, config.adminEmails, user.id);
        await sessions.caughtUp();
      }
      return sessions.startSession(user.id, userAgent);
    },
  };
}
