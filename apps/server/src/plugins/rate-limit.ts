import rateLimit from '@fastify/rate-limit';
import { throttleMessages } from '@academy/shared/throttle';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';
import {
  createMemoryCounterStore,
  createRedisCounterStore,
  type CounterStore,
} from '../lib/counter-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Expiring counters beside the route limits (failed sign-ins per account). */
    counters: CounterStore;
  }
}

/**
 * The answer of every limit: the API's error shape and when to try again, in the header and in
 * words (a generic "try again later" left a locked-out parent guessing how long).
 */
export const tooManyRequests = (ttlMs: number, message?: string) => {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new AppError(429, message ?? throttleMessages.tooManyRequests(seconds), undefined, {
    'retry-after': String(seconds),
  });
};

/** A route's `config` holding one of the configured limits (`authRateLimit`, `publicFormRateLimit`). */
export const routeLimit = (limit: { max: number; windowMs: number }) => ({
  rateLimit: { max: limit.max, timeWindow: limit.windowMs },
});

/**
 * Limits are opt-in per route (`config.rateLimit`). With REDIS_URL the counters live in Redis,
 * so several instances share one budget per client; `app.counters` uses the same connection.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  redisUrl: string | undefined,
  keyPrefix: string,
) {
  // Without a connection a command fails at once instead of waiting for the next reconnect
  // (seconds apart): limits fail open without slowing every request down.
  const redis = redisUrl
    ? new Redis(redisUrl, {
        connectTimeout: 1_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    let down = false;
    redis.on('error', (err) => {
      if (!down) app.log.warn({ err }, 'Redis unreachable: rate limits let requests through');
      down = true;
    });
    redis.on('ready', () => {
      if (down) app.log.info('Redis reachable again');
      down = false;
    });
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    // Commands are not queued: the first requests count only if the connection is up. A Redis
    // that is down at start delays it by two seconds, not for ever.
    await new Promise<void>((resolve) => {
      redis.once('ready', resolve);
      setTimeout(resolve, 2_000).unref();
    });
  }
  app.decorate(
    'counters',
    redis
      ? createRedisCounterStore(redis, `${keyPrefix}count:`, app.log)
      : createMemoryCounterStore(),
  );
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${keyPrefix}rl:` } : {}),
    // A client is its address, and an IPv6 client its /64 (one home or phone is given a whole
    // /64, so its addresses must share one budget); IPv4-mapped IPv6 counts as the IPv4 address.
    // This is the library's own key, pinned here so no route or upgrade drifts from it.
    ipv6Subnet: 64,
    // A Redis outage must not lock everyone out of signing in.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
}
