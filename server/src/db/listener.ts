import { Client } from 'pg';

/** What a channel's listener hears: each payload, and whether it is listening (payloads can be missed while not). */
export interface ChannelHandlers {
  message(payload: string): void;
  live(listening: boolean): void;
}

/** Waits between attempts to listen again after the connection dropped; the last one repeats. */
const RETRY_MS = [100, 250, 500, 1000, 2000, 5000];
/**
 * A dead connection that was never closed (a cut network) does not say so; a query on it does.
 * The listener asks this often, so it notices within about this long plus the query timeout.
 */
const HEARTBEAT_MS = 5000;
const QUERY_TIMEOUT_MS = 2000;

/**
 * LISTEN on PostgreSQL on a connection of its own (pooled connections cannot hold a LISTEN),
 * opened again after any loss; `live(false)` at once on a loss, `live(true)` once listening again.
 * Returns how to stop.
 */
export function listenPostgres(connectionString: string, channel: string, handlers: ChannelHandlers) {
  let stopped = false;
  let current: Client | undefined;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: Client) => {
    if (current !== client) return;
    current = undefined;
    handlers.live(false);
    client.end().catch(() => {});
    if (stopped) return;
    retry = setTimeout(() => void connect(), RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
    attempt += 1;
  };

  const connect = async () => {
    const client = new Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    current = client;
    client.on('notification', (note) => {
      if (note.channel === channel && note.payload !== undefined) handlers.message(note.payload);
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      lost(client);
      return;
    }
    if (current !== client) return;
    attempt = 0;
    handlers.live(true);
  };

  const heartbeat = setInterval(() => {
    const client = current;
    client?.query('SELECT 1').catch(() => lost(client));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  void connect();

  return async () => {
    stopped = true;
    clearInterval(heartbeat);
    clearTimeout(retry);
    const client = current;
    current = undefined;
    handlers.live(false);
    await client?.end().catch(() => {});
  };
}
