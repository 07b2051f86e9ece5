import type { Page } from '@playwright/test';

/**
 * Full-page screenshots at both widths the design is checked at (375 and 1280 px), named
 * `<name>-<width>.png` in `dir`; nothing without a `dir` (a spec's *_SHOTS_DIR unset). The page
 * is left at 1280 px.
 */
export async function shootBothWidths(page: Page, dir: string | undefined, name: string) {
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
