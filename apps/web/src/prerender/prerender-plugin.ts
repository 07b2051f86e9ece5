import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, parse, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
// Types only: Vite leaves a workspace package's imports in the config to Node, which cannot load
// TypeScript; the shared names come from the Node bundle instead.
import type { QuerySeed, ServerRenderedManifest } from '@academy/shared/server-rendered';
import { injectPage } from './inject-page.ts';
import { prerenderedTemplate } from './prerendered-template.ts';
import { routePreloads } from './route-preloads.ts';

interface ServerEntry {
  PRERENDERED_PAGES: readonly { path: string; routeFile: string }[];
  SERVER_RENDERED_PAGES: readonly { path: string; routeFile: string; seeds: QuerySeed[] }[];
  SESSION_RENDERED_PAGES: readonly { routeId: string; routeFile: string }[];
  SERVER_RENDERED_DIR: string;
  SERVER_RENDERED_MANIFEST: string;
  renderPage: (path: string) => Promise<string>;
  descriptionOf: (pathname: string) => string;
  withDescription: (html: string, description: string) => string;
}

/** Where a page goes under dist/prerendered/ ('/' → index.html): the server's naming. */
const prerenderedFile = (path: string) => `${path === '/' ? 'index' : path.slice(1)}.html`;

/**
 * After the browser build, builds `entry` for Node (Vite's SSR build), renders each of its
 * PRERENDERED_PAGES into a copy of the built index.html and writes them to dist/prerendered/.
 * No browser is needed. Its SERVER_RENDERED_PAGES need the server's data: for them the Node
 * bundle (every import bundled in) stays in dist/server-rendered/, with each page's template and
 * a manifest for the server, which renders them and never serves that folder.
 */
export function prerender({
  entry,
  preloadFonts,
  preloadMathFonts,
}: {
  entry: string;
  /** The fonts the prerendered pages' first paint uses, by their built file name. */
  preloadFonts: RegExp;
  /** The math fonts a server-rendered page's first paint uses as well. */
  preloadMathFonts: RegExp;
}): Plugin {
  let config: ResolvedConfig;
  let bundle: Rolldown.OutputBundle | undefined;
  let pressKeeper = '';
  let appStarter = '';
  return {
    name: 'academy:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, output) {
      bundle = output;
      // Emitted as they are, under hashed names like every other asset (cached for good).
      const emit = (name: string) => {
        const reference = this.emitFile({
          type: 'asset',
          name,
          source: readFileSync(new URL(`./${name}`, import.meta.url)),
        });
        return `${config.base}${this.getFileName(reference)}`;
      };
      pressKeeper = emit('keep-early-press.js');
      appStarter = emit('start-after-paint.js');
    },
    async closeBundle() {
      // A failed browser build has nothing to prerender into.
      if (!bundle) return;
      const browserBundle = bundle;
      const outDir = resolve(config.root, config.build.outDir);
      const serverOutDir = join(config.cacheDir, 'prerender');
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          // Every import bundled in: the server loads it from wherever the build was copied
          // (a deploy, the bench's copy), with no node_modules beside it.
          ssr: { noExternal: true },
          build: {
            ssr: resolve(config.root, entry),
            outDir: serverOutDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
          },
        });
        const server = (await import(
          pathToFileURL(join(serverOutDir, `${parse(entry).name}.js`)).href
        )) as ServerEntry;
        const { assetsDir } = config.build;
        const builtFonts = (pattern: RegExp) =>
          readdirSync(join(outDir, assetsDir))
            .filter((name) => pattern.test(name))
            .map((name) => `${config.base}${assetsDir}/${name}`);
        const fonts = builtFonts(preloadFonts);
        const mathFonts = builtFonts(preloadMathFonts);
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        mkdirSync(join(outDir, 'prerendered'), { recursive: true });
        for (const { path, routeFile } of server.PRERENDERED_PAGES) {
          const route = routePreloads(browserBundle, resolve(config.root, routeFile), config.base);
          const template = server.withDescription(
            prerenderedTemplate(indexHtml, { fonts, pressKeeper, ...route }),
            server.descriptionOf(path),
          );
          const page = injectPage(template, await server.renderPage(path));
          writeFileSync(join(outDir, 'prerendered', prerenderedFile(path)), page);
        }
        const manifest: ServerRenderedManifest = {
          render: `${parse(entry).name}.js`,
          pages: [],
          sessionPages: [],
        };
        // The server's pages paint from their HTML: the app is asked for after that paint.
        const writeTemplate = (routeFile: string, file: string, path?: string) => {
          const route = routePreloads(browserBundle, resolve(config.root, routeFile), config.base);
          const template = prerenderedTemplate(indexHtml, {
            fonts: [...fonts, ...mathFonts],
            styles: route.styles,
            scripts: [],
            pressKeeper,
            startAfterPaint: appStarter,
          });
          // A student's page (no path) keeps the site's description: no crawler sees it.
          const described = path
            ? server.withDescription(template, server.descriptionOf(path))
            : template;
          writeFileSync(join(serverOutDir, file), described);
          return file;
        };
        for (const { path, routeFile, seeds } of server.SERVER_RENDERED_PAGES) {
          const template = writeTemplate(
            routeFile,
            prerenderedFile(path).replaceAll('/', '-'),
            path,
          );
          manifest.pages.push({ path, template, seeds });
        }
        for (const [n, { routeId, routeFile }] of server.SESSION_RENDERED_PAGES.entries()) {
          const template = writeTemplate(routeFile, `session-${n}.html`);
          manifest.sessionPages.push({ routeId, template });
        }
        if (manifest.pages.length + manifest.sessionPages.length > 0) {
          writeFileSync(
            join(serverOutDir, server.SERVER_RENDERED_MANIFEST),
            JSON.stringify(manifest, null, 2),
          );
          cpSync(serverOutDir, join(outDir, server.SERVER_RENDERED_DIR), { recursive: true });
        }
        const paths = server.PRERENDERED_PAGES.map((page) => page.path);
        config.logger.info(`prerendered ${paths.join(', ')}`);
        const left = [
          ...manifest.pages.map((page) => page.path),
          ...manifest.sessionPages.map((page) => `${page.routeId} (per session)`),
        ];
        if (left.length > 0) config.logger.info(`left to the server to render ${left.join(', ')}`);
      } finally {
        rmSync(serverOutDir, { recursive: true, force: true });
      }
    },
  };
}
