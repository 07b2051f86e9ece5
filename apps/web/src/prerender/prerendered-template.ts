const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

export interface PagePreloads {
  /** Fonts the first paint uses. */
  fonts: readonly string[];
  /** The page's route chunks and the chunks they import. */
  scripts: readonly string[];
  /** Stylesheets the page's route chunks import. */
  styles: readonly string[];
  /** keep-early-press.js as built. */
  pressKeeper: string;
  /**
   * start-after-paint.js as built, for a page whose math makes what draws it heavier (the
   * server-rendered evaluations): its modules are then not preloaded, and the app's entry is
   * asked for only once the page has been painted, so on a slow connection the stylesheets and
   * fonts arrive first; the press keeper covers the longer wait for the app.
   */
  startAfterPaint?: string;
}

/**
 * The built index.html as a prerendered page uses it. Its HTML and CSS draw the page, so they
 * come first: the stylesheets and the fonts the first paint uses, then the press keeper and the
 * built entry, then the modules the page needs, preloaded so the app can hydrate without waiting
 * for a route chunk it only finds once the entry runs. Over HTTP/1.1 a browser opens six
 * connections to a host, and what is asked for first gets one first; a font preloaded beside
 * the stylesheet also shows the page in its own font rather than swapped into it later.
 */
export function prerenderedTemplate(indexHtml: string, preloads: PagePreloads): string {
  const entry = ENTRY.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const styles = [...indexHtml.matchAll(STYLESHEET)].map((m) => m[1]!);
  const stylesheet = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;
  const drawing = [
    ...styles.map(stylesheet),
    ...preloads.fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
    ),
    ...preloads.styles.filter((href) => !styles.includes(href)).map(stylesheet),
  ].join('');
  const pressKeeper = `<script defer src="${preloads.pressKeeper}"></script>`;
  const page = indexHtml.replace(STYLESHEET, '');
  if (preloads.startAfterPaint) {
    const starter = `<script defer src="${preloads.startAfterPaint}" data-entry="${entry}"></script>`;
    return page
      .replace(MODULE_PRELOAD, '')
      .replace(ENTRY, () => `${drawing}${pressKeeper}${starter}`);
  }
  const preloaded = new Set([entry, ...[...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1])]);
  const modules = preloads.scripts
    .filter((src) => !preloaded.has(src))
    .map((src) => `<link rel="modulepreload" crossorigin href="${src}">`)
    .join('');
  return page
    .replace(ENTRY, (script) => `${drawing}${pressKeeper}${script}`)
    .replace('</head>', () => `${modules}</head>`);
}
