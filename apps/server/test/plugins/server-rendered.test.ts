// The public evaluations are rendered by the server, once, from its own API's answers, by the
// web build's Node bundle (dist/server-rendered/). A tiny bundle in a temporary directory stands
// in for the web's: it writes the data it was given into the template, and counts its renders.
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

const SHELL =
  '<!doctype html><html><head><title>Academy</title></head>' +
  '<body><div id="root"></div></body></html>';
/** The shell as served at a path: with that page's description, if it has one of its own. */
const shellAt = (path: string) =>
  descriptionOf(path) === SITE_DESCRIPTION ? SHELL : withDescription(SHELL, descriptionOf(path));
const TEMPLATE = SHELL.replace('<title>', '<link rel="stylesheet" href="/assets/math.css"><title>');
const SEED = { queryKey: ['evaluation', 'questions', 'math'], api: '/api/questions/evaluation' };

const RENDERER = `
export async function renderServerPage(template, path, seeds) {
  globalThis.serverRenders = (globalThis.serverRenders ?? 0) + 1;
  return template.replace(
    '<div id="root"></div>',
    '<div id="root" data-prerendered><h1>' + path + '</h1></div>' +
      '<script type="application/json" id="query-seeds">' + JSON.stringify(seeds) + '</script>',
  );
}
`;
// A student's page (decision 048): drawn per request from the API's answers to the request's
// cookie; anything else is the shell.
const SESSION_RENDERER = `
export async function renderSessionPage({ url, templates, api }) {
  if (url !== '/practice/algebra') return { shell: 'not a page rendered per session' };
  const verified = await api('/api/auth/verify');
  if (verified.status !== 200) return { shell: 'no verified session' };
  const { user } = JSON.parse(verified.body);
  const question = JSON.parse((await api('/api/questions/submodule/algebra/random')).body);
  return {
    html: templates['/_authenticated/practice/$subModuleId'].replace(
      '<div id="root"></div>',
      '<div id="root" data-prerendered><h1>' + user.firstname + ' ' + question._id + '</h1></div>',
    ),
  };
}
`;
const BROKEN_RENDERER = `
export async function renderServerPage() { throw new Error('no render'); }
export async function renderSessionPage() { throw new Error('no render'); }
`;

function webDist(renderer: string) {
  const dist = mkdtempSync(join(tmpdir(), 'academy-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'server-rendered'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'server-rendered/evaluation.html'), TEMPLATE);
  writeFileSync(join(dist, 'server-rendered/session-0.html'), TEMPLATE);
  writeFileSync(join(dist, 'server-rendered/entry-server.js'), renderer);
  writeFileSync(
    join(dist, 'server-rendered/pages.json'),
    JSON.stringify({
      render: 'entry-server.js',
      pages: [{ path: '/evaluation', template: 'evaluation.html', seeds: [SEED] }],
      sessionPages: [
        { routeId: '/_authenticated/practice/$subModuleId', template: 'session-0.html' },
      ],
    }),
  );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}

const renders = () => (globalThis as { serverRenders?: number }).serverRenders ?? 0;
const html = { accept: 'text/html' };

describe('server-rendered pages', async () => {
  const { app } = await buildTestApp({ WEB_DIST_DIR: webDist(RENDERER + SESSION_RENDERER) });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...html, ...headers } });

  it('a visitor without a session gets the page drawn from the API, with that data', async () => {
    const res = await get('/evaluation');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary).split(/,\s*/).sort()).toEqual(['accept-encoding', 'cookie']);
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/math.css">');
    expect(res.body).toContain('<div id="root" data-prerendered><h1>/evaluation</h1></div>');
    const seeds = /<script type="application\/json" id="query-seeds">(.*?)<\/script>/.exec(
      res.body,
    )?.[1];
    const questions = await app.inject({ method: 'GET', url: '/api/questions/evaluation' });
    expect(JSON.parse(seeds!)).toEqual([{ queryKey: SEED.queryKey, data: questions.json() }]);
  });

  it('renders once and keeps the page, compressed and revalidated like the others', async () => {
    await get('/evaluation');
    const before = renders();
    const br = await get('/evaluation', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('data-prerendered');
    const unchanged = await get('/evaluation', { 'if-none-match': String(br.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(renders()).toBe(before);
  });

  it('with a session cookie, the page is the shell', async () => {
    const { cookie } = await signUp(app);
    const res = await get('/evaluation', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shellAt('/evaluation'));
    expect(String(res.headers.vary)).toMatch(/cookie/);
  });

  it("a student's page is drawn for the request's session, from the API, and never kept", async () => {
    const { cookie, user } = await signUp(app, { firstname: 'Ada' });
    const res = await get('/practice/algebra', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/cookie/);
    const page = res.body;
    expect(page).toContain('<link rel="stylesheet" href="/assets/math.css">');
    // The question handed out with the page is the one practice resumes at: it was served to
    // this student, through the cookie.
    const served = await app.inject({
      method: 'GET',
      url: '/api/questions/submodule/algebra/random',
      headers: { cookie },
    });
    expect(page).toContain(`<h1>${user.firstname} ${served.json()._id}</h1>`);
  });

  it("a student's page is the shell without a valid session, or when not drawn per session", async () => {
    const { cookie } = await signUp(app);
    const gone = cookie.replace(/=[^;]*/, '=not-a-session');
    for (const [url, headers] of [
      ['/practice/algebra', { cookie: gone }],
      ['/practice/algebra', {}],
      ['/progress', { cookie }],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });

  it('never serves the bundle, its templates or its manifest', async () => {
    for (const file of ['entry-server.js', 'evaluation.html', 'pages.json']) {
      const res = await app.inject({ method: 'GET', url: `/server-rendered/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.body, file).not.toContain('renderServerPage');
      expect(res.body, file).not.toContain('"render"');
    }
  });
});

describe('a server-rendered page that fails to render', async () => {
  const { app } = await buildTestApp({ WEB_DIST_DIR: webDist(BROKEN_RENDERER) });

  it('is the shell, and the evaluation still works from its API', async () => {
    const { cookie } = await signUp(app);
    for (const [url, headers] of [
      ['/evaluation', html],
      ['/practice/algebra', { ...html, cookie }],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shellAt(url));
    }
    const questions = await app.inject({ method: 'GET', url: '/api/questions/evaluation' });
    expect(questions.statusCode).toBe(200);
  });
});
