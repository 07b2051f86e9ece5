import { expect, test } from '@playwright/test';
import { signInAsTutor } from './tutor-hours';

// The tutor workspace's tabs lead to pages that start in one place: Availability, once a page of
// its own, kept its own margins and stood further right and lower than the others.

/** Each tab and its page's heading. */
const TABS = [
  ['Students', 'Students'],
  ['Sessions', 'Upcoming sessions'],
  ['Reports', 'Question reports'],
  ['Evaluations', 'Evaluations'],
  ['Results', 'Results'],
  ['Availability', 'Availability'],
] as const;

for (const width of [375, 1280]) {
  test(`at ${width} px every tab's page starts under the tabs, in one place`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsTutor(page);
    const tabs = page.getByRole('navigation', { name: 'Tutor workspace' });
    const starts = new Set<string>();
    for (const [tab, title] of TABS) {
      await tabs.getByRole('link', { name: tab, exact: true }).click();
      await expect(tabs.getByRole('link', { name: tab, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
      await expect(heading).toBeVisible();
      const [nav, box] = [(await tabs.boundingBox())!, (await heading.boundingBox())!];
      expect(Math.round(box.x), tab).toBe(Math.round(nav.x));
      const size = await heading.evaluate((h) => getComputedStyle(h).fontSize);
      starts.add(`${Math.round(box.y - nav.y - nav.height)} ${size}`);
    }
    expect([...starts]).toHaveLength(1);
  });
}
