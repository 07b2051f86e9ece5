import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that authenticate their caller otherwise (signed webhooks, the local checkout form). */
    skipRequestGuard?: boolean;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie-authenticated calls: a mutating call must be JSON (a cross-site form
 * cannot send that without a preflight) and, when the browser names an origin, come from ours.
 */
export function registerRequestGuard(app: FastifyInstance, config: Config) {
  const allowed = new Set(config.allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || request.routeOptions.config?.skipRequestGuard) return;
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      throw new AppError(403, 'Cross-origin request refused');
    }
    if (origin === undefined && request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError(403, 'Cross-origin request refused');
    }
    const type = request.headers['content-type'];
    if (!type || !/^application\/json\b/i.test(type)) {
      throw new AppError(415, 'Content-Type must be application/json');
    }
  });

  // An empty JSON body (a POST with nothing to say) reads as {} instead of a parse error.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, {});
    return defaultJson(request, String(body), done);
  });
}
