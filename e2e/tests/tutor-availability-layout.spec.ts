import { expect, type Page } from '@playwright/test';
import { test } from './other-browser';
import { signInAsTutor } from './tutor-hours';

// The tutor's weekly hours and exceptions with text at 200%: on a phone the rows' two columns
// cut each choice ("9 AI", "Onlir", the date "12/(") and at 1280 px an exception's row of six
// controls, sized in rem, ran the page 190 px past the screen's right edge.

/** The selects and date boxes whose chosen text is wider than the room inside them. */
const cutControls = (page: Page) =>
  page.locator('main li select, main li input[type="date"]').evaluateAll((controls) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return controls.flatMap((control) => {
      const style = getComputedStyle(control);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text =
        control instanceof HTMLSelectElement
          ? (control.selectedOptions[0]?.text ?? '')
          : // A date box shows mm/dd/yyyy and its calendar button, about two digits wide.
            `${(control as HTMLInputElement).value}00`;
      const room =
        control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(text).width > room ? [control.getAttribute('aria-label')] : [];
    });
  });

for (const width of [375, 1280]) {
  test(`at ${width} px and 200% text the availability rows show every choice whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsTutor(page);
    // Rows of the draft only: nothing is saved, the other tests' tutor keeps no hours.
    await page.getByRole('button', { name: 'Add weekly hours' }).click();
    await page.getByLabel('Hours 1: session type').selectOption('in-person');
    await page.getByRole('button', { name: 'Add an exception' }).click();
    await page.getByLabel('Exception 1: kind').selectOption('open');
    await page.getByLabel('Exception 1: session type').selectOption('in-person');
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });

    await expect.poll(() => cutControls(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
