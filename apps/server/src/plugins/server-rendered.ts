import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SERVER_RENDERED_DIR,
  SERVER_RENDERED_MANIFEST,
  type ServerRenderedManifest,
  type ServerRenderer,
  type SessionApi,
  type SessionRendered,
} from '@academy/shared/server-rendered';

/** What the web build left to the server (dist/server-rendered/), if anything. */
function readServerRendered(webDistDir: string) {
  const dir = join(webDistDir, SERVER_RENDERED_DIR);
  const manifestFile = join(dir, SERVER_RENDERED_MANIFEST);
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ServerRenderedManifest;
  let renderer: Promise<ServerRenderer> | undefined;
  return {
    manifest,
    template: (file: string) => readFileSync(join(dir, file), 'utf8'),
    /** The web's Node bundle, loaded when first needed. */
    renderer: () =>
      (renderer ??= import(
        pathToFileURL(join(dir, manifest.render)).href
      ) as Promise<ServerRenderer>),
  };
}

/** A page as the server rendered and kept it, or undefined when it could not (the shell serves). */
export type RenderedPage<T> = () => Promise<T | undefined>;

/**
 * The pages apps/web leaves to the server (dist/server-rendered/, issue 42), by path: each is
 * rendered once, when first asked for, by the web's own Node bundle, from the answers of this
 * server's API to the calls its manifest names, and kept (what they show changes only with a
 * deploy). None with a build from before server rendering.
 */
export function loadServerRendered<T>(
  app: FastifyInstance,
  webDistDir: string,
  keep: (html: Buffer) => T,
): Map<string, RenderedPage<T>> {
  const pages = new Map<string, RenderedPage<T>>();
  const build = readServerRendered(webDistDir);
  if (!build) return pages;
  const { manifest, template: readTemplate, renderer: loadRenderer } = build;

  for (const page of manifest.pages) {
    const template = readTemplate(page.template);
    let rendered: Promise<T | undefined> | undefined;
    const render = async () => {
      const seeds = await Promise.all(
        page.seeds.map(async ({ queryKey, api }) => {
          const res = await app.inject({ method: 'GET', url: api });
          if (res.statusCode !== 200) throw new Error(`${api} answered ${res.statusCode}`);
          return { queryKey, data: res.json<unknown>() };
        }),
      );
      const { renderServerPage } = await loadRenderer();
      return keep(Buffer.from(await renderServerPage(template, page.path, seeds)));
    };
    pages.set(
      page.path,
      () =>
        (rendered ??= render().catch((error: unknown) => {
          app.log.error(
            { err: error, path: page.path },
            'server rendering failed: sending the shell',
          );
          return undefined;
        })),
    );
  }
  return pages;
}

// A student waits no longer than this for the page drawn: the shell loads it as before.
const RENDER_TIMEOUT_MS = 3_000;

/**
 * A student's page drawn for this request (the manifest's `sessionPages`, decision 048), or
 * undefined when the shell serves instead: not such a page, no session, or a render that could
 * not finish (logged). The page's data comes from this server's API through `inject`, with the
 * request's cookie, as the browser would have asked for it.
 */
export type SessionPageRenderer = (request: FastifyRequest) => Promise<string | undefined>;

export function loadSessionRendered(
  app: FastifyInstance,
  webDistDir: string,
): SessionPageRenderer | undefined {
  const build = readServerRendered(webDistDir);
  if (!build?.manifest.sessionPages?.length) return undefined;
  const { manifest, template, renderer: loadRenderer } = build;
  const templates = Object.fromEntries(
    manifest.sessionPages.map((page) => [page.routeId, template(page.template)]),
  );

  return async (request) => {
    const cookie = request.headers.cookie;
    if (!cookie) return undefined;
    const api: SessionApi = async (url) => {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: {
          cookie,
          accept: 'application/json',
          'user-agent': request.headers['user-agent'] ?? '',
        },
        remoteAddress: request.ip,
      });
      return { status: res.statusCode, body: res.body };
    };
    let timer: NodeJS.Timeout | undefined;
    const tooLong = new Promise<SessionRendered>((resolve) => {
      timer = setTimeout(() => resolve({ shell: 'rendering took too long' }), RENDER_TIMEOUT_MS);
    });
    try {
      const { renderSessionPage } = await loadRenderer();
      const rendered = await Promise.race([
        renderSessionPage({ url: request.url, templates, api }),
        tooLong,
      ]);
      if ('html' in rendered) return rendered.html;
      request.log.debug({ reason: rendered.shell }, 'session page left to the shell');
    } catch (error) {
      request.log.error({ err: error }, 'session page rendering failed: sending the shell');
    } finally {
      clearTimeout(timer);
    }
    return undefined;
  };
}
