import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import type { SessionService } from '../auth/session.service';
import type { VerificationService } from '../auth/verification.service';
import { present } from '../../lib/invariant';

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
    async registerUser({ name, email, password }: Registration): Promise<string> {
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
      return sessions.startSession(user.id);
    },
  };
}
