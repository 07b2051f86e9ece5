import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface Count {
  count: number;
  /** Until the count is forgotten. */
  ttlMs: number;
}

/**
 * Counters that forget themselves after a window: failed sign-ins per account. In Redis they
 * are shared by every instance; in memory, by this process only. A store that cannot answer
 * gives `null` and the caller lets the request through, as the rate limiter does: an outage
 * must not lock everyone out.
 */
export interface CounterStore {
  /** Adds one to `key`; a new key lives `windowMs`. */
  hit(key: string, windowMs: number): Promise<Count | null>;
  /** Makes `key` live `ms` from now. */
  expireIn(key: string, ms: number): Promise<void>;
  reset(key: string): Promise<void>;
}

// INCR and the first PEXPIRE in one step, so a crash in between never leaves a key for ever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

export function createRedisCounterStore(
  redis: Redis,
  prefix: string,
  log: FastifyBaseLogger,
): CounterStore {
  // Once every 10 s at most: an outage fails every request, the log needs to say so once.
  let lastWarning = 0;
  const failOpen = (err: unknown) => {
    if (Date.now() - lastWarning > 10_000) {
      lastWarning = Date.now();
      log.warn({ err }, 'counter store (Redis) unavailable: requests let through unthrottled');
    }
    return null;
  };
  return {
    hit: async (key, windowMs) => {
      try {
        const [count, ttlMs] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [
          number,
          number,
        ];
        return { count, ttlMs };
      } catch (err) {
        return failOpen(err);
      }
    },
    expireIn: async (key, ms) => {
      await redis.pexpire(prefix + key, ms).catch(failOpen);
    },
    reset: async (key) => {
      await redis.del(prefix + key).catch(failOpen);
    },
  };
}

/**
 * The same in one process's memory, at most `maxKeys` counters: expired ones are swept when
 * the map is full, then the oldest go, so a flood of made-up keys cannot exhaust memory.
 */
export function createMemoryCounterStore(maxKeys = 50_000): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string, now: number) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt > now) return entry;
    counters.delete(key);
    return undefined;
  };
  const makeRoom = (now: number) => {
    if (counters.size < maxKeys) return;
    for (const [key, entry] of counters) if (entry.expiresAt <= now) counters.delete(key);
    for (const key of counters.keys()) {
      if (counters.size < maxKeys) break;
      counters.delete(key);
    }
  };
  return {
    hit: async (key, windowMs) => {
      const now = Date.now();
      let entry = live(key, now);
      if (!entry) {
        makeRoom(now);
        entry = { count: 0, expiresAt: now + windowMs };
        counters.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, ttlMs: entry.expiresAt - now };
    },
    expireIn: async (key, ms) => {
      const now = Date.now();
      const entry = live(key, now);
      if (entry) entry.expiresAt = now + ms;
    },
    reset: async (key) => {
      counters.delete(key);
    },
  };
}
