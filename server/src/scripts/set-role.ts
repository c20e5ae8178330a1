/**
 * `npm run role -- <email> <user|mod|admin>` from the repository root: sets a user's role in the
 * database the server uses (DATABASE_URL, or the embedded one in DATA_DIR while the server is stopped).
 */
import { ROLES, type Role } from '@three-act/contract/roles';
import { HttpError } from '../lib/http-error';
import { setUserRole } from '../modules/moderation/admin.service';
import { loadDotEnv, openConfiguredDatabase, runScript, UsageError } from './script-database';

const USAGE = 'Usage: npm run role -- <email> <user|mod|admin>';

async function main(args: string[]): Promise<string> {
  loadDotEnv();

  const [rawEmail, role, ...rest] = args;
  if (!rawEmail || !role || rest.length > 0) throw new UsageError(USAGE);
  if (!(ROLES as readonly string[]).includes(role)) {
    throw new UsageError(`Unknown role "${role}": it must be one of ${ROLES.join(', ')}.\n${USAGE}`);
  }
  const email = rawEmail.trim().toLowerCase();

  const { database } = await openConfiguredDatabase({ mustExist: true });
  try {
    const { user, previous } = await setUserRole(database.db, { email }, role as Role, null);
    return previous === role
      ? `${user.email} already has the role ${role}.`
      : `${user.email} (${user.name}) is now ${role} (was ${previous}).`;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw new UsageError(`No user with the e-mail ${email}.`);
    throw error;
  } finally {
    await database.close();
  }
}

runScript(main, {
  lockedHint: 'The server is running on this data folder: stop it, or change the role on the admin page.',
});
