import bcrypt from 'bcryptjs';
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN = 8;
/** bcrypt reads no further than 72 bytes, so longer passwords are refused rather than silently cut. */
export const PASSWORD_MAX_BYTES = 72;

const common = new Set(dictionary['passwords-common'] as string[]);

export function passwordProblem(password: string): string | null {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (password.length < PASSWORD_MIN || bytes > PASSWORD_MAX_BYTES) {
    return 'Password must be 8 to 72 characters (at most 72 bytes)';
  }
  if (common.has(password.toLowerCase())) {
    return 'This password is too common; please choose another';
  }
  return null;
}

export const hashPassword = (password: string, cost: number) => bcrypt.hash(password, cost);
export const checkPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
