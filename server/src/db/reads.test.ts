import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app';
import { readAll } from './reads';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Three reads that each note how many were under way at once while they ran. */
function counted(db: Parameters<typeof readAll>[0]) {
  let running = 0;
  let most = 0;
  const read = (n: number) => async () => {
    running += 1;
    most = Math.max(most, running);
    const [row] = (await db.execute(sql`select ${n}::int as n`)).rows as { n: number }[];
    running -= 1;
    return row!.n;
  };
  return { reads: [read(1), read(2), read(3)] as const, most: () => most };
}

describe('independent reads', () => {
  it('run at once outside a transaction and answer in order', async () => {
    const { reads, most } = counted(ctx.db);
    await expect(readAll(ctx.db, reads)).resolves.toEqual([1, 2, 3]);
    expect(most()).toBe(3);
  });

  it('run one after another in a transaction, whose one connection must not be sent two at once', async () => {
    const answers = await ctx.db.transaction(async (tx) => {
      const { reads, most } = counted(tx);
      const found = await readAll(tx, reads);
      expect(most()).toBe(1);
      return found;
    });
    expect(answers).toEqual([1, 2, 3]);
  });
});
