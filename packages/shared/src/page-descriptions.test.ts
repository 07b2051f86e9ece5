import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS } from './app-pages';
import { SITE_DESCRIPTION, descriptionOf, withDescription } from './page-descriptions';

describe('page descriptions', () => {
  it('give each public page its own, of a length search results show whole', () => {
    const open = ['/pricing', '/evaluation', '/evaluation/reading-writing', '/about', '/contact'];
    const descriptions = open.map(descriptionOf);
    expect(new Set([SITE_DESCRIPTION, ...descriptions]).size).toBe(open.length + 1);
    for (const path of APP_PAGE_PATHS) {
      expect(descriptionOf(path).length, path).toBeLessThanOrEqual(160);
    }
    expect(descriptionOf('/about/')).toBe(descriptionOf('/about'));
    expect(descriptionOf('/')).toBe(SITE_DESCRIPTION);
    expect(descriptionOf('/practice/algebra')).toBe(SITE_DESCRIPTION);
  });

  it('replace the built page’s description tag, escaped', () => {
    const built =
      '<head>\n<meta\n  name="description"\n  content="Old"\n/>\n<title>T</title></head>';
    expect(withDescription(built, 'Plans & "passes" <b>')).toBe(
      '<head>\n<meta name="description" content="Plans &amp; &quot;passes&quot; &lt;b>" />\n<title>T</title></head>',
    );
    expect(withDescription('<head><title>T</title></head>', 'New')).toBe(
      '<head><title>T</title><meta name="description" content="New" /></head>',
    );
  });
});
