// The prerendered landing and pricing pages go to visitors without a session cookie; everyone
// else gets the shell. Tiny built web apps in temporary directories stand in for apps/web/dist.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SITE_DESCRIPTION,
  descriptionOf,
  withDescription,
} from '@academy/shared/page-descriptions';
import { buildTestApp, signUp } from '../helpers/test-app.ts';

const page = (root: string) =>
  '<!doctype html><html><head><title>Academy</title>' +
  `<meta name="description" content="${SITE_DESCRIPTION}" />` +
  '<script type="module" src="/assets/app-abc123.js"></script></head>' +
  `<body><div id="root"${root}</div></body></html>`;
// Long enough to be compressed (the server leaves tiny files as they are).
const filler = '<p>Practice by topic, one question at a time.</p>'.repeat(20);
const SHELL = page('>');
const LANDING = page(` data-prerendered><h1>Reach your best score</h1>${filler}</div>`);
const PRICING = page(` data-prerendered><h1>Simple plans</h1>${filler}</div>`);
/** The shell as served at a path: with that page's description. */
const shellAt = (path: string) => withDescription(SHELL, descriptionOf(path));

function webDist({ prerendered }: { prerendered: boolean }) {
  const dist = mkdtempSync(join(tmpdir(), 'academy-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets/app-abc123.js'), 'console.log(1);');
  if (prerendered) {
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(join(dist, 'prerendered/index.html'), LANDING);
    writeFileSync(join(dist, 'prerendered/pricing.html'), PRICING);
  }
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}

const { app } = await buildTestApp({ WEB_DIST_DIR: webDist({ prerendered: true }) });
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('prerendered pages', () => {
  it('a visitor without a session cookie gets the prerendered / and /pricing', async () => {
    for (const [url, body] of [
      ['/', LANDING],
      ['/pricing', PRICING],
    ] as const) {
      // Cookies of other names do not make a visitor signed in.
      for (const headers of [{}, { cookie: 'theme=dark' }] as Record<string, string>[]) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe(body);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.etag).toMatch(/^".+"$/);
        expect(String(res.headers.vary).split(/,\s*/).sort()).toEqual([
          'accept-encoding',
          'cookie',
        ]);
      }
    }
  });

  it('with a session cookie, / and /pricing are the shell (the signed-in Home)', async () => {
    const { cookie } = await signUp(app);
    const stale = `${app.sessions.cookieName}=no-longer-a-session`;
    for (const url of ['/', '/pricing']) {
      for (const sessionCookie of [cookie, stale, `theme=dark; ${cookie}`]) {
        const res = await get(url, { cookie: sessionCookie });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe(shellAt(url));
        expect(res.headers['cache-control']).toBe('no-cache');
        // The same URL answers differently by cookie: caches must keep both apart.
        expect(String(res.headers.vary)).toMatch(/cookie/);
      }
    }
  });

  it('a query string the HTML cannot show gets the shell', async () => {
    for (const url of ['/?redirect=%2Fpractice', '/pricing?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shellAt(url.split('?')[0]!));
    }
  });

  it('is compressed once, answers HEAD, and revalidates by its own etag', async () => {
    const br = await get('/', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LANDING);

    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(br.headers.etag);

    const unchanged = await get('/', { 'if-none-match': String(br.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    // Compared weakly: a proxy that compressed the page itself sends W/"…" back.
    const weak = await get('/', { 'if-none-match': `W/${String(br.headers.etag)}` });
    expect(weak.statusCode).toBe(304);
    // After signing in, the visitor's cached copy is not the page any more.
    const { cookie } = await signUp(app);
    const signedIn = await get('/', { 'if-none-match': String(br.headers.etag), cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(SHELL);
  });

  it('leaves other pages as they were', async () => {
    for (const url of ['/practice/algebra', '/subscription/?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
      expect(String(res.headers.vary ?? ''), url).not.toMatch(/cookie/);
    }
  });

  it('gives a public page its own description, for a crawler that reads the HTML only', async () => {
    for (const url of ['/about', '/contact/', '/signup?redirect=%2Fpractice']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const description = /<meta name="description" content="([^"]*)"/.exec(res.body)?.[1];
      expect(description, url).toBe(descriptionOf(url.split('?')[0]!));
      expect(description, url).not.toBe(SITE_DESCRIPTION);
      // One description, and the page otherwise the shell.
      expect(res.body.match(/name="description"/g), url).toHaveLength(1);
      expect(res.body.replace(/content="[^"]*"/, ''), url).toBe(
        SHELL.replace(/content="[^"]*"/, ''),
      );
    }
    // The same page's shell again: the same bytes, the same etag.
    const [first, again] = [await get('/about'), await get('/about')];
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('answers a path that is no page of the app with 404, and the app to say Not Found', async () => {
    for (const url of ['/no-such-page', '/practice/algebra/extra', '/prerendered/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(SHELL);
      expect(res.headers.etag, url).toBeUndefined();
    }
  });

  it('moves a page typed in another case to its address, the query and a token kept', async () => {
    for (const [url, location] of [
      ['/Pricing', '/pricing'],
      ['/PROGRESS?week=2', '/progress?week=2'],
      ['/Booking/AbC-xYz_1', '/booking/AbC-xYz_1'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });
});

describe('a build from before prerendering', async () => {
  const { app: oldBuild } = await buildTestApp({ WEB_DIST_DIR: webDist({ prerendered: false }) });

  it('serves the shell at / and /pricing to visitors too', async () => {
    for (const url of ['/', '/pricing']) {
      const res = await oldBuild.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shellAt(url));
    }
  });
});
