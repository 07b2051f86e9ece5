import { describe, expect, it } from 'vitest';
import { injectPage } from './inject-page';

const TEMPLATE =
  '<!doctype html><html><head><title>Academy</title>' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
  '<body><div id="root"></div></body></html>';

describe('injectPage', () => {
  it('puts the markup in the marked root and its title in place of the default one', () => {
    const page = injectPage(TEMPLATE, '<title>Pricing · Academy</title><main>Plans</main>');
    expect(page).toBe(
      '<!doctype html><html><head><title>Pricing · Academy</title>' +
        '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
        '<body><div id="root" data-prerendered><main>Plans</main></div></body></html>',
    );
  });

  it('moves other leading head tags into the head, and leaves $ patterns alone', () => {
    const page = injectPage(
      TEMPLATE,
      '<title>A &amp; B</title><meta name="robots" content="noindex"/><p>$1 $& $$</p>',
    );
    expect(page).toContain('<title>A &amp; B</title>');
    expect(page).toContain('<meta name="robots" content="noindex"/></head>');
    expect(page).toContain('<div id="root" data-prerendered><p>$1 $& $$</p></div>');
  });

  it('keeps the default title when the page has none', () => {
    expect(injectPage(TEMPLATE, '<main>Hi</main>')).toContain('<title>Academy</title>');
  });

  it('refuses a template without an empty root', () => {
    expect(() => injectPage('<div id="app"></div>', '<main/>')).toThrow(/root/);
  });
});
