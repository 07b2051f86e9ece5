import { expect, test } from '@playwright/test';
import { answerViaApi, newUser, signUpViaApi } from './helpers';
import { serveEditedJson } from './edited-json';

// A figure as wide as the bank's graphs (518 × 464), its labels drawn 14 px high.
const FIGURE = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="518" height="464" viewBox="0 0 518 464">' +
    '<rect width="518" height="464" fill="#eef"/><text x="20" y="40" font-size="14">y</text></svg>',
).toString('base64')}`;

test('Question Details shows a figure at its own size on a desktop, and fits it on a phone', async ({
  page,
}) => {
  await signUpViaApi(page, newUser());
  await answerViaApi(page, 'test-system-001', 'C', true);
  // The test bank has no figures: the answered question gets one, in the list and in the
  // details its modal fetches.
  await serveEditedJson<{ questions: { imageUrl?: string }[] }>(
    page,
    '**/api/progress/answered-questions*',
    (body) => {
      body.questions[0]!.imageUrl = FIGURE;
    },
  );
  await serveEditedJson<Record<string, unknown>>(
    page,
    '**/api/progress/answered-questions/test-system-001',
    (details) => ({ ...details, imageUrl: FIGURE }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/previously-answered');
  await page.getByRole('list', { name: 'Answered questions' }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Question Details' });
  const figure = dialog.getByRole('img', { name: 'Figure for this question' });
  await expect(figure).toBeVisible();
  // Unscaled, so its labels stay as large as they were drawn.
  expect(await figure.evaluate((img: HTMLImageElement) => img.clientWidth)).toBe(518);

  await page.setViewportSize({ width: 375, height: 740 });
  // The narrower layout comes a frame or more after the resize: read it once it has.
  await expect
    .poll(() => figure.evaluate((img: HTMLImageElement) => img.clientWidth))
    .toBeLessThan(518);
  const [dialogBox, figureBox] = [await dialog.boundingBox(), await figure.boundingBox()];
  expect(figureBox!.x + figureBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
  // Shrunk there, it opens at its own size over the details; Escape closes only that.
  await dialog.getByRole('button', { name: 'Enlarge figure' }).click();
  const enlarged = page.getByRole('dialog', { name: 'Figure' });
  await expect(enlarged.getByRole('img', { name: 'Figure for this question' })).toHaveJSProperty(
    'clientWidth',
    518,
  );
  // Ready once it has taken focus: an Escape pressed while it still opens (seen on a busy
  // machine) reaches the details under it, which close with it.
  await expect
    .poll(() => enlarged.evaluate((box) => box.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(enlarged).toBeHidden();
  await expect(dialog).toBeVisible();
});
