import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Tells the other server instances on one PostgreSQL what this one changed, so the copies they
 * keep in memory (sessions checked recently, users' progress) drop it at once instead of when
 * they expire. Rides on LISTEN/NOTIFY: no extra service to run.
 */
export interface ChangeFeed {
  /** Announces that `key` under `topic` changed here, once the tick ends. Never throws. */
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
// PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: the keys' share, with room left
// for the rest of the payload.
const MAX_KEY_BYTES = 7_000;

/** The announcements of one tick, by topic, as few payloads as fit under the limit. */
function changePayloads(from: string, pending: Map<string, Set<string>>): string[] {
  const payloads: string[] = [];
  for (const [topic, keys] of pending) {
    let chunk: string[] = [];
    let bytes = 0;
    const flush = () => {
      if (chunk.length > 0) payloads.push(JSON.stringify({ from, topic, keys: chunk }));
      chunk = [];
      bytes = 0;
    };
    for (const key of keys) {
      const size = Buffer.byteLength(JSON.stringify(key)) + 1;
      if (bytes + size > MAX_KEY_BYTES) flush();
      chunk.push(key);
      bytes += size;
    }
    flush();
  }
  return payloads;
}

export function postgresChangeFeed(pool: pg.Pool, connectionString: string): ChangeFeed {
  const instance = randomUUID();
  const subscribers = new Map<string, ((key: string | undefined) => void)[]>();
  let listener: pg.Client | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let closed = false;
  let started = false;
  // Announcements wait for the end of the tick and go out together: a group of answers stored
  // at once announces its users in one round trip instead of one each.
  let pending = new Map<string, Set<string>>();
  const sendPending = () => {
    const payloads = changePayloads(instance, pending);
    pending = new Map();
    pool
      .query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
        CHANNEL,
        payloads,
      ])
      .catch(() => {});
  };

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
        const { from, topic, keys } = JSON.parse(payload ?? '') as Record<string, unknown>;
        if (from === instance || typeof topic !== 'string') return;
        // A payload of another shape (another version of the app) may have changed anything.
        if (!Array.isArray(keys)) return notifyAll(topic, undefined);
        for (const key of keys) if (typeof key === 'string') notifyAll(topic, key);
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
      if (pending.size === 0) setImmediate(sendPending);
      const keys = pending.get(topic) ?? new Set();
      keys.add(key);
      pending.set(topic, keys);
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
