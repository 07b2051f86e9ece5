import { describe, expect, it } from 'vitest';
import { prerenderedTemplate } from './prerendered-template';

const INDEX =
  '<html><head><title>Academy</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '</head><body><div id="root"></div></body></html>';

describe('prerenderedTemplate', () => {
  const page = prerenderedTemplate(INDEX, {
    fonts: ['/assets/inter-1.woff2'],
    scripts: ['/assets/routes-1.js', '/assets/framework-1.js'],
    styles: ['/assets/routes-1.css'],
  });

  it('fetches every script at low priority, and keeps the stylesheet as it was', () => {
    expect(page).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">',
    );
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-1.js">',
    );
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/routes-1.js">',
    );
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it("preloads the fonts and the route's files once each", () => {
    expect(page).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-1.woff2">',
    );
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/routes-1.css">');
    expect(page.match(/framework-1\.js/g)).toHaveLength(1);
    expect(page).toMatch(/<\/head><body><div id="root"><\/div>/);
  });
});
