import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

// The evaluation's questions, with their rendered math, are most of the bytes a visitor loads
// before the first question: serialised and compressed once at start, then sent as the browser
// accepts them and revalidated by tag.

const { app } = await buildTestApp();
const get = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/questions/evaluation', headers });

const plain = await get();
const questions = plain.json();

describe('GET /api/questions/evaluation', () => {
  it('sends brotli, gzip or plain JSON as accepted, the same questions and tag in each', async () => {
    const br = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(questions);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(questions);
    for (const res of [plain, br, gzip]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    // The rendered math compresses well: a tenth of the JSON or less.
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
  });

  it('answers 304 to the current tag, weakened by a proxy or not', async () => {
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    for (const tag of [etag, `W/${etag}`]) {
      const res = await get({ 'if-none-match': tag, 'accept-encoding': 'br' });
      expect(res.statusCode, tag).toBe(304);
      expect(res.body, tag).toBe('');
      expect(res.headers.etag, tag).toBe(etag);
    }
    expect((await get({ 'if-none-match': '"older"' })).statusCode).toBe(200);
  });
});
