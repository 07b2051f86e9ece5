import { expect, test, type Locator, type Page } from '@playwright/test';
import { continueToPayment } from './booking-helpers';

// How the booking dialog sits on screens from a small phone to a laptop: only a browser lays
// it out.

async function openBooking(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto('/');
  await page.getByRole('button', { name: 'Book a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Tutor Session' });
  await expect(dialog).toBeVisible();
  // The scrolling box holds the close icon, which sticks to its top.
  const scroller = dialog.getByRole('button', { name: 'Close' }).locator('xpath=..');
  return { dialog, scroller };
}

/** Whether the "more below" shadow shows: a tap at its middle would land on it, not on what
 * covers it at the end of the box (hit testing follows what is painted on top). */
const moreBelowShows = (dialog: Locator) =>
  dialog.getByTestId('more-below').evaluate((cue: HTMLElement) => {
    const box = cue.getBoundingClientRect();
    cue.style.pointerEvents = 'auto';
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    cue.style.pointerEvents = '';
    return hit === cue;
  });

test("the contact field's placeholder fits its box, from a 320 px phone to a laptop", async ({
  page,
}) => {
  // The smallest phone has the narrowest box (16 px text); from 640 px the field shares its row
  // with the name (14 px text).
  for (const viewport of [
    { width: 320, height: 568 },
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    const { dialog } = await openBooking(page, viewport);
    const contact = dialog.getByLabel('Email or Phone Number');
    const { text, room } = await contact.evaluate(async (input: HTMLInputElement) => {
      await document.fonts.ready;
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      return {
        text: context.measureText(input.placeholder).width,
        room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    const at = `at ${viewport.width} × ${viewport.height}`;
    expect(text, at).toBeGreaterThan(0);
    expect(text, at).toBeLessThanOrEqual(room);
  }
});

test('on a 1280 × 800 or 1280 × 720 screen the whole form fits the dialog, nothing to scroll', async ({
  page,
}) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1280, height: 720 },
  ]) {
    const { dialog, scroller } = await openBooking(page, viewport);
    const at = `at ${viewport.width} × ${viewport.height}`;
    expect(
      await scroller.evaluate((box) => box.scrollHeight - box.clientHeight),
      `hidden below ${at}`,
    ).toBeLessThanOrEqual(0);
    await expect(dialog.getByRole('button', { name: 'Continue to Payment' })).toBeInViewport({
      ratio: 1,
    });
    await expect(dialog.getByText(/^You pay securely on the next page/)).toBeInViewport({
      ratio: 1,
    });
    expect(await moreBelowShows(dialog), `the "more below" shadow ${at}`).toBe(false);
  }
});

test('where the form is taller than the dialog, a shadow at its bottom says more is below, until the end', async ({
  page,
}) => {
  // Phones upright and held sideways, where even Continue to Payment starts out of sight.
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 320, height: 568 },
    { width: 667, height: 375 },
  ]) {
    const { dialog, scroller } = await openBooking(page, viewport);
    const at = `at ${viewport.width} × ${viewport.height}`;
    await expect(dialog.getByRole('button', { name: 'Continue to Payment' })).not.toBeInViewport();
    expect(await moreBelowShows(dialog), `at the top ${at}`).toBe(true);
    const [cue, box] = await Promise.all([
      dialog.getByTestId('more-below').boundingBox(),
      scroller.boundingBox(),
    ]);
    expect(cue!.y + cue!.height, `on the bottom edge ${at}`).toBeCloseTo(box!.y + box!.height, 0);

    await scroller.evaluate((box) =>
      box.scrollTo({ top: (box.scrollHeight - box.clientHeight) / 2 }),
    );
    expect(await moreBelowShows(dialog), `halfway ${at}`).toBe(true);
    await scroller.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    expect(await moreBelowShows(dialog), `at the end ${at}`).toBe(false);
  }
});

test("the form's last line scrolls fully into view, clear of the dialog's edge", async ({
  page,
}) => {
  // The testers' laptop (1280 × 800), a shorter window and a phone: where the form is taller
  // than the dialog may be, scrolling to the end shows the note under Continue to Payment
  // whole, with the dialog's bottom padding (24 px) under it.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1280, height: 600 },
    { width: 375, height: 812 },
  ]) {
    const { dialog, scroller } = await openBooking(page, viewport);
    const note = dialog.getByText(/^You pay securely on the next page/);
    const scrolls = await scroller.evaluate((box) => {
      box.scrollTo({ top: box.scrollHeight });
      return box.scrollHeight > box.clientHeight;
    });
    if (viewport.height === 600) expect(scrolls, 'the form is taller than the dialog').toBe(true);
    await expect(note).toBeInViewport({ ratio: 1 });
    const [box, line] = await Promise.all([scroller.boundingBox(), note.boundingBox()]);
    expect(
      box!.y + box!.height - (line!.y + line!.height),
      `room under the note at ${viewport.width} × ${viewport.height}`,
    ).toBeGreaterThanOrEqual(23);
  }
});

test('on a phone held sideways the booking form scrolls under a close icon kept in reach', async ({
  page,
}) => {
  const { dialog } = await openBooking(page, { width: 740, height: 360 });
  const pay = dialog.getByRole('button', { name: 'Continue to Payment' });
  await pay.scrollIntoViewIfNeeded();
  await expect(pay).toBeInViewport();
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeInViewport();
  await close.click();
  await expect(dialog).toBeHidden();
});

test('the field a failed send focuses is not under the close icon on a phone', async ({ page }) => {
  const { dialog, scroller } = await openBooking(page, { width: 375, height: 667 });
  await scroller.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await continueToPayment(dialog);
  const contact = dialog.getByRole('textbox', { name: /Email or Phone Number/ });
  await expect(contact).toBeFocused();
  // Read once the box has scrolled to the field.
  let scrollTop = -1;
  await expect
    .poll(async () => {
      const before = scrollTop;
      scrollTop = await scroller.evaluate((box) => box.scrollTop);
      return scrollTop === before;
    })
    .toBe(true);
  const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!;
  const field = (await contact.boundingBox())!;
  // The field's top, with its 4 px focus outline, is below the icon (which sticks to the top).
  expect(field.y - 4).toBeGreaterThanOrEqual(close.y + close.height);
});

test('Tab from the close icon round to the first field brings that field into view', async ({
  page,
}) => {
  // At 200% text on a phone: the focus trap moves the focus round without scrolling, so the
  // Name field took the typing at the top of the form while the box stayed at its end.
  const { dialog, scroller } = await openBooking(page, { width: 375, height: 800 });
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  await dialog.getByRole('link', { name: 'Refund policy' }).focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  const name = dialog.getByRole('textbox', { name: 'Name (optional)' });
  await expect(name).toBeFocused();
  await expect
    .poll(async () => {
      const box = (await scroller.boundingBox())!;
      const field = (await name.boundingBox())!;
      return field.y >= box.y && field.y + field.height <= box.y + box.height;
    })
    .toBe(true);
});
