import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Independent reads: at once on the pool, one after another in a transaction. A transaction holds
 * one connection, on which node-postgres queues statements sent together; it warns that pg 9 will
 * refuse them ("Calling client.query() when the client is already executing a query"), seen in the
 * stored-XSS run when an entry was read back inside the transaction that saved it.
 */
export async function readAll<T extends readonly unknown[]>(db: Db | Tx, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
