const ROOT = '<div id="root"></div>';
// React 19 writes a page's <title>, <meta> and <link> (from <HeadContent />) ahead of the markup
// when it renders without a <head>.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/**
 * Writes a prerendered page into the built index.html: its head tags into <head> (its title in
 * place of the default one), its markup into the root, marked so the client hydrates it.
 */
export function injectPage(template: string, markup: string): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT}`);
  const headTags = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  const body = markup.slice(headTags.length);
  const title = /<title>[^<]*<\/title>/.exec(headTags)?.[0];
  const otherHeadTags = headTags.replace(/<title>[^<]*<\/title>/g, '');
  let page = template;
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => title);
  if (otherHeadTags) page = page.replace('</head>', () => `${otherHeadTags}</head>`);
  return page.replace(ROOT, () => `<div id="root" data-prerendered>${body}</div>`);
}
