import type { FastifyRequest } from 'fastify';

/**
 * The path a request was routed by. `request.url` is the raw request target, which HTTP/1.1
 * allows in absolute form (`POST http://host/api/profile`): the router matches its path, but a
 * prefix test on the raw target does not, so every "is this an API call" decision reads this.
 */
export function requestPath(request: FastifyRequest): string {
  const routed = request.routeOptions.url;
  if (routed !== undefined) return routed;
  const target = request.url;
  if (target.startsWith('/')) return target;
  try {
    return new URL(target).pathname;
  } catch {
    return target;
  }
}

export const isApiRequest = (request: FastifyRequest) => requestPath(request).startsWith('/api/');
