import { expect, test } from '@playwright/test';
import { TUTOR_ACCOUNT } from '../tutor-account';
import { logInViaUi, newUser, signUpViaApi, userMenuButton } from './helpers';
import {
  boxOf,
  controlsUnderMascot,
  dragBy,
  expectNothingUnderMascotScrolling,
  expectNothingUnderMascotSpot,
  figureOf,
  mascotOf,
  settledBoxOf,
  viewportOf,
} from './mascot';

// Motion as most students see it (the config asks for reduced motion elsewhere).
test.use({ reducedMotion: 'no-preference' });

test.describe('placement', () => {
  test('dragging with the mouse keeps it 10 px inside every edge', async ({ page }) => {
    // A page with its corners free: let go over a title or a control, it steps off it.
    await page.goto('/no-such-page');
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

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 760 } });

    test('dragging with a finger moves it and keeps it 10 px inside', async ({ page }) => {
      // Its corners free, as below: /about's contact details keep it off its lower left.
      await page.goto('/no-such-page');
      const mascot = mascotOf(page);
      await expect(figureOf(mascot)).toBeVisible();
      const start = await settledBoxOf(mascot);
      const touch = await page.context().newCDPSession(page);
      const swipe = async (dx: number, dy: number) => {
        const box = await boxOf(figureOf(mascot));
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        const point = (step: number) => [{ x: x + (dx * step) / 10, y: y + (dy * step) / 10 }];
        await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
        for (let step = 1; step <= 10; step++) {
          await touch.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: point(step),
          });
        }
        await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };

      // Into the free lower half of the page: let go over its words, it would step off them.
      await swipe(-120, 350);
      await expect.poll(() => boxOf(mascot)).toMatchObject({ x: start.x - 120, y: start.y + 350 });
      await swipe(-3000, 3000);
      const viewport = await viewportOf(page);
      await expect.poll(() => boxOf(mascot)).toMatchObject({ x: 10 });
      const box = await boxOf(mascot);
      expect(box.y + box.height).toBe(viewport.height - 10);
    });
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

  test('is sized by screen class and kept inside the viewport on resize', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/no-such-page');
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

    // Each breakpoint belongs to the larger class, as a CSS min-width query does.
    for (const [width, size] of [
      [639, { width: 80, height: 100 }],
      [640, { width: 100, height: 125 }],
      [1023, { width: 100, height: 125 }],
      [1024, { width: 180, height: 225 }],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => boxOf(mascot), `at ${width} px`).toMatchObject(size);
    }
  });

  // Where it starts (SPEC: right 40, top 96) is where pages open with their heading: the page's
  // words and controls keep clear of that spot on phones, tablets and desktops, also from 1024
  // px, where the mascot is large and the page's margins are narrow (up to about 1544 px for
  // content as wide as the page).
  const WIDTHS = [375, 700, 1024, 1152, 1280, 1440];
  // /about stands for the information pages, which share its header.
  const PAGES_SIGNED_OUT = ['/', '/pricing', '/about', '/evaluation', '/no-such-page'];
  const PAGES_SIGNED_IN = ['/', '/practice', '/profile', '/subscription', '/previously-answered'];

  test.describe('where it starts', () => {
    // Its size changes with the screen class at once, without the transition.
    test.use({ reducedMotion: 'reduce' });
    // Five to seven pages at six widths each.
    test.setTimeout(90_000);

    test('starts clear of the words and controls on every page, signed out', async ({ page }) => {
      for (const path of PAGES_SIGNED_OUT) await expectNothingUnderMascotSpot(page, path, WIDTHS);
    });

    test('starts clear of the words and controls on every page, signed in', async ({ page }) => {
      await signUpViaApi(page, newUser());
      for (const path of PAGES_SIGNED_IN) await expectNothingUnderMascotSpot(page, path, WIDTHS);
      await expectNothingUnderMascotSpot(page, '/practice/algebra', WIDTHS);
      // A topic name long enough to reach the mascot's spot on a phone, and an empty state whose
      // trial notice the mascot once stepped onto from 1024 px.
      await expectNothingUnderMascotSpot(page, '/practice/geometry-trigonometry', WIDTHS);
    });
  });

  // It stood on what the pages had not marked as work: the plan cards' Choose buttons, the
  // home's Manage subscription, a device's Sign out on the profile and, scrolled, on titles and
  // the progress page's totals; on a phone's sign-in form its mute switch took the taps meant
  // for Show password.
  test.describe('scrolled through a page, it covers no control, title or alert in sight', () => {
    test.setTimeout(150_000);

    test('signed out: the pricing page, and the sign-in forms on a phone', async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 700 });
        await page.goto('/pricing');
        await expectNothingUnderMascotScrolling(page, `/pricing at ${width} px`);
      }
      // A short phone screen, with every field's error showing.
      await page.setViewportSize({ width: 375, height: 480 });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNothingUnderMascotScrolling(page, '/login at 375 px');
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNothingUnderMascotScrolling(page, '/signup at 375 px');
    });

    test('signed in with a plan, on two devices: home, plan page, profile, progress', async ({
      page,
    }) => {
      const user = newUser();
      await signUpViaApi(page, user);
      await page.goto('/subscription');
      await page.getByRole('tab', { name: 'Subscription' }).click();
      await page.getByRole('button', { name: 'Choose Monthly' }).click();
      await page.getByRole('button', { name: 'Pay $10.49' }).click();
      await expect(page.getByRole('heading', { name: 'Subscription activated!' })).toBeVisible();
      // Signed in again: the first session is another device, with its Sign out button.
      const origin = { Origin: new URL(page.url()).origin };
      const login = await page.request.post('/api/auth/login', { data: user, headers: origin });
      expect(login.status(), await login.text()).toBe(200);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 700 });
        for (const path of ['/', '/subscription', '/profile', '/progress']) {
          await page.goto(path);
          await expectNothingUnderMascotScrolling(page, `${path} at ${width} px`);
        }
      }
    });
  });

  // The brief's Print button stood at the start spot with no room left on the screen: the mascot
  // parked there and took its clicks.
  test('leaves the Print button of the session brief to the tutor', async ({ page }) => {
    const student = newUser({ lastname: `Brief${Date.now().toString(36)}` });
    await signUpViaApi(page, student, { signedIn: false });
    await page.goto('/login?redirect=/tutor');
    await logInViaUi(page, TUTOR_ACCOUNT.email, TUTOR_ACCOUNT.password);
    await page.getByLabel('Search students').fill(student.lastname);
    await page.getByRole('link', { name: new RegExp(student.lastname) }).click();
    await page.getByRole('link', { name: 'Session brief' }).click();
    const print = page.getByRole('button', { name: 'Print' });
    for (const width of [375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await settledBoxOf(mascotOf(page));
      expect.soft(await controlsUnderMascot(page), `at ${width} px`).toEqual([]);
      const box = await boxOf(print);
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent,
        { x: box.x + box.width - 4, y: box.y + box.height / 2 },
      );
      expect.soft(hit, `what takes a click on Print at ${width} px`).toBe('Print');
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
    // Where the form fills a narrow screen: the mobile size, just under the top bar (decision 006).
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => boxOf(mascot)).toMatchObject({ width: 80, height: 100, y: 74 });
  });

  // It used to step down below the open menu, onto the home's goal card (1280 px) and topic
  // cards (375 px); out of sight for want of room, it came back into sight there.
  for (const width of [1280, 375]) {
    test(`holds still under the open user menu, and Escape leaves the page where it was (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signUpViaApi(page, newUser());
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
      const mascot = mascotOf(page);
      const before = await settledBoxOf(mascot);
      const shown = () => mascot.evaluate((el) => getComputedStyle(el).visibility);
      const shownBefore = await shown();
      const scrolledTo = await page.evaluate(() => scrollY);

      // Clicked where it is, as a hand does: Playwright's click would scroll it into view first.
      const trigger = await boxOf(userMenuButton(page));
      await page.mouse.click(trigger.x + trigger.width / 2, trigger.y + trigger.height / 2);
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      expect(await settledBoxOf(mascot)).toEqual(before);
      expect(await shown()).toBe(shownBefore);
      expect(await controlsUnderMascot(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(userMenuButton(page)).toBeFocused();
      expect(await page.evaluate(() => scrollY)).toBe(scrolledTo);
    });
  }

  test('on a phone held sideways, with no room below the open menu, stays under it', async ({
    page,
  }) => {
    await signUpViaApi(page, newUser());
    await page.setViewportSize({ width: 740, height: 360 });
    await page.goto('/');
    await expect(mascotOf(page)).toBeVisible();
    await userMenuButton(page).click();
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    await expect(signOut).toBeVisible();
    // The menu is taller than the screen: it scrolls to its last row.
    await signOut.scrollIntoViewIfNeeded();
    // Every point of the menu's last row is the menu's, the mascot's corner included.
    const row = await boxOf(signOut);
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="menuitem"]')?.textContent,
      { x: row.x + row.width - 4, y: row.y + row.height / 2 },
    );
    expect(hit).toContain('Sign out');
  });
});
