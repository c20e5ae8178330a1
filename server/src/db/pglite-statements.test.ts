import { PGlite, types } from '@electric-sql/pglite';
import { withPreparedStatements } from './pglite-statements';

// The embedded database's prepared statements (docs/decisions/140-embedded-prepared-statements.md):
// the same answers as PGlite's own queries, errors that leave it usable, a bounded number of
// statements, and the locks that keep a query out of another request's transaction.
describe('withPreparedStatements', () => {
  let raw: PGlite;
  let db: PGlite;

  beforeAll(async () => {
    raw = new PGlite();
    db = withPreparedStatements(raw, { kept: 3 });
    await raw.exec(
      `CREATE TABLE notes (id uuid PRIMARY KEY, body text NOT NULL, tags jsonb, at timestamptz NOT NULL DEFAULT now())`,
    );
  });
  afterAll(() => raw.close());

  const prepared = async () =>
    (await raw.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map(
      (r) => r.name,
    );

  it('answers as PGlite does: types, row modes and per-query parsers, run as a statement prepared once', async () => {
    const id = '6f1d1c1e-8a4a-4a56-9d0a-1f6b1b1b1b1b';
    await db.query('INSERT INTO notes (id, body, tags, at) VALUES ($1, $2, $3, $4)', [
      id,
      'first',
      { act: 1 },
      new Date('2026-01-02T03:04:05Z'),
    ]);
    const select = 'SELECT id, body, tags, at FROM notes WHERE id = $1';
    const ours = await db.query(select, [id]);
    const theirs = await raw.query(select, [id]);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.rows[0]).toEqual({ id, body: 'first', tags: { act: 1 }, at: new Date('2026-01-02T03:04:05Z') });
    const asDrizzle = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    expect((await db.query(select, [id], asDrizzle)).rows).toEqual((await raw.query(select, [id], asDrizzle)).rows);
    await db.query(select, [id]);
    expect((await prepared()).length).toBe(2);
  });

  it('keeps at most the set number of statements, closing the least recently used', async () => {
    for (let n = 0; n < 6; n++) await db.query(`SELECT $1::int + ${n} AS n`, [n]);
    expect(await prepared()).toHaveLength(3);
    expect((await db.query<{ n: number }>('SELECT $1::int + 5 AS n', [1])).rows).toEqual([{ n: 6 }]);
  });

  it('rejects a bad value with the database error and its code, and goes on answering', async () => {
    await expect(db.query('SELECT body FROM notes WHERE id = $1', ['not-a-uuid'])).rejects.toMatchObject({
      code: '22P02',
    });
    await expect(db.query('SELEC $1', [1])).rejects.toMatchObject({ code: '42601' });
    expect((await db.query('SELECT count(*)::int AS n FROM notes WHERE body = $1', ['first'])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('runs a query from outside a transaction after it, never inside it', async () => {
    const inside = '0b7c7b4e-0000-4000-8000-000000000001';
    const outside = '0b7c7b4e-0000-4000-8000-000000000002';
    let outsideDone: Promise<unknown> = Promise.resolve();
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [inside, 'rolled back']);
        outsideDone = db.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [outside, 'kept']);
        await tx.query('SELECT $1::int / 0', [1]);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    await outsideDone;
    const bodies = await db.query<{ body: string }>('SELECT body FROM notes WHERE id = ANY($1::uuid[])', [
      [inside, outside],
    ]);
    expect(bodies.rows).toEqual([{ body: 'kept' }]);
  });

  it('refuses a closed transaction as PGlite does', async () => {
    let kept: { query: PGlite['query'] } | undefined;
    await db.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query('SELECT $1::int', [1])).rejects.toThrow('Transaction is closed');
  });
});
