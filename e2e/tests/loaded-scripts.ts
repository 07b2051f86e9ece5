import { expect, type Page } from '@playwright/test';

// No math route loads KaTeX's JavaScript (decision 039): its math comes rendered by the server,
// and a typed answer's preview is native MathML.

/**
 * Every script the page loads, with its text, to look for KaTeX's renderer in any chunk. A page
 * left before its text was read (a practice draw tried again) is not the page under test, and
 * the browser no longer has that text: it counts as empty.
 */
export function recordScripts(page: Page) {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''));
    }
  });
  return async () => (await Promise.all(scripts)).join('\n');
}

// A string only KaTeX's parser holds (its error messages), whatever the chunk is named.
const KATEX_JS = 'KaTeX parse error';

export const expectNoKatexScript = async (loadedScripts: () => Promise<string>) =>
  expect((await loadedScripts()).includes(KATEX_JS), "KaTeX's JavaScript was loaded").toBe(false);
