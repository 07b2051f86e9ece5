import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, parse, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { injectPage } from './inject-page.ts';
import { prerenderedTemplate } from './prerendered-template.ts';
import { routePreloads } from './route-preloads.ts';

interface ServerEntry {
  PRERENDERED_PAGES: readonly { path: string; routeFile: string }[];
  renderPage: (path: string) => Promise<string>;
}

/** Where a page goes under dist/prerendered/ ('/' → index.html): the server's naming. */
const prerenderedFile = (path: string) => `${path === '/' ? 'index' : path.slice(1)}.html`;

/**
 * After the browser build, builds `entry` for Node (Vite's SSR build), renders each of its
 * PRERENDERED_PAGES into a copy of the built index.html and writes them to dist/prerendered/.
 * No browser is needed. The Node bundle lives in Vite's cache under node_modules (where its
 * imports of React and the router resolve) only while the pages render: nothing of it is served.
 */
export function prerender({
  entry,
  preloadFonts,
}: {
  entry: string;
  /** The fonts the prerendered pages' first paint uses, by their built file name. */
  preloadFonts: RegExp;
}): Plugin {
  let config: ResolvedConfig;
  let bundle: Rolldown.OutputBundle | undefined;
  let pressKeeper = '';
  return {
    name: 'academy:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, output) {
      bundle = output;
      // Emitted as it is, under a hashed name like every other asset (cached for good).
      const reference = this.emitFile({
        type: 'asset',
        name: 'keep-early-press.js',
        source: readFileSync(new URL('./keep-early-press.js', import.meta.url)),
      });
      pressKeeper = `${config.base}${this.getFileName(reference)}`;
    },
    async closeBundle() {
      // A failed browser build has nothing to prerender into.
      if (!bundle) return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverOutDir = join(config.cacheDir, 'prerender');
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
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
        const fonts = readdirSync(join(outDir, assetsDir))
          .filter((name) => preloadFonts.test(name))
          .map((name) => `${config.base}${assetsDir}/${name}`);
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        mkdirSync(join(outDir, 'prerendered'), { recursive: true });
        for (const { path, routeFile } of server.PRERENDERED_PAGES) {
          const route = routePreloads(bundle, resolve(config.root, routeFile), config.base);
          const template = prerenderedTemplate(indexHtml, { fonts, pressKeeper, ...route });
          const page = injectPage(template, await server.renderPage(path));
          writeFileSync(join(outDir, 'prerendered', prerenderedFile(path)), page);
        }
        const paths = server.PRERENDERED_PAGES.map((page) => page.path);
        config.logger.info(`prerendered ${paths.join(', ')}`);
      } finally {
        rmSync(serverOutDir, { recursive: true, force: true });
      }
    },
  };
}
