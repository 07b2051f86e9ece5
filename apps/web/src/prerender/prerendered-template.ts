const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export interface PagePreloads {
  /** Fonts the first paint uses. */
  fonts: readonly string[];
  /** The page's route chunks and the chunks they import. */
  scripts: readonly string[];
  /** Stylesheets the page's route chunks import. */
  styles: readonly string[];
  /** start-after-paint.js as built: it loads the scripts once the page is painted. */
  starter: string;
}

/**
 * The built index.html as a prerendered page uses it. Its HTML and CSS draw the page, so its
 * scripts (the entry, its modulepreloads and the page's route chunks) are left to the starter,
 * which requests them after the first paint; the fonts are preloaded beside the stylesheet
 * instead of after it: on a slow phone the page shows sooner, and in its own font rather than
 * swapped into it later (a layout shift).
 */
export function prerenderedTemplate(indexHtml: string, preloads: PagePreloads): string {
  const entry = ENTRY.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const modules = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  // Route chunks import the entry too: it comes as the script itself.
  const scripts = [...new Set([...modules, ...preloads.scripts])].filter((src) => src !== entry);
  const starter =
    `<script async src="${preloads.starter}" data-entry="${entry}" ` +
    `data-preload="${scripts.join(' ')}"></script>`;
  const tags = [
    ...preloads.fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
    ),
    ...preloads.styles
      .filter((href) => !indexHtml.includes(`"${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ].join('');
  return indexHtml
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY, () => starter)
    .replace('</head>', () => `${tags}</head>`);
}
