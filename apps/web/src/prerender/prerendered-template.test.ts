import { describe, expect, it } from 'vitest';
import { prerenderedTemplate } from './prerendered-template';

const INDEX =
  '<html><head><title>Academy</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '</head><body><div id="root"></div></body></html>';

const PRELOADS = {
  fonts: ['/assets/inter-1.woff2'],
  scripts: ['/assets/routes-1.js', '/assets/framework-1.js', '/assets/index-1.js'],
  styles: ['/assets/routes-1.css'],
  pressKeeper: '/assets/keep-early-press-1.js',
};

const headOf = (page: string) => (page.match(/<(?:link|script)\b[^>]*>/g) ?? []).join('\n');

describe('prerenderedTemplate', () => {
  const page = prerenderedTemplate(INDEX, PRELOADS);
  const head = headOf(page);

  it('asks for what draws the page first, then the press keeper, the entry and its modules', () => {
    expect(head).toBe(
      [
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-1.woff2">',
        '<link rel="stylesheet" crossorigin href="/assets/routes-1.css">',
        '<script defer src="/assets/keep-early-press-1.js">',
        '<script type="module" crossorigin src="/assets/index-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/routes-1.js">',
      ].join('\n'),
    );
    expect(page).toMatch(/<\/head><body><div id="root"><\/div>/);
  });

  it('starts the app of a page drawn with math only once it has been painted', () => {
    const drawnFirst = prerenderedTemplate(INDEX, {
      ...PRELOADS,
      startAfterPaint: '/assets/start-after-paint-1.js',
    });
    expect(headOf(drawnFirst)).toBe(
      [
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-1.woff2">',
        '<link rel="stylesheet" crossorigin href="/assets/routes-1.css">',
        '<script defer src="/assets/keep-early-press-1.js">',
        '<script defer src="/assets/start-after-paint-1.js" data-entry="/assets/index-1.js">',
      ].join('\n'),
    );
  });

  it('refuses an index.html without its module script', () => {
    expect(() =>
      prerenderedTemplate('<html><head></head></html>', {
        fonts: [],
        scripts: [],
        styles: [],
        pressKeeper: '/k.js',
      }),
    ).toThrow(/no module script/);
  });
});
