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

/** The token of the newest such link once it has been mailed (mails go out after the answer). */
export async function mailedToken(dataDir, email, route = 'verify') {
  for (let waited = 0; ; waited += 20) {
    const token = verificationToken(dataDir, email, route);
    if (token) return token;
    if (waited > 10_000) throw new Error(`waited 10 s for a /${route}/ link to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
