// Security headers on API answers and on the SPA's pages and assets (a tiny built web app in a
// temporary directory stands in for apps/web/dist).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'academy-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script>' +
    '<link rel="stylesheet" href="/assets/app-abc123.css"></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(dist, 'assets/app-abc123.js'),
  `console.log(${JSON.stringify('x'.repeat(2000))});`,
);
writeFileSync(join(dist, 'assets/app-abc123.css'), `body{margin:0}${'.a{color:red}'.repeat(100)}`);
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const { app } = await buildTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist });

function directives(res: LightMyRequestResponse) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectHeadersOfEveryAnswer(res: LightMyRequestResponse) {
  expect(directives(res).get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The same as frame-ancestors 'none': no page may be framed, not even by the site itself.
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(res.headers['x-powered-by']).toBeUndefined();
}

// Pages and assets: the full set, with a CSP that allows no inline script and no wildcard.
function expectPageHeaders(res: LightMyRequestResponse) {
  expectHeadersOfEveryAnswer(res);
  const csp = directives(res);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? csp.get('default-src')!;
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain('*');
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
}

// JSON is never a page: nothing in it may load, and no other site may read it.
function expectApiHeaders(res: LightMyRequestResponse) {
  expectHeadersOfEveryAnswer(res);
  expect(directives(res).get('default-src')).toEqual(["'none'"]);
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
}

describe('security headers', () => {
  it('on SPA pages: the landing page, a client route, an unknown route', async () => {
    for (const url of ['/', '/pricing', '/practice/algebra', '/no-such-page']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(url === '/no-such-page' ? 404 : 200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expectPageHeaders(res);
    }
  });

  it('on assets, compressed and immutable; a missing asset is a 404, not the page', async () => {
    for (const url of ['/assets/app-abc123.js', '/assets/app-abc123.css', '/favicon.svg']) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode, url).toBe(200);
      expectPageHeaders(res);
    }
    const js = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers.vary).toMatch(/accept-encoding/i);
    const missing = await app.inject({ method: 'GET', url: '/assets/app-missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });

  it('on API answers, successes and errors alike', async () => {
    for (const url of ['/api/health', '/api/questions/evaluation', '/api/profile', '/api/nope']) {
      const res = await app.inject({ method: 'GET', url });
      expectApiHeaders(res);
      if (res.statusCode >= 400) expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});
