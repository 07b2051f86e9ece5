import { expect, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { linkIn, waitForMail } from './mailbox';

/** A mutating call from `page`, with the same-origin header a browser would send. */
export const postJson = (page: Page, url: string, data: unknown) =>
  page.request.post(url, { data, headers: { Origin: new URL(page.url()).origin } });

/**
 * The student signed in on `page` invites a parent, Pat Rivera, who signs up on `parentPage` (a
 * browser of their own) and accepts the mailed invitation: through the API, as the pages do it.
 */
export async function linkParent(
  page: Page,
  parentPage: Page,
  baseURL: string,
  { verified = true } = {},
) {
  const parent = newUser({ firstname: 'Pat', lastname: 'Rivera' });
  parent.email = parent.email.replace('student-', 'parent-');
  const invited = await postJson(page, '/api/profile/family-access', { email: parent.email });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail(baseURL, parent.email, /invites you to follow/);
  const token = new URL(linkIn(mail, '/family/accept')).searchParams.get('token');
  await signUpViaApi(parentPage, parent, { verified });
  const accepted = await postJson(parentPage, '/api/family/invitations/accept', { token });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return parent;
}
