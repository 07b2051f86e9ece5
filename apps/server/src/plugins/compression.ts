import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The best encoding the client accepts (q=0 refuses one). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether the client's copy is current: If-None-Match compares weakly (RFC 9110 §13.1.2), so
 * `W/"x"` matches `"x"`. That matters behind a proxy that compresses a body we sent as is:
 * nginx then weakens our tag, and the browser sends it back in that form.
 */
export function isCurrent(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  if (header === etag) return true;
  return header.trim() === '*' || header.split(',').some((tag) => opaqueTag(tag) === etag);
}

export interface Precompressed {
  body: Buffer;
  etag: string;
  br(): Buffer;
  gzip(): Buffer;
}

/**
 * A body sent more than once, compressed at most once per encoding. `effort` is brotli's
 * quality: high for bodies made once at start, low for bodies made per request and reused.
 */
export function precompress(text: string, effort: 'start' | 'reuse' = 'start'): Precompressed {
  const body = Buffer.from(text);
  let br: Buffer | undefined;
  let gz: Buffer | undefined;
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    br: () =>
      (br ??= brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: effort === 'start' ? 10 : 4 },
      })),
    gzip: () => (gz ??= gzipSync(body, { level: effort === 'start' ? 9 : 6 })),
  };
}

/**
 * Sends it as the client accepts it, with a 304 for a matching If-None-Match. `compress: false`
 * sends it as is (a body made for this request may never be asked for again).
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Precompressed,
  { compress = true }: { compress?: boolean } = {},
) {
  reply.header('etag', payload.etag).header('vary', 'accept-encoding');
  if (isCurrent(request, payload.etag)) return reply.status(304).send();
  // Tiny bodies gain nothing from compression.
  const encoding =
    compress && payload.body.length > 1024
      ? pickEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(payload.body);
  return reply
    .header('content-encoding', encoding)
    .send(encoding === 'br' ? payload.br() : payload.gzip());
}
