import path from 'node:path';
import { Piscina } from 'piscina';
import { dictionary } from '@zxcvbn-ts/language-common';
import { newPasswordSchema } from '@three-act/contract/users';

const common = new Set(dictionary['passwords-common'] as string[]);

/** One of the ~49 000 most common passwords (any case): refused at sign-up (docs/decisions). */
const isCommonPassword = (password: string) => common.has(password.toLowerCase());

/** A new password: the contract's rules plus the common-password list, which only the server holds. */
export const serverNewPassword = newPasswordSchema.refine((password) => !isCommonPassword(password), {
  error: 'This password is too common; please choose another',
});

/**
 * bcrypt threads per process. Each password check is ~0.3 s of pure CPU; on the app's own thread it
 * stalled every request (docs/decisions/111-password-gate.md), so it runs on worker threads, and
 * the password gate lets this many checks run at once, one per client address: a flood from one
 * address holds one thread and a writer elsewhere gets the other.
 */
export const BCRYPT_THREADS = 2;

let pool: Piscina | undefined;
/** Started with the first password check; an idle thread does not keep the process alive. */
const bcryptPool = () =>
  (pool ??= new Piscina({
    // From src/lib (tests) and dist/lib (the build) alike: server/workers holds plain JavaScript.
    filename: path.resolve(__dirname, '../../workers/bcrypt.cjs'),
    minThreads: 0,
    maxThreads: BCRYPT_THREADS,
    idleTimeout: 30_000,
  }));

export const hashPassword = (password: string, cost: number): Promise<string> =>
  bcryptPool().run({ password, cost }, { name: 'hash' });
export const checkPassword = (password: string, hash: string): Promise<boolean> =>
  bcryptPool().run({ password, hash }, { name: 'compare' });
