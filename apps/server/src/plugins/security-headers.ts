import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const GOOGLE = 'https://accounts.google.com';

/** CSP without inline scripts; Google's identity script is the one outside origin allowed. */
export async function registerSecurityHeaders(app: FastifyInstance, production: boolean) {
  await app.register(helmet, {
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
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
}
