const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export interface PagePreloads {
  /** Fonts the first paint uses. */
  fonts: readonly string[];
  /** The page's route chunks and the chunks they import. */
  scripts: readonly string[];
  /** Stylesheets the page's route chunks import. */
  styles: readonly string[];
  /** keep-early-press.js as built. */
  pressKeeper: string;
}

/**
 * The built index.html as a prerendered page uses it. Its HTML and CSS draw the page; its
 * scripts are the built ones, with the page's route chunks preloaded beside the entry, so the
 * app can hydrate without waiting for a route chunk it only finds once the entry runs. The press
 * keeper goes just before the entry, and the fonts are preloaded beside the stylesheet instead of
 * after it: the page shows in its own font rather than swapped into it later (a layout shift).
 */
export function prerenderedTemplate(indexHtml: string, preloads: PagePreloads): string {
  const entry = ENTRY.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const preloaded = new Set([entry, ...[...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1])]);
  const tags = [
    ...preloads.scripts
      .filter((src) => !preloaded.has(src))
      .map((src) => `<link rel="modulepreload" crossorigin href="${src}">`),
    ...preloads.fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
    ),
    ...preloads.styles
      .filter((href) => !indexHtml.includes(`"${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ].join('');
  return indexHtml
    .replace(ENTRY, (script) => `<script defer src="${preloads.pressKeeper}"></script>${script}`)
    .replace('</head>', () => `${tags}</head>`);
}
