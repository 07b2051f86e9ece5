import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressForRequest } from '../../src/plugins/compression.ts';

const text = (seed: string, size: number) =>
  Array.from({ length: size / 16 }, (_, i) => `${seed}-${i}-é√x `).join('');
const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

describe('a body made per request', () => {
  // A page is joined from the bank's kept parts and the answerer's strings.
  const page = (seed: string, size: number) => [
    '{"questions":[',
    Buffer.from(text(`${seed}-kept`, size)),
    `"${text(seed, 512)}"`,
    ']}',
  ];
  const joined = (parts: (string | Buffer)[]) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));

  it('is tagged, compressed and sent as is as the joined body, in every encoding', async () => {
    const parts = page('a', 40_000);
    const body = compressForRequest(parts);
    expect(body.etag).toBe(etagOf(joined(parts)));
    expect(body.compressible).toBe(true);
    expect(brotliDecompressSync(await body.br()).equals(joined(parts))).toBe(true);
    expect(gunzipSync(await body.gzip()).equals(joined(parts))).toBe(true);
    expect(body.identity().equals(joined(parts))).toBe(true);
  });

  it('keeps its encodings whole while later bodies, larger ones included, are made', async () => {
    const first = page('first', 20_000);
    const kept = compressForRequest(first);
    const br = await kept.br();
    const plain = kept.identity();
    for (const [seed, size] of [
      ['second', 20_000],
      ['third', 300_000],
    ] as const) {
      const later = compressForRequest(page(seed, size));
      await later.br();
      later.identity();
    }
    expect(await kept.br()).toBe(br);
    expect(brotliDecompressSync(br).equals(joined(first))).toBe(true);
    expect(kept.identity().equals(joined(first))).toBe(true);
    expect(plain.equals(joined(first))).toBe(true);
    expect(gunzipSync(await kept.gzip()).equals(joined(first))).toBe(true);
  });

  it('leaves a tiny body uncompressed', () => {
    expect(compressForRequest(['{"ok":true}']).compressible).toBe(false);
  });
});
