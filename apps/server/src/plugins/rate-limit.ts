import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

/**
 * Limits are opt-in per route (`config.rateLimit`). With REDIS_URL the counters live in Redis,
 * so several instances share one budget per client.
 */
export async function registerRateLimit(app: FastifyInstance, redisUrl: string | undefined) {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'academy-rl:' } : {}),
    // A Redis outage must not lock everyone out of signing in.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'Too many requests, please try again later', undefined, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
}
