import { expect, test } from '@playwright/test';

// How the booking dialog sits on screens from a small phone to a laptop: only a browser lays
// it out.

test("on a phone the contact field's placeholder fits its box", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Book a session' }).click();
  const contact = page
    .getByRole('dialog', { name: 'Book a Tutor Session' })
    .getByLabel('Email or Phone Number');
  await expect(contact).toBeVisible();
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
  expect(text).toBeGreaterThan(0);
  expect(text).toBeLessThanOrEqual(room);
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
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('button', { name: 'Book a session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Tutor Session' });
    const note = dialog.getByText(/^You pay securely on the next page\./);
    await expect(note).toBeAttached();
    // The scrolling box holds the close icon, which sticks to its top.
    const scroller = dialog.getByRole('button', { name: 'Close' }).locator('xpath=..');
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
  await page.setViewportSize({ width: 740, height: 360 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Book a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Tutor Session' });
  const pay = dialog.getByRole('button', { name: 'Continue to Payment' });
  await pay.scrollIntoViewIfNeeded();
  await expect(pay).toBeInViewport();
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeInViewport();
  await close.click();
  await expect(dialog).toBeHidden();
});
