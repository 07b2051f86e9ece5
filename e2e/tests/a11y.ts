import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Fails with every serious or critical axe violation on the page and the elements it names;
 * `soft` lets the test go on to its next page. With `headingsInOrder`, also with axe's
 * heading-order (of moderate impact, so not among the serious ones): the page's headings go down
 * one level at a time, as an h3 straight under the h1 reads to a screen reader's outline as a
 * section missing. axe checks that rule in the same run, so it costs no second one.
 */
export async function expectNoSeriousViolations(
  page: Page,
  { soft = false, headingsInOrder = false } = {},
) {
  // axe reads colours as drawn: a toast fading in or out read as low contrast (a run failed on
  // one). Finite animations and transitions end first; the mascot's endless ones are left.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // The app has no frames: axe.run in the page itself (legacy mode) is enough, and twice as fast
  // as the default, which finishes every run in a new blank page.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    // Label in Name (WCAG 2.5.3) is still experimental in axe, and off unless asked for.
    .options({
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  const check = soft ? expect.soft : expect;
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  check(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
  if (!headingsInOrder) return;
  check(
    violations
      .filter((v) => v.id === 'heading-order')
      .flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.html}`)),
    `headings out of order on ${new URL(page.url()).pathname}`,
  ).toEqual([]);
}

/**
 * The element has focus and draws a focus ring: an outline, or a box-shadow ring (no offset, a
 * spread). A radio or checkbox may leave the ring to the option card (its label) around it.
 */
export async function expectVisibleFocus(element: Locator) {
  await expect(element).toBeFocused();
  const ring = await element.evaluate((focused) => {
    const transparent = (color: string) =>
      color === 'transparent' || /[/,]\s*0\)$/.test(color.replace(/\s+\)/, ')'));
    const hasRing = (node: Element) => {
      const style = getComputedStyle(node);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !transparent(style.outlineColor);
      const shadowRing = /\b0px 0px 0px [1-9]/.test(style.boxShadow);
      return outline || shadowRing;
    };
    const option = focused.matches('input[type=radio], input[type=checkbox]')
      ? focused.closest('label')
      : null;
    return hasRing(focused) || (option !== null && hasRing(option));
  });
  expect(ring, 'the focused element shows a focus ring').toBe(true);
}
