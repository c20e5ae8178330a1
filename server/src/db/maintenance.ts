import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** How often the embedded database's word table is vacuumed while the server runs. */
export const VACUUM_EVERY_MS = 24 * 60 * 60 * 1000;

/** Below this size the word table is read in a few pages anyway, and left alone. */
const WORD_TABLE_MIN_BYTES = 8 * 1024 * 1024;

/**
 * What PGlite's missing autovacuum would do for `post_terms` (docs/decisions/144-word-table-vacuum.md):
 * marks its pages all-visible, so a one-word search's walk of its index stops reading the table
 * for each row it finds. Only a table of at least `minBytes`: vacuuming an empty or tiny one would
 * record it as such, and statements planned once (decision 142) would keep that plan as it grows.
 * Pages already all-visible are skipped. Answers the milliseconds taken, or null when left alone.
 */
export async function vacuumWordTable(db: Db, minBytes = WORD_TABLE_MIN_BYTES): Promise<number | null> {
  const size = await db.execute<{ bytes: string }>(sql`SELECT pg_relation_size('post_terms') AS bytes`);
  if (Number(size.rows[0]?.bytes ?? 0) < minBytes) return null;
  const started = performance.now();
  await db.execute(sql`VACUUM post_terms`);
  return performance.now() - started;
}
