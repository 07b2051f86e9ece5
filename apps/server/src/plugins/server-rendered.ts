import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  SERVER_RENDERED_DIR,
  SERVER_RENDERED_MANIFEST,
  type ServerRenderedManifest,
  type ServerRenderer,
} from '@academy/shared/server-rendered';

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
  const dir = join(webDistDir, SERVER_RENDERED_DIR);
  const pages = new Map<string, RenderedPage<T>>();
  const manifestFile = join(dir, SERVER_RENDERED_MANIFEST);
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ServerRenderedManifest;
  let renderer: Promise<ServerRenderer> | undefined;
  const loadRenderer = () =>
    (renderer ??= import(
      pathToFileURL(join(dir, manifest.render)).href
    ) as Promise<ServerRenderer>);

  for (const page of manifest.pages) {
    const template = readFileSync(join(dir, page.template), 'utf8');
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
