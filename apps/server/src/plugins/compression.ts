import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
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

/** A strong validator for a body: the same bytes give the same tag on every instance. */
const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

// Tiny bodies gain nothing from compression.
const COMPRESS_ABOVE_BYTES = 512;

export interface Precompressed {
  etag: string;
  /** Large enough, and of a kind that compresses (not fonts or images). */
  compressible: boolean;
  /** The body as is. */
  identity(): Buffer;
  br(): Promise<Buffer>;
  gzip(): Promise<Buffer>;
}

const brotliInThreadPool = promisify(brotliCompress);
const gzipInThreadPool = promisify(gzip);

/**
 * A body made once at start (an asset, the evaluation, a question), sent many times: each
 * encoding compressed at its densest when first asked, off the event loop.
 */
export function precompress(
  content: string | Buffer,
  { compressible = true }: { compressible?: boolean } = {},
): Precompressed {
  const body = typeof content === 'string' ? Buffer.from(content) : content;
  let br: Promise<Buffer> | undefined;
  let gz: Promise<Buffer> | undefined;
  return {
    etag: etagOf(body),
    compressible: compressible && body.length > COMPRESS_ABOVE_BYTES,
    identity: () => body,
    br: () =>
      (br ??= brotliInThreadPool(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 10,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })),
    gzip: () => (gz ??= gzipInThreadPool(body, { level: 9 })),
  };
}

/** Bytes that many bodies made per request share (a question's part of the review pages). */
export interface KeptPart {
  bytes: Buffer;
  /** SHA-256 of the bytes, so that a body's tag hashes 32 bytes for it, not the whole part. */
  digest: Buffer;
}

export const keptPart = (bytes: Buffer): KeptPart => ({
  bytes,
  digest: createHash('sha256').update(bytes).digest(),
});

/** A part of a body made per request: made for it (a string) or shared (kept). */
export type BodyPart = string | KeptPart;

/** A part's length: in characters for a string, near enough for a threshold and for framing. */
const lengthOf = (part: BodyPart) => (typeof part === 'string' ? part.length : part.bytes.length);

/**
 * A strong validator for a body made of parts: the same parts give the same tag on every
 * instance. A kept part counts by its digest, and the parts' kinds and lengths are hashed first,
 * so no other sequence of parts hashes the same input.
 */
function etagOfParts(parts: readonly BodyPart[]): string {
  const hash = createHash('sha256');
  hash.update(parts.map((p) => `${typeof p === 'string' ? 's' : 'k'}${lengthOf(p)}`).join());
  for (const part of parts) hash.update(typeof part === 'string' ? part : part.digest);
  return `"${hash.digest('base64url').slice(0, 22)}"`;
}

// The buffer a body made per request is joined in to be compressed. A review page allocated
// afresh (its 40 KB, outside V8's heap) made V8 count that memory and start a full collection
// every half second under load, whose marking of the whole heap held requests up for 10–25 ms
// (bench/RESULTS.md, thirty-eighth pass). Compression runs in place, so one buffer serves all.
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

function joinInScratch(parts: readonly BodyPart[]): Buffer {
  let size = 0;
  for (const part of parts) {
    size += typeof part === 'string' ? Buffer.byteLength(part) : part.bytes.length;
  }
  if (size > scratch.length) scratch = Buffer.allocUnsafeSlow(2 ** Math.ceil(Math.log2(size)));
  let at = 0;
  for (const part of parts) {
    at += typeof part === 'string' ? scratch.write(part, at) : part.bytes.copy(scratch, at);
  }
  return scratch.subarray(0, at);
}

/**
 * A body made for a request (a review page, a student's page), given as the parts it is joined
 * from, and perhaps kept for the next ones: tagged from its parts, and compressed in place at the
 * fastest level when an encoding is first asked, without allocating the body. Each encoding is
 * kept as a copy of its own size (the encoder hands back a slice of a 16 KB chunk); the body
 * itself is joined only if it is sent as is.
 *
 * Brotli's quality 0 compresses the real bank's 12-card review page (32 KB) in 137 µs of CPU,
 * quality 1 in 200 and quality 4 in 359, for 5.5, 5.3 and 4.6 KB: far less than sending it as is
 * costs the server's socket writes and a phone's network. Through the thread pool the same work
 * took five to ten times the CPU (the hand-off, and glibc handing each thread arena's freed pages
 * back so that the next compression faults them in again; bench/RESULTS.md, thirty-fifth pass).
 */
export function compressForRequest(parts: readonly BodyPart[]): Precompressed {
  let body: Buffer | undefined;
  let br: Promise<Buffer> | undefined;
  let gz: Promise<Buffer> | undefined;
  const inPlace = (compress: (joined: Buffer) => Buffer) =>
    Promise.resolve(Buffer.from(compress(joinInScratch(parts))));
  const size = parts.reduce((sum, part) => sum + lengthOf(part), 0);
  return {
    etag: etagOfParts(parts),
    compressible: size > COMPRESS_ABOVE_BYTES,
    identity: () => (body ??= Buffer.from(joinInScratch(parts))),
    br: () =>
      (br ??= inPlace((joined) =>
        brotliCompressSync(joined, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 0,
            [constants.BROTLI_PARAM_SIZE_HINT]: joined.length,
          },
        }),
      )),
    gzip: () => (gz ??= inPlace((joined) => gzipSync(joined, { level: 1 }))),
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
  if (!encoding) return reply.send(payload.identity());
  const body = await (encoding === 'br' ? payload.br() : payload.gzip());
  return reply.header('content-encoding', encoding).send(body);
}
