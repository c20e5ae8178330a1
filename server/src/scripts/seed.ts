/**
 * `npm run seed -- --users N --posts N` from the repository root: fills the database the server
 * uses (DATABASE_URL, or the embedded one in DATA_DIR while the server is stopped) with demo
 * writers, outlines, characters, profiles, posts, comments, likes and reports, and (`--sheets N`)
 * beat sheets on the shelf. Safe to run again: every run adds new writers (seed-<n>@example.org) and
 * their content.
 */
import { SHEETS_PER_WRITER_MAX } from '@three-act/contract/limits';
import { loadConfig } from '../config';
import { hashPassword } from '../lib/passwords';
import { DEMO_PASSWORD, seedDemoData, type SeedSummary } from './demo-data';
import { Random } from './demo-text';
import { loadDotEnv, openConfiguredDatabase, runScript, UsageError } from './script-database';

const USAGE = 'Usage: npm run seed -- [--users N] [--posts N] [--sheets N] [--random-seed N] [--json]';

interface Args {
  users: number;
  posts: number;
  sheets: number;
  randomSeed: number | undefined;
  json: boolean;
}

function parseArgs(args: string[]): Args {
  const parsed: Args = { users: 50, posts: 500, sheets: 0, randomSeed: undefined, json: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--json') {
      parsed.json = true;
      continue;
    }
    const [flag = '', inline] = arg.split('=', 2);
    const raw = inline ?? args[++i];
    const value = Number(raw);
    if (!['--users', '--posts', '--sheets', '--random-seed'].includes(flag))
      throw new UsageError(`Unknown option "${arg}".\n${USAGE}`);
    if (raw === undefined || !Number.isInteger(value) || value < 0 || value > 10_000_000) {
      throw new UsageError(`${flag} needs a whole number from 0 to 10000000.\n${USAGE}`);
    }
    if (flag === '--users') parsed.users = value;
    else if (flag === '--posts') parsed.posts = value;
    else if (flag === '--sheets') parsed.sheets = value;
    else parsed.randomSeed = value;
  }
  if (parsed.posts > 0 && parsed.users === 0)
    throw new UsageError(`Posts need writers: pass --users 1 or more.\n${USAGE}`);
  if (parsed.sheets > parsed.users * SHEETS_PER_WRITER_MAX)
    throw new UsageError(
      `Sheets need writers, at most ${SHEETS_PER_WRITER_MAX} each: pass --users ${Math.ceil(parsed.sheets / SHEETS_PER_WRITER_MAX)} or more.\n${USAGE}`,
    );
  return parsed;
}

function summarise(summary: SeedSummary, seconds: number): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return [
    `Seeded in ${seconds.toFixed(1)} s:`,
    `  ${n(summary.users)} writers (verified), ${n(summary.outlines)} outlines, ${n(summary.characters)} characters with ${n(summary.notes)} notes,`,
    `  ${n(summary.profiles)} profiles with ${n(summary.works)} works,`,
    `  ${n(summary.posts)} posts, ${n(summary.comments)} comments, ${n(summary.likes)} likes, ${n(summary.votes)} comment votes,`,
    `  ${n(summary.postReports + summary.commentReports)} reports (${summary.flaggedPosts} posts and ${summary.flaggedComments} comments flagged for moderation),`,
    `  ${n(summary.sheets)} beat sheets on the shelf with ${n(summary.sheetLikes)} likes.`,
    summary.firstEmail
      ? `Sign in as ${summary.firstEmail} … ${summary.lastEmail} with the password "${DEMO_PASSWORD}".\n` +
        `For a moderator: npm run role -- ${summary.firstEmail} mod`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

async function main(argv: string[]): Promise<string> {
  loadDotEnv();
  const args = parseArgs(argv);
  const config = loadConfig();
  const started = performance.now();
  const { database, label } = await openConfiguredDatabase({ mustExist: false });
  try {
    // One bcrypt hash for every demo writer: at cost 12 a hash takes ~0.3 s, so never one per user.
    const passwordHash = await hashPassword(DEMO_PASSWORD, config.bcryptCost);
    const summary = await seedDemoData(database.db, {
      users: args.users,
      posts: args.posts,
      sheets: args.sheets,
      passwordHash,
      random: args.randomSeed === undefined ? undefined : new Random(args.randomSeed),
      // Progress only on a terminal: it rewrites one line.
      onProgress:
        process.stderr.isTTY && !args.json ? (message) => process.stderr.write(`\r\x1b[K  ${message}`) : undefined,
    });
    if (process.stderr.isTTY && !args.json) process.stderr.write('\r\x1b[K');
    const seconds = (performance.now() - started) / 1000;
    if (args.json) return JSON.stringify({ ...summary, seconds, password: DEMO_PASSWORD });
    return `\nDemo data added to ${label}.\n${summarise(summary, seconds)}`;
  } finally {
    await database.close();
  }
}

runScript(main, {
  lockedHint: 'The server is running on this data folder: stop it first, then seed.',
});
