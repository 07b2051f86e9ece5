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
    scripts: ['/assets/routes-1.js', '/assets/framework-1.js', '/assets/index-1.js'],
    styles: ['/assets/routes-1.css'],
    starter: '/assets/start-after-paint-1.js',
  });

  it('leaves every module to the starter, each once, and keeps the stylesheet as it was', () => {
    const scripts = page.match(/<script\b[^>]*>/g);
    expect(scripts).toEqual([
      '<script async src="/assets/start-after-paint-1.js" data-entry="/assets/index-1.js" ' +
        'data-preload="/assets/framework-1.js /assets/routes-1.js">',
    ]);
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it("preloads the fonts and loads the route's stylesheets", () => {
    expect(page).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-1.woff2">',
    );
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/routes-1.css">');
    expect(page).toMatch(/<\/head><body><div id="root"><\/div>/);
  });

  it('refuses an index.html without its module script', () => {
    expect(() =>
      prerenderedTemplate('<html><head></head></html>', {
        fonts: [],
        scripts: [],
        styles: [],
        starter: '/s.js',
      }),
    ).toThrow(/no module script/);
  });
});
