/**
 * `npm run backup -- <file> [--force]` from the repository root: writes every table of the database
 * the server uses (DATABASE_URL, or the embedded one in DATA_DIR while the server is stopped) to a
 * portable file that `npm run restore` loads into either kind of database.
 */
import fs from 'node:fs';
import { BackupError, writeBackup } from '../db/backup';
import { argumentPath, loadDotEnv, openConfiguredDatabase, runScript, UsageError } from './script-database';

const USAGE = 'Usage: npm run backup -- <file> [--force]   (--force overwrites an existing file)';

async function main(args: string[]): Promise<string> {
  loadDotEnv();
  const flags = args.filter((arg) => arg.startsWith('--'));
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = flags.filter((flag) => flag !== '--force');
  if (files.length !== 1 || unknown.length > 0)
    throw new UsageError(unknown.length ? `Unknown option ${unknown[0]}.\n${USAGE}` : USAGE);
  const [name = ''] = files;
  const file = argumentPath(name);
  if (fs.existsSync(file) && !flags.includes('--force')) {
    throw new UsageError(`${file} already exists. Choose another name, or add --force to overwrite it.`);
  }

  const { database, label } = await openConfiguredDatabase({ mustExist: true });
  // Written beside the target and renamed at the end, so an interrupted backup never looks complete.
  const partial = `${file}.partial-${process.pid}`;
  try {
    // It holds password and token hashes: readable by the owner only.
    const out = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    const opened = new Promise<void>((resolve, reject) => out.once('open', () => resolve()).once('error', reject));
    await opened;
    const summary = await writeBackup(database.db, out, database.kind === 'pglite' ? 'embedded' : 'postgresql');
    await new Promise<void>((resolve, reject) => {
      out.once('error', reject);
      out.end(() => resolve());
    });
    const fd = fs.openSync(partial, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partial, file);
    const total = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    const size = fs.statSync(file).size;
    const tables = Object.entries(summary.rows)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    return (
      `Backed up ${total} rows of ${Object.keys(summary.rows).length} tables from ${label}\n` +
      `  to ${file} (${(size / 1024).toFixed(1)} KB, schema ${summary.migration.tag ?? summary.migration.count}).\n  ${tables}`
    );
  } finally {
    fs.rmSync(partial, { force: true });
    await database.close();
  }
}

runScript(main, {
  lockedHint:
    'The server is running on this data folder. Stop it to back up the embedded database ' +
    '(a PostgreSQL database can be backed up while the server runs).',
  plainErrors: [BackupError],
});
