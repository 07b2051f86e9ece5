import { expect, test, type Page } from '@playwright/test';
import { answerViaApi, newUser, signUpViaApi } from './helpers';

// The review's Question Details on a phone with text at 200% (WCAG 1.4.4 and 1.4.10).

/** How far the open details dialog's content runs past its box, sideways. */
const detailsSpill = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Question Details' })
    .evaluate(
      (dialog) => dialog.firstElementChild!.scrollWidth - dialog.firstElementChild!.clientWidth,
    );

const openDetails = async (page: Page) => {
  await page.goto('/previously-answered');
  await page.getByRole('list', { name: 'Answered questions' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Question Details' })).toBeVisible();
};

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpViaApi(page, newUser());
});

test('at 375 px and 200% text, a wrong choice’s labels stay inside Question Details', async ({
  page,
}) => {
  await answerViaApi(page, 'test-system-001', 'A', false);
  await openDetails(page);
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  const details = page.getByRole('dialog', { name: 'Question Details' });
  await expect(details.getByText('(Your Answer)')).toBeVisible();
  // "(Your Answer)" kept its one line beside the choice's letter and words: it ran 32 px past the
  // dialog's edge, and the dialog scrolled sideways.
  expect(await detailsSpill(page)).toBe(0);
  const [label, dialog] = [
    await details.getByText('(Your Answer)').boundingBox(),
    await details.boundingBox(),
  ];
  expect(label!.x + label!.width).toBeLessThanOrEqual(dialog!.x + dialog!.width);
});

test('at 375 px and 200% text, an answered card names its module and sub-module whole', async ({
  page,
}) => {
  await answerViaApi(page, 'test-wic-001', 'A', false);
  await page.goto('/previously-answered');
  const card = page.getByRole('list', { name: 'Answered questions' }).getByRole('listitem').first();
  await expect(card.getByText('SAT Reading and Writing')).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // Each was cut to one line with an ellipsis: "SAT Reading and Wri…", "Geometry and Tri…".
  for (const name of ['SAT Reading and Writing', 'Craft and Structure']) {
    const cut = await card
      .getByText(name, { exact: true })
      .evaluate((e) => e.scrollWidth - e.clientWidth);
    expect(cut, name).toBe(0);
  }
});
