import type { Placeholder, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A value in a query: given now, or a placeholder filled in when a prepared statement runs. */
export type Param<T> = T | Placeholder;

const dialect = new PgDialect();

/**
 * A named prepared statement of hand-written SQL (drizzle prepares only its query builders): built
 * and planned once per connection, then run with `execute({ placeholder: value })`, answering the
 * driver's result (`rows` as objects, timestamps as strings).
 */
export function prepareSql<Row>(db: Db, name: string, query: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return {
    execute: async (values: Record<string, unknown>) => (await prepared.execute(values)) as unknown as { rows: Row[] },
  };
}
