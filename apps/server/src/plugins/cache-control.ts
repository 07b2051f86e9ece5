import type { FastifyInstance } from 'fastify';
import { isApiRequest } from '../lib/request-path.ts';

/**
 * API answers are the caller's own (profile, progress, subscription, checkout results) unless a
 * route says otherwise: `no-store` keeps them out of the browser's disk cache and of any shared
 * cache on the way. A route that may be cached sets its own Cache-Control (the catalogue, the
 * evaluation questions, the answered-questions page); an error is never cached, whatever the
 * route had set before it failed. Decision 018.
 */
export function registerCacheControl(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request) && (reply.statusCode >= 400 || !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
