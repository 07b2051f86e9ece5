import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalAppPage, isAppPage } from '@academy/shared/app-pages';
import {
  SITE_DESCRIPTION,
  descriptionOf,
  withDescription,
} from '@academy/shared/page-descriptions';
import { SERVER_RENDERED_DIR } from '@academy/shared/server-rendered';
import {
  compressForRequest,
  precompress,
  sendPrecompressed,
  type Precompressed,
} from './compression.ts';
import { loadServerRendered, loadSessionRendered } from './server-rendered.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.svg', '.txt']);

type Asset = Precompressed & { type: string };

const toAsset = (body: Buffer, ext: string): Asset => ({
  ...precompress(body, { compressible: COMPRESSIBLE.has(ext) }),
  type: TYPES[ext] ?? 'application/octet-stream',
});

function sendAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: Asset,
  cacheControl: string,
  varyByCookie = false,
) {
  reply.header('cache-control', cacheControl).type(asset.type);
  return sendPrecompressed(request, reply, asset, { vary: varyByCookie ? ['cookie'] : [] });
}

/**
 * The pages apps/web prerenders at build time (dist/prerendered/index.html is `/`,
 * pricing.html is `/pricing`), by path; none with a build from before prerendering.
 */
function loadPrerendered(webDistDir: string): Map<string, Asset> {
  const dir = join(webDistDir, 'prerendered');
  const pages = new Map<string, Asset>();
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const path = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`;
    pages.set(path, toAsset(readFileSync(join(dir, name)), '.html'));
  }
  return pages;
}

/**
 * Serves the built SPA: hashed files under /assets are immutable for a year and kept in memory,
 * compressed once (brotli or gzip, as the browser accepts); index.html is revalidated on every
 * load, and any other GET that wants HTML gets index.html (client routing). A visitor without
 * a session cookie gets the prerendered HTML of `/` and `/pricing` instead, and of the public
 * evaluations as this server renders them, painted before the JavaScript arrives; with the
 * cookie, `/` is the signed-in Home, so the shell it is.
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string) {
  const indexFile = join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDistDir }, 'web build not found: serving the API only');
    // Unknown paths still answer in the API's error shape.
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const indexPage = toAsset(Buffer.from(indexHtml), '.html');
  // A public page's shell says its own description, for a crawler that reads the HTML only.
  const describedShells = new Map<string, Asset>();
  const shellOf = (pathname: string) => {
    const description = descriptionOf(pathname);
    if (description === SITE_DESCRIPTION) return indexPage;
    let shell = describedShells.get(description);
    if (!shell) {
      shell = toAsset(Buffer.from(withDescription(indexHtml, description)), '.html');
      describedShells.set(description, shell);
    }
    return shell;
  };
  const prerendered = loadPrerendered(webDistDir);
  const serverRendered = loadServerRendered(app, webDistDir, (html) => toAsset(html, '.html'));
  const renderSessionPage = loadSessionRendered(app, webDistDir);
  // The auth plugin is registered first; any cookie of that name counts, valid or not.
  const sessionCookie = app.sessions.cookieName;

  const assetsDir = join(webDistDir, 'assets');
  const assets = new Map<string, Asset>();
  if (existsSync(assetsDir)) {
    for (const name of readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })) {
      const file = join(assetsDir, name);
      if (statSync(file).isFile()) {
        assets.set(name.split('\\').join('/'), toAsset(readFileSync(file), extname(name)));
      }
    }
  }
  // Render and compress in the background once listening, so the first visitor does not wait.
  app.addHook('onReady', async () => {
    void (async () => {
      const rendered = [];
      for (const render of serverRendered.values()) rendered.push(await render());
      const pages = [indexPage, ...prerendered.values(), ...rendered.filter((page) => !!page)];
      for (const asset of [...pages, ...assets.values()]) {
        if (!asset.compressible) continue;
        await asset.br().catch(() => undefined);
        await asset.gzip().catch(() => undefined);
      }
    })();
  });

  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) => {
    const asset = assets.get(request.params['*']);
    if (!asset) return reply.status(404).send({ message: 'Not found' });
    return sendAsset(request, reply, asset, 'public, max-age=31536000, immutable');
  });

  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    globIgnore: ['assets/**', 'prerendered/**', `${SERVER_RENDERED_DIR}/**`],
    index: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=3600'),
  });
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/content/');
    if (!wantsPage) {
      return reply.status(404).send({ message: 'Not found' });
    }
    const [pathname = '', query] = request.url.split(/\?(.*)/s);
    if (!isAppPage(pathname)) {
      // A page typed in another case (`/Pricing`): the router would show it, so it moves to the
      // one address it has rather than showing under a 404.
      const page = canonicalAppPage(pathname);
      if (page) return reply.redirect(query === undefined ? page : `${page}?${query}`, 301);
      // Not a page of the app: still the app, which shows Not Found, but with the status that
      // tells search engines and link checkers the page is missing (no ETag: nothing to
      // revalidate).
      return reply
        .status(404)
        .header('cache-control', 'no-cache')
        .type(indexPage.type)
        .send(indexPage.identity());
    }
    const signedIn = request.cookies[sessionCookie] !== undefined;
    // A student's page drawn for this request: private, and never reused (it hands out a
    // question), so compressed at the fastest level and not kept.
    const sessionPage = signedIn ? await renderSessionPage?.(request) : undefined;
    if (sessionPage) {
      const page = { ...compressForRequest([sessionPage]), type: TYPES['.html']! };
      return sendAsset(request, reply, page, 'private, no-store', true);
    }
    // request.url keeps the query: a page whose HTML cannot show it (the landing's
    // ?redirect= on its sign-in links) is not in the map with it.
    const render = serverRendered.get(request.url);
    const prerenderedPage = prerendered.get(request.url);
    const shell = shellOf(pathname);
    if (!prerenderedPage && !render) return sendAsset(request, reply, shell, 'no-cache');
    const page = signedIn ? shell : (prerenderedPage ?? (await render!()) ?? shell);
    return sendAsset(request, reply, page, 'no-cache', true);
  });
}
