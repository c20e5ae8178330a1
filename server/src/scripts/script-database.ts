import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/lock';

/** A mistake the person at the shell can fix: printed without a stack trace, exit code 1. */
export class UsageError extends Error {}

/** Settings in ./.env apply to the shell scripts as they do to the server. */
export function loadDotEnv() {
  const envFile = path.resolve('.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
}

/**
 * A path given on the command line, relative to the folder `npm run` was typed in (npm itself
 * runs the script from the repository root, where DATA_DIR ./data resolves).
 */
export const argumentPath = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** A PostgreSQL URL without its password, fit for a message. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export interface ScriptDatabase {
  database: Database;
  /** "the embedded database in …" or "PostgreSQL at …", for messages. */
  label: string;
}

/**
 * The database the server uses: DATABASE_URL, or the embedded one in DATA_DIR (which its lock file
 * refuses while the server runs there). `mustExist` refuses an embedded folder without a database
 * instead of creating one, so a mistyped DATA_DIR says so.
 */
export async function openConfiguredDatabase(options: { mustExist: boolean }): Promise<ScriptDatabase> {
  const config = loadConfig();
  if (!config.databaseUrl && options.mustExist && !fs.existsSync(path.join(config.dataDir, 'db', 'pgdata'))) {
    throw new UsageError(
      `There is no embedded database in ${config.dataDir}. Run this from the folder the server runs in, ` +
        'or set DATA_DIR (or DATABASE_URL) to the one it uses.',
    );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  const label = config.databaseUrl
    ? `PostgreSQL at ${safeUrl(config.databaseUrl)}`
    : `the embedded database in ${config.dataDir}`;
  return { database, label };
}

interface RunOptions {
  /** What to do when the embedded data folder is held by a running server. */
  lockedHint: string;
  /** More error classes whose message is enough (no stack trace). */
  plainErrors?: (abstract new (...args: never[]) => Error)[];
}

/**
 * Runs a script's main with the command-line arguments and prints what it returns. A mistake the
 * person can fix (usage, configuration, a locked data folder) prints its message alone; anything
 * else prints with its stack. Either way the exit code is 1.
 */
export function runScript(
  main: (args: string[]) => Promise<string>,
  { lockedHint, plainErrors = [] }: RunOptions,
): void {
  main(process.argv.slice(2)).then(
    (message) => {
      console.log(message);
    },
    (error: unknown) => {
      if ([UsageError, ConfigError, ...plainErrors].some((kind) => error instanceof kind)) {
        console.error((error as Error).message);
      } else if (error instanceof DataDirLockedError) {
        console.error(`${error.message}\n${lockedHint}`);
      } else {
        console.error(error);
      }
      process.exitCode = 1;
    },
  );
}
