import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

// What the booking specs do with the form, read from mails and take pictures of.

/** The ICS parts of a raw mail, decoded (nodemailer sends text/calendar as base64 or QP). */
export function invitesIn(raw: string) {
  const parts = raw.split(/\r?\n--/).filter((p) => /Content-Type: text\/calendar/i.test(p));
  return parts.map((part) => {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    const content = body.join('\n\n');
    return /base64/i.test(head)
      ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
      : content
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  });
}

/** The billing history, then the whole page, at both widths the design is checked at. */
export async function shootBilling(page: Page, billing: Locator, testInfo: TestInfo, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await billing.screenshot({ path: testInfo.outputPath(`${name}-billing-${width}.png`) });
    await page.screenshot({
      path: testInfo.outputPath(`${name}-page-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Continue to Payment once the form has read the tutor's free times: until then it asks for a
 * time for each session (it used to book without any), so a click while they load books nothing.
 */
export async function continueToPayment(dialog: Locator) {
  await expect(dialog.getByText('Loading free times...')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
}
