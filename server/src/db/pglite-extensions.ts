import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The contrib modules the migrations create (drizzle/0024_codex_name_search.sql): every embedded
 * database is opened with them, or the migration and the codex's search index fail. The test
 * snapshot (test/pglite-snapshot.mjs) names the same two.
 */
export const PGLITE_EXTENSIONS = { btree_gin, pg_trgm };
