import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Tells the other server instances on one PostgreSQL what this one changed, so the copies they
 * keep in memory (sessions checked recently, users' progress) drop it at once instead of when
 * they expire. Rides on LISTEN/NOTIFY: no extra service to run.
 */
export interface ChangeFeed {
  /** Announces that `key` under `topic` changed here. Best effort: never throws. */
  publish(topic: string, key: string): void;
  /**
   * `onChange(key)` runs for changes made by other instances; `onChange(undefined)` means
   * anything may have changed (notifications were missed while the listener reconnected).
   */
  subscribe(topic: string, onChange: (key: string | undefined) => void): void;
  close(): Promise<void>;
}

/** One process on PGlite holds the data directory: nobody else to tell. */
export const singleProcessFeed: ChangeFeed = {
  publish: () => {},
  subscribe: () => {},
  close: async () => {},
};

const CHANNEL = 'academy_changes';
const RECONNECT_MS = 1_000;

export function postgresChangeFeed(pool: pg.Pool, connectionString: string): ChangeFeed {
  const instance = randomUUID();
  const subscribers = new Map<string, ((key: string | undefined) => void)[]>();
  let listener: pg.Client | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let closed = false;
  let started = false;

  const notifyAll = (topic: string | undefined, key: string | undefined) => {
    for (const [name, handlers] of subscribers) {
      if (topic === undefined || topic === name) for (const handler of handlers) handler(key);
    }
  };

  const scheduleReconnect = () => {
    if (closed || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      void listen();
    }, RECONNECT_MS);
    reconnect.unref();
  };

  async function listen() {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 1_000 });
    client.on('notification', ({ payload }) => {
      try {
        const { from, topic, key } = JSON.parse(payload ?? '') as Record<string, string>;
        if (from !== instance && topic) notifyAll(topic, key);
      } catch {
        // Not ours: ignore.
      }
    });
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      void client.end().catch(() => {});
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (closed) return void (await client.end());
      listener = client;
      // Whatever was announced while we were not listening is lost: drop everything.
      notifyAll(undefined, undefined);
    } catch {
      void client.end().catch(() => {});
      scheduleReconnect();
    }
  }

  return {
    publish(topic, key) {
      const payload = JSON.stringify({ from: instance, topic, key });
      pool.query('select pg_notify($1, $2)', [CHANNEL, payload]).catch(() => {});
    },
    subscribe(topic, onChange) {
      subscribers.set(topic, [...(subscribers.get(topic) ?? []), onChange]);
      if (started) return;
      started = true;
      void listen();
    },
    async close() {
      closed = true;
      clearTimeout(reconnect);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
