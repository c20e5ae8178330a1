import { eq } from 'drizzle-orm';
import { users, type Role } from '../src/db/schema';
import type { TestContext } from './test-app';

let counter = 0;

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

/** Signs a writer up through the API (the real path), then applies role and verification if asked. */
export async function signUp(
  ctx: TestContext,
  options: { name?: string; email?: string; password?: string; verified?: boolean; role?: Role } = {},
): Promise<TestUser> {
  counter += 1;
  const name = options.name ?? `Writer Number ${counter}`;
  const email = options.email ?? `writer${counter}-${Date.now()}@example.org`;
  const password = options.password ?? 'plot twist at midnight';
  const res = await ctx
    .api()
    .post('/api/users')
    .send({ name, email, password, ageVerify: true, tosAgree: true })
    .expect(200);
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (options.verified || options.role) {
    await ctx.db
      .update(users)
      .set({ emailVerified: options.verified ?? false, role: options.role ?? 'user' })
      .where(eq(users.id, row.id));
  }
  return { id: row.id, name, email, password, token: res.body.token as string };
}
