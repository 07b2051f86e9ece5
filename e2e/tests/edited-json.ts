import type { Page } from '@playwright/test';

/** Playwright's words for a call the page gave up while the route fetched its answer. */
const ABANDONED = /disposed|has been closed/;

/**
 * Answers the app's calls to `url` (of `method`, when given) with the server's JSON as `edit`
 * leaves it: changed in place, or replaced by what it returns. Only the JSON is passed on, with
 * the status: the server's answer may be compressed, and the fetch decoded it. A call the page
 * gave up before its answer came (a newer one took its place) is let go: nothing waits for it.
 */
export async function serveEditedJson<T>(
  page: Page,
  url: string | RegExp,
  edit: (body: T) => T | void,
  { method }: { method?: string } = {},
) {
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    try {
      const response = await route.fetch();
      const body = (await response.json()) as T;
      await route.fulfill({ status: response.status(), json: edit(body) ?? body });
    } catch (error) {
      if (!ABANDONED.test(String(error))) throw error;
    }
  });
}
