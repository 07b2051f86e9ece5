import { expect, test } from '@playwright/test';

const dir = '/tmp/mascot-shots/';
test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
test('poses', async ({ page }) => {
  await page.goto('/about');
  const mascot = page.getByTestId('mascot');
  await expect(mascot).toBeVisible();
  await page.waitForTimeout(3000);
  const info = await page.evaluate(() => {
    const svg = document.querySelector('.mascot-figure')!;
    svg.setAttribute('data-pose', 'welcome');
    const arm = document.querySelector('.mascot-arm-right')!;
    return [svg.getAttribute('data-pose'), getComputedStyle(arm).transform, document.styleSheets.length, [...document.styleSheets].map(s => s.href)];
  });
  console.log(JSON.stringify(info));
  for (const pose of ['idle', 'welcome', 'happy', 'clapping', 'sad', 'crying']) {
    await page.evaluate((p) => document.querySelector('.mascot-figure')!.setAttribute('data-pose', p), pose);
    await page.waitForTimeout(700);
    await mascot.screenshot({ path: `${dir}pose-${pose}.png` });
  }
});
