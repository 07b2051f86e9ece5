import { expect, type Locator, type Page } from '@playwright/test';
import { linkParent } from './family-link';
import { newUser, signUpViaApi } from './helpers';
import { test } from './other-browser';
import { boxOf, overlap, textBox } from './text-boxes';

// /profile on a phone with text at 200% (WCAG 1.4.4, the root's font size doubled).

test('at 375 px and 200% text, the profile’s name keeps its words whole', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser({ firstname: 'Maximiliana', lastname: 'Lovelace' }));
  await page.goto('/profile');
  const name = page.getByRole('heading', { name: 'Maximiliana Lovelace' });
  await expect(name).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // The name kept its line beside the initial's circle, 110 px wide: "Maxi" over "milian" over
  // "a". Each word now takes one line.
  const linesOfEachWord = await name.evaluate((heading) =>
    [...heading.childNodes].flatMap((text) =>
      [...text.textContent!.matchAll(/\S+/g)].map((word) => {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    ),
  );
  expect(linesOfEachWord).toEqual([1, 1]);
});

test('at 375 px and 200% text, the test time choices keep their radios whole', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser());
  await page.goto('/profile');
  const radios = page.getByRole('group', { name: /Time on every module/ }).getByRole('radio');
  await expect(radios).toHaveCount(3);
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // Beside a label of two lines a radio gave up its width: 20 px for "Time and a half (1.5×)",
  // 28 for "Standard time", against 32 (1rem).
  const widths = await radios.evaluateAll((inputs) =>
    inputs.map((input) => input.getBoundingClientRect().width),
  );
  expect(widths).toEqual([32, 32, 32]);
});

test('at 375 px and 200% text, a change of address waiting for its link stays on the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const user = newUser();
  await signUpViaApi(page, user);
  const asked = await page.request.post('/api/auth/change-email', {
    data: { newEmail: `new-${user.email}`, password: user.password },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(asked.status()).toBe(200);
  await page.goto('/profile');
  const waiting = page.getByText(/^We sent a link to new-/);
  await expect(waiting).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // The notice's sentence was as wide as the new address, one word, and ran 200 px off the
  // screen, the page scrolling sideways with it.
  const right = await waiting.evaluate((text) => text.getBoundingClientRect().right);
  expect(right).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
});

/** Whether a list row's lines of text keep inside the row and clear of its button. */
async function expectLinesClearOfButton(row: Locator, button: string | RegExp) {
  const [rowBox, buttonBox] = [
    await boxOf(row),
    await boxOf(row.getByRole('button', { name: button })),
  ];
  for (const line of await row.locator('p').all()) {
    const text = await textBox(line);
    expect(overlap(text, buttonBox), await line.innerText()).toBe(false);
    expect(text.right, await line.innerText()).toBeLessThanOrEqual(rowBox.right);
  }
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('at 360 px and 200% text, a parent who follows the student reads whole beside Revoke', async ({
  page,
  otherBrowser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUpViaApi(page, newUser());
  const parent = await linkParent(page, await otherBrowser(), baseURL!);
  await page.goto('/profile');
  const row = page
    .getByRole('list', { name: 'Who can see my progress' })
    .getByRole('listitem')
    .filter({ hasText: parent.email });
  await expect(row).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // The name and the address kept a 73 px column beside Revoke: "Pat Rivera" broke inside its
  // words, and the address ran 90 px past the screen, which scrolled sideways.
  await expectLinesClearOfButton(row, `Revoke access of ${parent.firstname} ${parent.lastname}`);
  expect(await pageWidth(page)).toBe(360);
});

test('at 375 px and 200% text, another signed-in device reads whole beside Sign out', async ({
  page,
  otherBrowser,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const user = newUser();
  await signUpViaApi(page, user);
  const phone = await otherBrowser();
  const signedIn = await phone.request.post(new URL('/api/auth/login', page.url()).href, {
    data: { email: user.email, password: user.password },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await page.goto('/profile');
  const row = page
    .getByRole('list', { name: 'Signed-in devices' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Sign out / }) });
  await expect(row).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // The device and its times kept a 12 px column beside Sign out: "Last active Dec 7, 2026" a
  // word a line, drawn across the button.
  await expectLinesClearOfButton(row, /^Sign out /);
  expect(await pageWidth(page)).toBe(375);
});

test('at 360 px and 200% text, “Test accommodations” keeps inside its card', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUpViaApi(page, newUser());
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Test accommodations' });
  await expect(card).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // "accommodations" was 267 px in a 246 px box and ran into the card's padding.
  const contentRight = await card.evaluate((section) => {
    const style = getComputedStyle(section);
    const inset = parseFloat(style.paddingRight) + parseFloat(style.borderRightWidth);
    return section.getBoundingClientRect().right - inset;
  });
  const title = card.getByRole('heading', { name: 'Test accommodations' });
  expect((await textBox(title)).right).toBeLessThanOrEqual(contentRight);
});

test('at 360 px and 200% text, the home greets the profile’s name with the comma after “Welcome”', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUpViaApi(page, newUser({ firstname: 'Patricia' }));
  await page.goto('/');
  const heading = page.getByRole('heading', { name: 'Welcome, Patricia!' });
  await expect(heading).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // It broke as "Welcome" / ", Patricia!": a line began with the comma.
  const lines = await heading.evaluate((h1) => {
    const range = document.createRange();
    const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
    const tops = new Map<number, string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent!.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getClientRects()[0]?.top ?? NaN);
        tops.set(top, (tops.get(top) ?? '') + node.textContent![i]);
      }
    }
    // The space where a line breaks is drawn on neither line.
    return [...tops.values()].map((line) => line.trim()).filter(Boolean);
  });
  expect(lines).toEqual(['Welcome,', 'Patricia!']);
});
