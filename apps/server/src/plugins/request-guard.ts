import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@academy/shared/errors';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { isApiRequest } from '../lib/request-path.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that authenticate their caller otherwise (signed webhooks, the local checkout form). */
    skipRequestGuard?: boolean;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Text PostgreSQL cannot store: NUL characters (text) and lone UTF-16 surrogates (jsonb refuses
 * their escapes). Refused at the door with 400 rather than as a failed query.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasUnstorableText(value: unknown, depth = 0): boolean {
  const bad = (s: string) => s.includes('\0') || LONE_SURROGATE.test(s);
  if (typeof value === 'string') return bad(value);
  if (typeof value !== 'object' || value === null) return false;
  if (depth > 64) return true; // no body of ours nests this deep: refuse rather than recurse
  for (const [key, item] of Object.entries(value)) {
    if (bad(key) || hasUnstorableText(item, depth + 1)) return true;
  }
  return false;
}
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

const SUSPECT = /\\u(0000|[dD][89a-fA-F])|[\0\uD800-\uDFFF]/;

/** A request the browser says another site made: it names a foreign origin, or names none and
 *  marks it cross-site (Sec-Fetch-Site), as some cross-site posts arrive. */
export function fromAnotherSite(request: FastifyRequest, allowedOrigins: ReadonlySet<string>) {
  const origin = request.headers.origin;
  if (origin !== undefined) return !allowedOrigins.has(origin);
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * CSRF defence for cookie-authenticated calls: a mutating call must be JSON (a cross-site form
 * cannot send that without a preflight) and, when the browser names an origin, come from ours.
 * URLs with NUL, bodies that are not UTF-8 and JSON bodies with unstorable text are refused
 * with 400.
 */
export function registerRequestGuard(app: FastifyInstance, config: Config) {
  const allowed = new Set(config.allowedOrigins);
  // Its usual cause is a page opened at a second address (127.0.0.1 for localhost, www for
  // the bare domain): the message names the one to use.
  const crossOrigin = () =>
    new AppError(
      403,
      `Cross-origin request refused. Open ${config.publicUrl} and try again.`,
      undefined,
      undefined,
      ERROR_CODES.crossOrigin,
    );
  app.addHook('onRequest', async (request) => {
    if (/%00|\0/.test(request.url)) throw new AppError(400, 'Invalid URL');
    if (!MUTATING.has(request.method) || request.routeOptions.config?.skipRequestGuard) return;
    if (!isApiRequest(request)) return;
    if (fromAnotherSite(request, allowed)) throw crossOrigin();
    const type = request.headers['content-type'];
    if (!type || !/^application\/json\b/i.test(type)) {
      throw new AppError(415, 'Content-Type must be application/json');
    }
  });

  // An empty JSON body (a POST with nothing to say) reads as {} instead of a parse error. Bytes
  // that are not UTF-8 are refused: decoded leniently they would be stored as U+FFFD.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      return done(new AppError(400, 'Request body must be valid UTF-8'));
    }
    if (text.trim() === '') return done(null, {});
    return defaultJson(request, text, (error, parsed) => {
      if (error) return done(error);
      if (SUSPECT.test(text) && hasUnstorableText(parsed)) {
        return done(new AppError(400, 'Text contains characters that cannot be stored'));
      }
      return done(null, parsed);
    });
  });
}
