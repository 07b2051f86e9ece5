import { expect } from '@playwright/test';
import { answerViaApi, newUser, signUpViaApi, userMenuButton } from './helpers';
import { linkIn, waitForMail } from './mailbox';
import { test } from './other-browser';
import { shootBothWidths } from './screenshots';
import { continueToPayment } from './booking-helpers';

// Issue 38, parents: a student invites a parent from /profile, the parent signs up through the
// mailed link and sees the child's progress on /family; the student revokes and the parent's
// page is empty at once.
const SHOTS = process.env.FAMILY_SHOTS_DIR;

test('a parent follows the invitation, sees the child’s progress; revoked, sees nothing', async ({
  page,
  otherBrowser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const student = newUser({ firstname: 'Sam', lastname: 'Rivera' });
  await signUpViaApi(page, student);
  await page.goto('/');
  await answerViaApi(page, 'test-linear-001', 'B', true);
  await answerViaApi(page, 'test-system-002', '6', false);

  await page.goto('/profile');
  const share = page.getByRole('region', { name: 'Share my progress' });
  const parent = newUser({ firstname: 'Pat', lastname: 'Rivera' });
  parent.email = parent.email.replace('student-', 'parent-');
  await share.getByLabel('Parent’s email').fill(parent.email);
  await share.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${parent.email}`)).toBeVisible();
  const who = share.getByRole('list', { name: 'Who can see my progress' });
  await expect(who).toContainText(parent.email);
  await expect(who).toContainText('not accepted yet');
  await shootBothWidths(page, SHOTS, 'profile-share');

  const mail = await waitForMail(
    baseURL!,
    parent.email,
    /invites you to follow their SAT practice/,
  );
  const link = linkIn(mail, '/family/accept');
  // Opened where Sam is signed in: said at once, with no Accept that could only be refused.
  await page.goto(link);
  await expect(page.getByText(/^You are signed in as .* Sign in with that address/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await shootBothWidths(page, SHOTS, 'accept-other-account');

  const parentPage = await otherBrowser();
  await parentPage.goto(link);
  await expect(parentPage.getByRole('heading', { name: 'Follow Sam’s progress' })).toBeVisible();
  await shootBothWidths(parentPage, SHOTS, 'accept-signed-out');
  // Through Sign in, for a parent who thought they had an account: the invitation goes along.
  await parentPage.getByRole('link', { name: 'Sign in' }).click();
  await parentPage.getByRole('link', { name: 'Create an account' }).click();
  await parentPage.getByLabel('First name').fill(parent.firstname);
  await parentPage.getByLabel('Last name').fill(parent.lastname);
  // The invitation's address is filled in, and the invitation verifies it.
  await expect(parentPage.getByLabel('Email')).toHaveValue(parent.email);
  await parentPage.getByLabel('Password', { exact: true }).fill(parent.password);
  await parentPage.getByRole('button', { name: 'Create account' }).click();

  await expect(parentPage).toHaveURL(/\/family\/accept\?token=/);
  await expect(parentPage.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
  await expect(parentPage.getByLabel('Email verification')).toHaveCount(0);
  await parentPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(parentPage).toHaveURL(/\/family$/);
  // The parent's home leads back here first thing.
  await parentPage.goto('/');
  await parentPage.getByRole('link', { name: /^Your family/ }).click();
  await expect(parentPage).toHaveURL(/\/family$/);
  const child = parentPage.getByRole('region', { name: 'Sam Rivera' });
  await expect(child.getByText('No plan: only the free trial questions')).toBeVisible();
  await expect(child.getByText('No tutor session booked.')).toBeVisible();
  // The child's own dashboard, read-only: their numbers, named for them, without Practice.
  await expect(child.getByRole('heading', { name: "Sam's weakest concepts" })).toBeVisible();
  await expect(child.getByText('Systems of Linear Equations').first()).toBeVisible();
  await expect(child.getByRole('link', { name: /^Practice/ })).toHaveCount(0);
  await shootBothWidths(parentPage, SHOTS, 'family');
  // The parent, who often books the test, sets Sam's SAT goal; Sam's home reads it.
  await child.getByRole('button', { name: 'Set goal for Sam' }).click();
  await child.getByLabel('Target score').fill('1300');
  await child.getByRole('button', { name: 'Save goal' }).click();
  await expect(child.getByText(/Target 1300 · test date not booked yet/)).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your SAT goal' })).toContainText('1300');
  await page.goto('/profile');
  // The account is a parent's now: its menu leads to /family first.
  await userMenuButton(parentPage).click();
  await expect(parentPage.getByRole('menuitem').first()).toHaveText('Family');
  await parentPage.keyboard.press('Escape');

  // The parent books a session for the child: the modal knows both, the booking is the child's.
  await child.getByRole('button', { name: 'Book a session for Sam' }).click();
  const dialog = parentPage.getByRole('dialog', { name: 'Book a Tutor Session' });
  await expect(dialog.getByText(/the sessions go on Sam Rivera’s account/)).toBeVisible();
  await expect(dialog.getByLabel('Name (optional)')).toHaveValue('Pat Rivera');
  await expect(dialog.getByLabel('Email or Phone Number')).toHaveValue(parent.email);
  await shootBothWidths(parentPage, SHOTS, 'family-booking');
  await continueToPayment(dialog);
  await expect(parentPage).toHaveURL(/\/api\/payments\/local-checkout\//);
  // Left without paying: back on /family, the form open again for the same child.
  await parentPage.getByRole('button', { name: 'Cancel' }).click();
  await expect(parentPage).toHaveURL(/\/family$/);
  await expect(dialog.getByText(/no payment was taken and nothing was booked/)).toBeVisible();
  await expect(dialog.getByText(/the sessions go on Sam Rivera’s account/)).toBeVisible();
  await continueToPayment(dialog);
  await expect(parentPage).toHaveURL(/\/api\/payments\/local-checkout\//);
  // The checkout and the success page name the child beside the parent who pays.
  await expect(parentPage.getByText(/^For Sam Rivera, with Dr\. Maya Okafor/)).toBeVisible();
  await parentPage.getByRole('button', { name: /^Pay / }).click();
  await expect(parentPage).toHaveURL(/\/scheduling\/success\?session_id=/);
  await expect(parentPage.getByText('For', { exact: true })).toBeVisible();
  await expect(parentPage.getByText('Sam Rivera', { exact: true })).toBeVisible();
  await expect(parentPage.getByText(/schedule Sam Rivera’s session\.$/)).toBeVisible();
  await shootBothWidths(parentPage, SHOTS, 'family-booking-success');
  await parentPage.goto('/family');
  // Booked without choosing times: the paid booking, and no session time yet.
  await expect(child.getByText('No session time coming up.')).toBeVisible();
  await expect(child.getByText(/^TS-\w+ · 1 session · paid \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await shootBothWidths(parentPage, SHOTS, 'family-sessions');

  await page.reload();
  await expect(who).toContainText('Pat Rivera');
  await share.getByRole('button', { name: 'Revoke access of Pat Rivera' }).click();
  await share.getByRole('button', { name: 'Yes, stop sharing' }).click();
  await expect(share.getByText('Nobody can see your progress yet.')).toBeVisible();

  await parentPage.reload();
  await expect(
    parentPage.getByText('No student shares their progress with you yet.', { exact: false }),
  ).toBeVisible();
});

test('the digest opt-out page answers a link that is not genuine', async ({ page }) => {
  await page.goto(
    `/family/digest-opt-out?parent=00000000-0000-4000-8000-000000000000&sig=${'A'.repeat(43)}`,
  );
  await expect(page.getByRole('alert')).toHaveText('This link is not valid.');
  await shootBothWidths(page, SHOTS, 'opt-out-invalid');
});

test('the digest opt-out page keeps a link cut short as it came', async ({ page }) => {
  await page.goto('/family/digest-opt-out?token=x');
  await expect(page.getByRole('alert')).toHaveText('This link is not valid.');
  // Its missing keys were written back empty, as `?parent=&sig=`.
  expect(new URL(page.url()).search).not.toContain('parent');
});

test('a student whose address is not verified is asked to verify it before sharing', async ({
  page,
}) => {
  await signUpViaApi(page, newUser(), { verified: false });
  await page.goto('/profile');
  const share = page.getByRole('region', { name: 'Share my progress' });
  // Said before an address is typed in vain, and again when sending is refused.
  await expect(
    share.getByText('Verify your email address before you share your progress.'),
  ).toBeVisible();
  await share.getByLabel('Parent’s email').fill(newUser().email.replace('student-', 'parent-'));
  await share.getByRole('button', { name: 'Send invitation' }).click();
  await expect(share.getByRole('alert')).toHaveText(
    'Verify your email address before you share your progress.',
  );
  await share.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('We sent you a new verification link.')).toBeVisible();
  await expect(share.getByText('Nobody can see your progress yet.')).toBeVisible();
});
