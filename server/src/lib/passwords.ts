import bcrypt from 'bcryptjs';
import { dictionary } from '@zxcvbn-ts/language-common';

const common = new Set(dictionary['passwords-common'] as string[]);

/** One of the ~49 000 most common passwords (any case): refused at sign-up (docs/decisions). */
export const isCommonPassword = (password: string) => common.has(password.toLowerCase());

export const hashPassword = (password: string, cost: number) => bcrypt.hash(password, cost);
export const checkPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
