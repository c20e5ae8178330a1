import type { Role } from '@three-act/contract/roles';
import request from 'supertest';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { createSessionService } from '../src/modules/auth/session.service';
import { createSessionCache } from '../src/modules/auth/session-cache';
import type { TestUser } from './factories';
import type { TestContext } from './test-app';

let counter = 0;
const hashes = new Map<string, Promise<string>>();

/** One bcrypt hash per password and cost per test process: builders insert it, they never hash again. */
function hashOf(password: string, cost: number): Promise<string> {
  const key = `${cost}:${password}`;
  let hash = hashes.get(key);
  if (!hash) {
    hash = hashPassword(password, cost);
    hashes.set(key, hash);
  }
  return hash;
}

export interface UserOptions {
  name?: string;
  email?: string;
  password?: string;
  verified?: boolean;
  role?: Role;
}

/**
 * A writer inserted straight into the database with a real session, so requests authenticate
 * exactly as after a sign-up, without the sign-up's HTTP round trip, bcrypt and mail. Tests of
 * the sign-up itself use `signUp` from factories.ts, which goes through the API.
 */
export async function buildUser(ctx: TestContext, options: UserOptions = {}): Promise<TestUser> {
  counter += 1;
  const name = options.name ?? `Built Writer ${counter}`;
  const email = options.email ?? `built${counter}-${process.pid}-${Date.now()}@example.org`;
  const password = options.password ?? 'plot twist at midnight';
  const [row] = await ctx.db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: await hashOf(password, ctx.config.bcryptCost),
      emailVerified: options.verified ?? false,
      role: options.role ?? 'user',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('buildUser: no row inserted');
  const token = await createSessionService(ctx.db, ctx.config.jwtSecret, notCaching).startSession(row.id);
  return { id: row.id, name, email, password, token };
}

/** Builders only start sessions; a cache that never hears the database never serves. */
const notCaching = createSessionCache(async () => {});

/** Several writers at once. */
export const buildUsers = (ctx: TestContext, count: number, options: UserOptions = {}) =>
  Promise.all(Array.from({ length: count }, () => buildUser(ctx, options)));

/** Requests signed in as `user` (its token in the x-auth-token header). */
export function as(ctx: TestContext, user: Pick<TestUser, 'token'>) {
  const agent = request(ctx.app);
  return {
    get: (url: string) => agent.get(url).set('x-auth-token', user.token),
    post: (url: string) => agent.post(url).set('x-auth-token', user.token),
    put: (url: string) => agent.put(url).set('x-auth-token', user.token),
    patch: (url: string) => agent.patch(url).set('x-auth-token', user.token),
    delete: (url: string) => agent.delete(url).set('x-auth-token', user.token),
  };
}
