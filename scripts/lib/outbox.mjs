// The mail outbox a production build writes with MAIL_OUTBOX=1 (DATA_DIR/outbox/*.eml). Production
// logs no link, so scripts that sign writers up read their verification links here.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The token of the newest `/{route}/<token>` link mailed to `email` (a verification link unless
 * told), or undefined while none has arrived.
 */
export function verificationToken(dataDir, email, route = 'verify') {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return undefined;
  const mail = fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    // Quoted-printable soft line breaks (`=` at a line's end) would split the link.
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''))
    .find((raw) => raw.includes(`To: ${email}`));
  return new RegExp(`/${route}/([\\w-]+)`).exec(mail ?? '')?.[1];
}
