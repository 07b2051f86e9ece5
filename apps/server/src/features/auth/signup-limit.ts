import { normalizeIP } from '@fastify/rate-limit';
import { throttleMessages } from '@academy/shared/throttle';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../plugins/rate-limit.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Accounts created per client address (an IPv6 client: its /64) in 24 hours, on top of the
 * route's per-minute limit, so one client cannot make throwaway accounts by the dozen. Only a
 * created account counts: a form sent back with a typo costs nothing.
 */
export function createSignupLimit(app: FastifyInstance, max: number) {
  const limit = app.createRateLimit({
    max,
    timeWindow: DAY_MS,
    keyGenerator: (request) => `signup-day:${normalizeIP(request.ip, 64)}`,
  });
  return {
    async assertAllowed(request: FastifyRequest) {
      const state = await limit(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) {
        throw tooManyRequests(state.ttl, throttleMessages.signupDailyLimit);
      }
    },
    async countCreated(request: FastifyRequest) {
      await limit(request);
    },
  };
}
