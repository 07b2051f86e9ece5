const SCRIPTS = /<(script type="module"|link rel="modulepreload")(?=[\s>])/g;

export interface PagePreloads {
  /** Fonts the first paint uses. */
  fonts: readonly string[];
  /** The page's route chunks; those index.html already preloads are left out. */
  scripts: readonly string[];
  /** Stylesheets the page's route chunks import. */
  styles: readonly string[];
}

/**
 * The built index.html as a prerendered page uses it. Its HTML and CSS draw the page, so the
 * scripts (the entry, its modulepreloads and the page's route chunks) are fetched at low
 * priority, after the stylesheet and the fonts, and the fonts are preloaded beside the
 * stylesheet instead of after it: on a slow phone the page shows sooner, and in its own font
 * rather than swapped into it later (a layout shift).
 */
export function prerenderedTemplate(indexHtml: string, preloads: PagePreloads): string {
  const missing = (href: string) => !indexHtml.includes(`"${href}"`);
  const tags = [
    ...preloads.fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
    ),
    ...preloads.styles
      .filter(missing)
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...preloads.scripts
      .filter(missing)
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
  return indexHtml
    .replace('</head>', () => `${tags}</head>`)
    .replace(SCRIPTS, '<$1 fetchpriority="low"');
}
