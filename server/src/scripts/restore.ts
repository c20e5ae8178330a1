/**
 * `npm run restore -- <file> [--replace]` from the repository root: loads a file written by
 * `npm run backup` into the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR
 * while the server is stopped). All or nothing: one transaction.
 */
import fs from 'node:fs';
import { BackupError, restoreBackup } from '../db/backup';
import { argumentPath, loadDotEnv, openConfiguredDatabase, runScript, UsageError } from './script-database';

const USAGE = 'Usage: npm run restore -- <file> [--replace]   (--replace wipes a database that already has data)';

async function main(args: string[]): Promise<string> {
  loadDotEnv();
  const flags = args.filter((arg) => arg.startsWith('--'));
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = flags.filter((flag) => flag !== '--replace');
  if (files.length !== 1 || unknown.length > 0)
    throw new UsageError(unknown.length ? `Unknown option ${unknown[0]}.\n${USAGE}` : USAGE);
  const [name = ''] = files;
  const file = argumentPath(name);
  if (!fs.existsSync(file)) throw new UsageError(`There is no file ${file}.`);

  const { database, label } = await openConfiguredDatabase({ mustExist: false });
  try {
    const summary = await restoreBackup(database.db, file, { replace: flags.includes('--replace') });
    const total = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    const lines = [
      `Restored ${total} rows of ${Object.keys(summary.rows).length} tables into ${label}`,
      `  from ${file} (made ${summary.header.createdAt} from the ${summary.header.source} database).`,
    ];
    const replaced = Object.values(summary.replaced).reduce((a, b) => a + b, 0);
    if (replaced > 0) lines.push(`  The ${replaced} rows that were there before were removed (--replace).`);
    for (const [counter, n] of Object.entries(summary.counterFixes)) {
      lines.push(
        `  Note: ${n} ${counter} values in the backup disagreed with their rows; the restored counts follow the rows.`,
      );
    }
    lines.push('  Counters match their rows. Sessions signed with another JWT_SECRET end: users sign in again.');
    return lines.join('\n');
  } finally {
    await database.close();
  }
}

runScript(main, {
  lockedHint: 'The server is running on this data folder: stop it before restoring into it.',
  plainErrors: [BackupError],
});
