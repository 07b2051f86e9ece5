import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const inThreadPool = { br: promisify(brotliCompress), gzip: promisify(gzip) };
const inPlace = {
  br: async (body: Buffer, options: BrotliOptions) => brotliCompressSync(body, options),
  gzip: async (body: Buffer, options: ZlibOptions) => gzipSync(body, options),
};

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

/** A strong validator for a body: the same bytes give the same tag on every instance. */
const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

// Tiny bodies gain nothing from compression.
const COMPRESS_ABOVE_BYTES = 512;

export interface Precompressed {
  body: Buffer;
  etag: string;
  /** Large enough, and of a kind that compresses (not fonts or images). */
  compressible: boolean;
  br(): Promise<Buffer>;
  gzip(): Promise<Buffer>;
}

// Made once at start, a body is worth the densest encoding, compressed off the event loop; made
// for a request, the fastest, compressed in place. Brotli's quality 0 compresses the real bank's
// 12-card review page (32 KB) in 137 µs of CPU, quality 1 in 200 and quality 4 in 359, for 5.5,
// 5.3 and 4.6 KB: far less than sending it as is costs the server's socket writes and a phone's
// network. Through the thread pool the same work took five to ten times the CPU (the hand-off, and
// glibc handing each thread arena's freed pages back so that the next compression faults them in
// again; bench/RESULTS.md, thirty-fifth pass).
const LEVELS = {
  start: { brotli: 10, gzip: 9, compress: inThreadPool },
  request: { brotli: 0, gzip: 1, compress: inPlace },
} as const;

/**
 * A body sent more than once, compressed at most once per encoding, off the event loop.
 * `effort`: `start` for bodies made once at start, `request` for bodies made per request.
 */
export function precompress(
  content: string | Buffer,
  {
    effort = 'start',
    compressible = true,
  }: { effort?: keyof typeof LEVELS; compressible?: boolean } = {},
): Precompressed {
  const levels = LEVELS[effort];
  const body = typeof content === 'string' ? Buffer.from(content) : content;
  let br: Promise<Buffer> | undefined;
  let gz: Promise<Buffer> | undefined;
  return {
    body,
    etag: etagOf(body),
    compressible: compressible && body.length > COMPRESS_ABOVE_BYTES,
    br: () =>
      (br ??= levels.compress.br(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })),
    gzip: () => (gz ??= levels.compress.gzip(body, { level: levels.gzip })),
  };
}

/**
 * Sends it as the client accepts it, with a 304 for a matching If-None-Match. `compress: false`
 * sends it as is (a body made for this request may never be asked for again); `vary` names the
 * request headers besides Accept-Encoding that chose this body.
 */
export async function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Precompressed,
  { compress = true, vary = [] }: { compress?: boolean; vary?: string[] } = {},
) {
  reply.header('etag', payload.etag);
  const varyBy = payload.compressible ? ['accept-encoding', ...vary] : vary;
  if (varyBy.length > 0) reply.header('vary', varyBy.join(', '));
  if (isCurrent(request, payload.etag)) return reply.status(304).send();
  const encoding =
    compress && payload.compressible ? pickEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(payload.body);
  const body = await (encoding === 'br' ? payload.br() : payload.gzip());
  return reply.header('content-encoding', encoding).send(body);
}
