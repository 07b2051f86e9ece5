import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi, userMenuButton } from './helpers';
import { boxOf, dragBy, figureOf, mascotOf, settledBoxOf, viewportOf } from './mascot';

test.describe('placement', () => {
  test('dragging with the mouse keeps it 10 px inside every edge', async ({ page }) => {
    await page.goto('/about');
    const mascot = mascotOf(page);
    await expect(mascot).toBeVisible();
    const viewport = await viewportOf(page);

    await dragBy(page, mascot, -3000, -3000);
    await expect.poll(() => boxOf(mascot)).toMatchObject({ x: 10, y: 10 });

    await dragBy(page, mascot, 3000, 3000);
    const box = await boxOf(mascot);
    expect(box.x + box.width).toBe(viewport.width - 10);
    expect(box.y + box.height).toBe(viewport.height - 10);

    // Moved by a drag, not only pushed against the edges: a short drag moves it that far.
    await dragBy(page, mascot, -200, -150);
    await expect.poll(() => boxOf(mascot)).toMatchObject({ x: box.x - 200, y: box.y - 150 });
  });

  test('moves with the arrow keys when focused, also kept inside', async ({ page }) => {
    await page.goto('/about');
    const mascot = mascotOf(page);
    const figure = figureOf(mascot);
    await expect(figure).toBeVisible();
    const before = await settledBoxOf(mascot);
    await figure.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => boxOf(mascot)).toMatchObject({ x: before.x - 10, y: before.y + 10 });
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('Shift+ArrowUp');
    await expect.poll(async () => (await boxOf(mascot)).y).toBe(10);
  });

  test('stands still, in every pose, when reduced motion is asked for', async ({ page }) => {
    const bodyAnimation = () =>
      page.evaluate(() => {
        const body = document.querySelector('[data-testid="mascot"] .mascot-body');
        return body ? getComputedStyle(body).animationName : null;
      });
    await page.goto('/about');
    await expect.poll(bodyAnimation).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(bodyAnimation).toBe('none');
  });

  test('is sized by screen class and kept inside the viewport on resize', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const mascot = mascotOf(page);
    await expect.poll(() => boxOf(mascot)).toMatchObject({ width: 180, height: 225 });
    await dragBy(page, mascot, -3000, 3000);

    await page.setViewportSize({ width: 375, height: 667 });
    await expect.poll(() => boxOf(mascot)).toMatchObject({ width: 80, height: 100 });
    const viewport = await viewportOf(page);
    const box = await boxOf(mascot);
    expect(box.x).toBe(10);
    expect(box.y + box.height).toBe(viewport.height - 10);

    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => boxOf(mascot)).toMatchObject({ width: 100, height: 125 });
  });

  test('starts clear of the launch offer on /pricing at every screen class', async ({ page }) => {
    await page.goto('/pricing');
    const mascot = mascotOf(page);
    const offer = page.getByText('SPECIAL LAUNCH OFFER: 25% OFF ALL PLANS');
    for (const width of [375, 640, 700, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const figure = await settledBoxOf(mascot);
      // The words themselves, not the banner's box, which runs under the mascot by design.
      const words = await offer.evaluate((banner) => {
        const range = document.createRange();
        range.selectNodeContents(banner);
        return [...range.getClientRects()].map(({ x, y, width, height }) => ({
          x,
          y,
          width,
          height,
        }));
      });
      expect(words.length).toBeGreaterThan(0);
      for (const line of words) {
        const apart =
          line.x + line.width <= figure.x ||
          figure.x + figure.width <= line.x ||
          line.y + line.height <= figure.y ||
          figure.y + figure.height <= line.y;
        expect(apart, `at ${width} px the mascot covers "${await offer.textContent()}"`).toBe(true);
      }
    }
  });

  test('stands still at one place on the login page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    const mascot = mascotOf(page);
    await expect.poll(() => boxOf(mascot)).toMatchObject({ width: 100, height: 125, y: 96 });
    const before = await boxOf(mascot);
    await dragBy(page, mascot, -300, 200);
    expect(await boxOf(mascot)).toEqual(before);
  });

  test('steps down below the open user menu and back up when it closes', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/');
    const mascot = mascotOf(page);
    await expect(mascot).toBeVisible();
    const before = await settledBoxOf(mascot);

    await userMenuButton(page).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const menuBox = await boxOf(menu);
    await expect
      .poll(async () => (await boxOf(mascot)).y)
      .toBeGreaterThan(menuBox.y + menuBox.height);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect.poll(async () => (await boxOf(mascot)).y).toBe(before.y);
  });
});
