import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app';
import { buildPost, buildUser } from '../../test/builders';
import { vacuumWordTable } from './maintenance';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function pagesOf(table: string) {
  const result = await ctx.db.execute<{ pages: number; visible: number; rows: number }>(
    sql`SELECT relpages AS pages, relallvisible AS visible, reltuples AS rows FROM pg_class WHERE relname = ${table}`,
  );
  return result.rows[0]!;
}

describe('vacuumWordTable (the embedded database has no autovacuum)', () => {
  it('leaves a small word table alone, and makes a large one all-visible so a search walks only its index', async () => {
    const writer = await buildUser(ctx, { verified: true });
    for (let i = 0; i < 8; i += 1) {
      await buildPost(ctx, { user: writer, text: `Midpoint reversal number ${i}: the mentor lies about the map.` });
    }
    const before = await pagesOf('post_terms');
    expect(before.visible).toBe(0);

    expect(await vacuumWordTable(ctx.db)).toBeNull();
    expect(await pagesOf('post_terms')).toEqual(before);

    // The same table taken as large enough.
    expect(await vacuumWordTable(ctx.db, 0)).toBeGreaterThan(0);
    const after = await pagesOf('post_terms');
    expect(after.pages).toBeGreaterThan(0);
    expect(after.visible).toBe(after.pages);
    const counted = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM post_terms`);
    expect(Number(after.rows)).toBe(counted.rows[0]!.n);
  });
});
