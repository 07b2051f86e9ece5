import type { Locator } from '@playwright/test';

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Where an element's text is drawn: the union of its text's boxes, which runs past the element's
 * own box where a word overflows it.
 */
export const textBox = (element: Locator) =>
  element.evaluate((e): Box => {
    const range = document.createRange();
    range.selectNodeContents(e);
    const { left, right, top, bottom } = range.getBoundingClientRect();
    return { left, right, top, bottom };
  });

/** The box of an element itself. */
export const boxOf = (element: Locator) =>
  element.evaluate((e): Box => {
    const { left, right, top, bottom } = e.getBoundingClientRect();
    return { left, right, top, bottom };
  });

/** Whether two boxes share any area. */
export const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
