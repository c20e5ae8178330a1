/**
 * `npm run digest` from the repository root: sends today's e-mail digests now (decision 139), over the
 * configured SMTP (or into DATA_DIR/outbox). The server also does this hourly; a run that finds
 * another one going, or nothing due, sends nothing.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { createDigest } from '../modules/notifications/digest';
import { loadDotEnv, openConfiguredDatabase, runScript } from './script-database';

async function main(): Promise<string> {
  loadDotEnv();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const { database, label } = await openConfiguredDatabase({ mustExist: true });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  });
  try {
    const run = await createDigest({ db: database.db, mailer, config, logger }).run();
    if (run.skipped) return `Another process is sending the digest in ${label} right now; nothing sent.`;
    return `Sent ${run.sent} digest${run.sent === 1 ? '' : 's'} from ${label}.`;
  } finally {
    mailer.close();
    await database.close();
  }
}

runScript(main, {
  lockedHint: 'The server is running on this data folder: it sends the digest itself every hour.',
});
