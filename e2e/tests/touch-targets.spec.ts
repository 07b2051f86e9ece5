import { expect, test, type Locator, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { studentWithAnswers } from './review-helpers';

// On a phone or a touch tablet, every control a finger aims at takes a tap anywhere in the
// 44 × 44 px around it (Apple's HIG, WCAG 2.5.5), even where it is drawn smaller, and no
// neighbour's area takes part of it. Only a browser lays the page out, so only a browser can tell.
const MIN_TARGET = 44;

// A phone by its width alone; tablets, as wide as a laptop, by their touch screen (Chromium
// then reports a coarse pointer), upright and held sideways, in the wider screens' layouts.
const TOUCH_DEVICES = [
  { name: 'a phone', use: { viewport: { width: 375, height: 812 } } },
  {
    name: 'a touch tablet held upright',
    use: { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true },
  },
  {
    name: 'a large touch tablet held sideways',
    use: { viewport: { width: 1366, height: 1024 }, hasTouch: true, isMobile: true },
  },
];

/**
 * The points of the control's hit area, sampled over the larger of its box and 44 × 44 px
 * centred on it, where a tap would reach something else. The samples stay 2 px in from the
 * edges: the area drawn around a bordered control starts inside its 1 px border.
 */
async function missedTaps(target: Locator) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
  return target.evaluate((el, min) => {
    const box = el.getBoundingClientRect();
    const width = Math.max(box.width, min) - 4;
    const height = Math.max(box.height, min) - 4;
    const centreX = box.left + box.width / 2;
    const centreY = box.top + box.height / 2;
    const misses: string[] = [];
    for (const dx of [-0.5, 0, 0.5]) {
      for (const dy of [-0.5, 0, 0.5]) {
        const x = centreX + dx * width;
        const y = centreY + dy * height;
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === el || el.contains(hit))) continue;
        const where = `${Math.round(x - centreX)},${Math.round(y - centreY)} from the centre`;
        misses.push(`${where}: ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`);
      }
    }
    return misses;
  }, MIN_TARGET);
}

async function expectTouchTargets(page: Page, targets: Record<string, Locator>) {
  for (const [name, target] of Object.entries(targets)) {
    await expect(target, name).toBeVisible();
    // Polled: after the scroll, the mascot glides off the work it would cover (issue 35).
    await expect.soft
      .poll(() => missedTaps(target), { message: `taps around ${name}` })
      .toEqual([]);
  }
}

for (const device of TOUCH_DEVICES) {
  test.describe(`touch targets on ${device.name}`, () => {
    test.use(device.use);

    test('the top bar, the footer, the mascot and the booking dialog', async ({ page }) => {
      await page.goto('/');
      const account = page.getByRole('navigation', { name: 'Account' });
      const footer = page.getByRole('navigation', { name: 'Footer' });
      await expectTouchTargets(page, {
        Login: account.getByRole('link', { name: 'Login' }),
        'Sign Up': account.getByRole('link', { name: 'Sign Up' }),
        Pricing: footer.getByRole('link', { name: 'Pricing' }),
        Contact: footer.getByRole('link', { name: 'Contact' }),
        'About Us': footer.getByRole('link', { name: 'About Us' }),
        Terms: footer.getByRole('link', { name: 'Terms' }),
        Privacy: footer.getByRole('link', { name: 'Privacy' }),
        Refunds: footer.getByRole('link', { name: 'Refunds' }),
        'the mute switch': page
          .getByTestId('mascot')
          .getByRole('button', { name: 'Mute mascot voice' }),
      });

      await page.getByRole('button', { name: 'Book a session' }).click();
      const dialog = page.getByRole('dialog', { name: 'Book a Tutor Session' });
      await expectTouchTargets(page, {
        "the dialog's close icon": dialog.getByRole('button', { name: 'Close' }),
      });
    });

    test("the contact page's phone and email", async ({ page }) => {
      await page.goto('/contact');
      const details = page.getByRole('region', { name: 'Visit or call us' });
      await expectTouchTargets(page, {
        phone: details.locator('a[href^="tel:"]'),
        email: details.locator('a[href^="mailto:"]'),
      });
    });

    test("the practice page's back link and hint buttons", async ({ page }) => {
      await signUpViaApi(page, newUser());
      await page.goto('/practice/algebra');
      const hints = page.getByRole('region', { name: 'Hints', exact: true });
      await expectTouchTargets(page, {
        'All topics': page.getByRole('link', { name: 'All topics' }),
        'Show hint': hints.getByRole('button', { name: /^Show hint / }),
        'Show superhint': page
          .getByRole('region', { name: 'Superhints' })
          .getByRole('button', { name: /^Show superhint / }),
      });
      // Once a hint is shown, its heading folds the list, beside the button.
      await hints.getByRole('button', { name: /^Show hint / }).click();
      await expectTouchTargets(page, {
        'the Hints toggle': hints.getByRole('button', { name: 'Hints' }),
        'Show hint, with a hint shown': hints.getByRole('button', { name: /^Show hint / }),
      });
    });

    test("the review's pagination", async ({ page }) => {
      await studentWithAnswers(page);
      await page.goto('/previously-answered?limit=1&page=2');
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      await expect(pagination.getByRole('button', { name: /^Page / })).toHaveCount(3);
      await expectTouchTargets(page, {
        Previous: pagination.getByRole('button', { name: 'Previous' }),
        'Page 1': pagination.getByRole('button', { name: 'Page 1' }),
        'Page 2': pagination.getByRole('button', { name: 'Page 2' }),
        'Page 3': pagination.getByRole('button', { name: 'Page 3' }),
        Next: pagination.getByRole('button', { name: 'Next' }),
      });
    });
  });
}

test.describe('with a mouse on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test('small controls keep their drawn area: no larger box takes taps around them', async ({
    page,
  }) => {
    await page.goto('/');
    const login = page.getByRole('navigation', { name: 'Account' }).getByRole('link', {
      name: 'Login',
    });
    await expect(login).toBeVisible();
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(false);
    expect(await login.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none');
    expect(await missedTaps(login)).not.toEqual([]);
  });
});
