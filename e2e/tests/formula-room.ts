import type { Page } from '@playwright/test';

/**
 * The narrowest room any choice leaves its formula: from where the formula starts to the choice's
 * inner edge. (0, −4) takes 116 px with text at 200%; it was cut off after "(0, −".
 */
export const formulaRoom = (page: Page) =>
  page.locator('fieldset label').evaluateAll((labels) =>
    Math.min(
      ...labels.map((label) => {
        const box = label.getBoundingClientRect();
        const style = getComputedStyle(label);
        const end = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
        return end - label.querySelector('.katex')!.getBoundingClientRect().left;
      }),
    ),
  );
