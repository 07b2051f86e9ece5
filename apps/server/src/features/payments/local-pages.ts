import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { fromAnotherSite } from '../../plugins/request-guard.ts';
import { escapeHtml } from '../mail/format.ts';
import { buyerZone } from './calendar.ts';

/**
 * What the server-rendered pages of the local provider share (the test checkout, the stand-in
 * card page, receipts): plain HTML forms, so the JSON request guard of their posts is replaced
 * by an Origin check, and a strict policy on every page.
 */
export function localPages(app: FastifyInstance, config: Config) {
  const allowedOrigins = new Set(config.allowedOrigins);
  const formAction = ["'self'", ...allowedOrigins].join(' ');

  // An HTML form posts url-encoded; these routes read nothing from the body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  return {
    page: (reply: FastifyReply, status: number, html: string) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; ` +
            "frame-ancestors 'none'; base-uri 'none'",
        )
        .send(html),

    checkOrigin(request: FastifyRequest) {
      if (fromAnotherSite(request, allowedOrigins)) {
        throw new AppError(403, 'Cross-origin request refused');
      }
    },

    formRoute: {
      config: { skipRequestGuard: true, rateLimit: { max: 30, timeWindow: 60_000 } },
    },
  };
}

/** A day as the buyer reads it: in their zone when known, else the academy's. */
export const longDate = (at: Date, timeZone: string | null = null) =>
  at.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: buyerZone(timeZone) });

// The font and grey ground of every local page, and side margins as the app's pages have
// (page-gutter in apps/web/src/styles.css): on a phone a page's card touched the screen's edges.
const BASE_STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f3f4f6;color:#111827;margin:0;padding:0 16px}
@media (width>=40rem){body{padding:0 24px}}`;

/** A local page's document: `style` adds to (and may override) the shared base. */
export const localPageDocument = (title: string, style: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${BASE_STYLE}${style}</style></head>
<body>${body}</body></html>`;
