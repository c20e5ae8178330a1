import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import type { SessionService } from '../auth/session.service';
import type { VerificationService } from '../auth/verification.service';
import { present } from '../../lib/invariant';
import { authUserColumns } from '../auth/session.service';
import { toUserJson } from './user.presenter';

export interface Registration {
  name: string;
  email: string;
  password: string;
}

export function createUsersService(
  { db, config }: AppDeps,
  sessions: SessionService,
  verification: VerificationService,
) {
  return {
    /** Creates the account, mails the verification link and signs the writer in. */
    async registerUser({ name, email, password }: Registration, userAgent?: string): Promise<string> {
      const passwordHash = await hashPassword(password, config.bcryptCost);
      let inserted;
      try {
        [inserted] = await db
          .insert(users)
          .values({ name, email, passwordHash, role: 'user' })
          .returning({ id: users.id, name: users.name, email: users.email });
      } catch (error) {
        if (isUniqueViolation(error)) throw HttpError.badRequest('User already exists', 'email');
        throw error;
      }
      const user = present(inserted, 'the new user');
      await verification.sendVerification(user);
      return sessions.startSession(user.id, userAgent);
    },

    /** The writer's new name: posts, comments and the profile read it from the user, so they all show it. */
    async rename(userId: string, name: string) {
      const [user] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning(authUserColumns);
      await sessions.caughtUp();
      return toUserJson(present(user, 'the renamed user'));
    },
  };
}
