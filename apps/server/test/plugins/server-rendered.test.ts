// The public evaluations are rendered by the server, once, from its own API's answers, by the
// web build's Node bundle (dist/server-rendered/). A tiny bundle in a temporary directory stands
// in for the web's: it writes the data it was given into the template, and counts its renders.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../helpers/test-app.ts';

const SHELL =
  '<!doctype html><html><head><title>Academy</title></head>' +
  '<body><div id="root"></div></body></html>';
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
const BROKEN_RENDERER = `export async function renderServerPage() { throw new Error('no render'); }`;

function webDist(renderer: string) {
  const dist = mkdtempSync(join(tmpdir(), 'academy-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'server-rendered'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'server-rendered/evaluation.html'), TEMPLATE);
  writeFileSync(join(dist, 'server-rendered/entry-server.js'), renderer);
  writeFileSync(
    join(dist, 'server-rendered/pages.json'),
    JSON.stringify({
      render: 'entry-server.js',
      pages: [{ path: '/evaluation', template: 'evaluation.html', seeds: [SEED] }],
    }),
  );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}

const renders = () => (globalThis as { serverRenders?: number }).serverRenders ?? 0;
const html = { accept: 'text/html' };

describe('server-rendered pages', async () => {
  const { app } = await buildTestApp({ WEB_DIST_DIR: webDist(RENDERER) });
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
    expect(res.body).toBe(SHELL);
    expect(String(res.headers.vary)).toMatch(/cookie/);
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
    const res = await app.inject({ method: 'GET', url: '/evaluation', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
    const questions = await app.inject({ method: 'GET', url: '/api/questions/evaluation' });
    expect(questions.statusCode).toBe(200);
  });
});
