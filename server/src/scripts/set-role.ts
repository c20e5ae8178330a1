/**
 * `npm run role -- <email> <user|mod|admin>` from the repository root: sets a user's role in the
 * database the server uses (DATABASE_URL, or the embedded one in DATA_DIR while the server is stopped).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { ROLES, type Role } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { setUserRole } from '../modules/moderation/admin.service';

const USAGE = 'Usage: npm run role -- <email> <user|mod|admin>';

class UsageError extends Error {}

async function main(args: string[]): Promise<string> {
  const envFile = path.resolve('.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

  const [rawEmail, role, ...rest] = args;
  if (!rawEmail || !role || rest.length > 0) throw new UsageError(USAGE);
  if (!(ROLES as readonly string[]).includes(role)) {
    throw new UsageError(`Unknown role "${role}": it must be one of ${ROLES.join(', ')}.\n${USAGE}`);
  }
  const email = rawEmail.trim().toLowerCase();

  const config = loadConfig();
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'db', 'pgdata'))) {
    throw new UsageError(
      `There is no embedded database in ${config.dataDir}. Run this from the folder the server runs in, ` +
        'or set DATA_DIR (or DATABASE_URL) to the one it uses.',
    );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
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

main(process.argv.slice(2)).then(
  (message) => {
    console.log(message);
  },
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(error.message);
    } else if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nThe server is running on this data folder: stop it, or change the role on the admin page.`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  },
);
