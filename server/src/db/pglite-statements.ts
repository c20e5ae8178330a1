import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

const { serialize } = protocol;

/** Query shapes kept prepared; the app sends a few hundred (drizzle writes one text per shape). */
const STATEMENTS = 500;

interface Statement {
  name: string;
  /** The parameters' type oids, as the database read them, to serialise values like PGlite does. */
  types: number[];
}

/**
 * The embedded database with every query that has parameters run as a named prepared statement,
 * kept per query text, and sent as one batch of protocol messages (docs/decisions/140-embedded-prepared-statements.md).
 * PGlite's own `query` parses, describes, binds, describes, executes and syncs as six calls into
 * the database for every query; this parses and describes a text once, then binds, describes,
 * executes and syncs in one call: a point query takes half the time. Everything else is PGlite's.
 */
export function withPreparedStatements(client: PGlite, { kept = STATEMENTS } = {}): PGlite {
  let named = 0;
  const closing: Uint8Array[] = [];
  const statements = new LRUCache<string, Statement>({
    max: kept,
    dispose: ({ name }) => closing.push(serialize.close({ type: 'S', name })),
  });

  /** Runs under PGlite's query lock; a failing statement has been synced when it throws, as PGlite's are. */
  async function run<T>(query: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    let statement = statements.get(query);
    if (!statement) {
      const name = `pglite_${++named}`;
      const parsed = serialize.parse({ name, text: query, types: options?.paramTypes });
      const { messages } = await client.execProtocol(
        Buffer.concat([...closing.splice(0), parsed, serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
      statement = { name, types: parse.parseDescribeStatementResults(messages) };
      statements.set(query, statement);
    }
    const { name, types } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      Buffer.concat([
        ...closing.splice(0),
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  /** Statements without parameters (migrations, BEGIN) and uploads go PGlite's own way. */
  const preparable = (params: unknown[] | undefined, options: QueryOptions | undefined): params is unknown[] =>
    Boolean(params?.length) && !options?.blob;

  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (!preparable(params, options)) return client.query<T>(text, params, options);
    const result = await client._runExclusiveTransaction(() =>
      client.runExclusive(() => run<T>(text, params, options)),
    );
    await client.syncToFs();
    return result;
  };

  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver);
        return async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (!preparable(params, options) || target.closed) return target.query<T>(text, params, options);
          return client.runExclusive(() => run<T>(text, params, options));
        };
      },
    });

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(inTransaction(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
