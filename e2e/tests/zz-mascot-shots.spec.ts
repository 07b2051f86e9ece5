import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';

const dir = '/tmp/mascot-shots/';
async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `${dir}${name}.png`, fullPage, animations: 'disabled' });
  if (!fullPage) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const width = page.viewportSize()!.width;
  const step = width < 600 ? 1100 : 1400;
  for (let y = 0, part = 1; y < height; y += step, part += 1) {
    await page.screenshot({
      path: `${dir}${name}-part${part}.png`,
      fullPage: true,
      animations: 'disabled',
      clip: { x: 0, y, width, height: Math.min(step, height - y) },
    });
  }
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });
    test('pages', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('mascot')).toBeVisible();
      await page.waitForTimeout(600);
      await shoot(page, `landing-view-${width}`, false);
      await shoot(page, `landing-${width}`);
      await page.goto('/login');
      await expect(page.getByTestId('mascot').getByRole('status')).not.toHaveText('');
      await page.waitForTimeout(300);
      await shoot(page, `login-${width}`, false);
      await page.goto('/signup');
      await expect(page.getByTestId('mascot').getByRole('status')).not.toHaveText('');
      await page.waitForTimeout(300);
      await shoot(page, `signup-${width}`, false);
      await page.goto('/contact');
      await page.waitForTimeout(3000);
      await shoot(page, `contact-${width}`);
      await page.goto('/about');
      await page.waitForTimeout(500);
      await shoot(page, `about-${width}`);
      await signUpViaApi(page, newUser());
      await page.goto('/tests');
      await expect(page.getByText('Tests Page')).toBeVisible();
      await shoot(page, `tests-${width}`, false);
    });
  });
}

test.describe('poses', () => {
  test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
  test('welcome idle happy clapping sad crying', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/practice/algebra');
    const mascot = page.getByTestId('mascot');
    await expect(mascot).toHaveAttribute('data-emotion', 'welcome');
    await page.waitForTimeout(500);
    await mascot.screenshot({ path: `${dir}pose-welcome.png`, animations: 'disabled' });
    await expect(mascot).toHaveAttribute('data-emotion', 'idle');
    await page.waitForTimeout(600);
    await mascot.screenshot({ path: `${dir}pose-idle.png`, animations: 'disabled' });
    await page.screenshot({ path: `${dir}practice-1280.png`, animations: 'disabled' });
  });
});
