import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { isApiRequest } from '../lib/request-path.ts';

const GOOGLE = 'https://accounts.google.com';

/** CSP without inline scripts; Google's identity script is the one outside origin allowed. */
const helmetOptions = (production: boolean): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", `${GOOGLE}/gsi/client`],
      // KaTeX and React style attributes need inline styles; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE}/gsi/style`],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", `${GOOGLE}/gsi/`],
      frameSrc: [`${GOOGLE}/gsi/`],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: production ? [] : null,
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // As frame-ancestors 'none' says, for the browsers that read only the older header.
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  // Google's sign-in popup talks back to the opener window.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  hsts: production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
});

const NOT_FROM_HELMET = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * The headers helmet sets with our options, computed once: they never vary by request, and
 * helmet rebuilds them on every request (about a tenth of a memory-served call's time).
 */
async function helmetHeaders(production: boolean): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(production));
  probe.get('/', async () => 'probe');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !NOT_FROM_HELMET.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * The API answers JSON, which no browser renders as a page (the local test checkout, the one page
 * under /api, sets its own policy): OWASP's REST Security Cheat Sheet asks for nosniff and for
 * nothing to load or frame it. The page-only headers (script sources, the opener policy,
 * prefetch and download switches) would make each answer about 650 bytes longer, to write and
 * to parse, on the busiest calls.
 */
function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
  ];
  return {
    ...Object.fromEntries(
      kept.flatMap((name) => (name in pageHeaders ? [[name, pageHeaders[name]!]] : [])),
    ),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
}

/** Security headers on every answer: API, SPA pages, assets and errors alike. */
export async function registerSecurityHeaders(app: FastifyInstance, production: boolean) {
  const pageHeaders = await helmetHeaders(production);
  const forApi = apiHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request) ? forApi : pageHeaders);
    done();
  });
}
