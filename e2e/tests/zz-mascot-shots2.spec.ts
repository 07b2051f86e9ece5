import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi, userMenuButton } from './helpers';

const dir = '/tmp/mascot-shots/';
for (const [width, height] of [[375, 812], [768, 1000], [1280, 900]]) {
  test(`views at ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await expect(page.getByTestId('mascot')).toBeVisible();
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `${dir}v-landing-${width}.png` });
    await page.getByRole('region', { name: 'Tutoring and evaluation' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}v-offers-${width}.png` });
    await page.goto('/signup');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}v-signup-${width}.png` });
    await signUpViaApi(page, newUser());
    await page.goto('/tests');
    await page.waitForTimeout(3000);
    await userMenuButton(page).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${dir}v-menu-${width}.png` });
  });
}
