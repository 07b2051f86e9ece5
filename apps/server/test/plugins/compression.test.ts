import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressForRequest, keptPart, type BodyPart } from '../../src/plugins/compression.ts';

const text = (seed: string, size: number) =>
  Array.from({ length: size / 16 }, (_, i) => `${seed}-${i}-é√x `).join('');

// A page is joined from the bank's kept parts and the answerer's strings.
const page = (seed: string, size: number): BodyPart[] => [
  '{"questions":[',
  keptPart(Buffer.from(text(`${seed}-kept`, size))),
  `"${text(seed, 512)}"`,
  ']}',
];
const joined = (parts: BodyPart[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p.bytes)));

describe('a body made per request', () => {
  it('is compressed and sent as is as the joined body, in every encoding', async () => {
    const parts = page('a', 40_000);
    const body = compressForRequest(parts);
    expect(body.compressible).toBe(true);
    expect(brotliDecompressSync(await body.br()).equals(joined(parts))).toBe(true);
    expect(gunzipSync(await body.gzip()).equals(joined(parts))).toBe(true);
    expect(body.identity().equals(joined(parts))).toBe(true);
  });

  it('is tagged by its bytes and how they are shared', () => {
    const tag = (parts: BodyPart[]) => compressForRequest(parts).etag;
    const kept = keptPart(Buffer.from('{"kept":1}'));
    expect(tag(['{"a":', kept, '}'])).toBe(
      tag(['{"a":', keptPart(Buffer.from('{"kept":1}')), '}']),
    );
    expect(tag(['{"a":', kept, '}'])).not.toBe(tag(['{"b":', kept, '}']));
    expect(tag(['{"a":', kept, '}'])).not.toBe(
      tag(['{"a":', keptPart(Buffer.from('{"kept":2}')), '}']),
    );
    // A string that happens to hold a kept part's digest is not that part.
    expect(tag(['{"a":', kept, '}'])).not.toBe(tag(['{"a":', kept.digest.toString('latin1'), '}']));
    expect(tag(['ab', 'c'])).not.toBe(tag(['a', 'bc']));
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
