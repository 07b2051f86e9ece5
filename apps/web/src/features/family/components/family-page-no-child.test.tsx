import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { familyMessages } from '@academy/shared/family';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ada } from '../../../test/users';
import { answerWith, answerWithPayment, renderFamilyPage } from './family-page-test-kit';

describe('FamilyPage without a child', () => {
  it('keeps the billing of a parent no child shares with any more', async () => {
    answerWithPayment('Yearly plan', 9300, []);
    renderFamilyPage();
    expect(await screen.findByText(/No student shares their progress with you yet/)).toBeTruthy();
    const row = (await screen.findByText('Yearly plan')).closest('tr')!;
    expect(within(row).getByText('For Sam')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update card' })).toBeTruthy();
  });

  it('shows no billing to a parent who never paid', async () => {
    answerWith([]);
    renderFamilyPage();
    expect(await screen.findByText(/No student shares their progress with you yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update card' })).toBeNull();
    expect(screen.queryByText('Billing history')).toBeNull();
  });

  // A student's /family made the page's parent-only calls, three 403s in the browser's console,
  // before it said whom it is for.
  it("tells a student the page is for parents without calling the parents' endpoints", async () => {
    const fetchMock = mockFetch().mockImplementation(async () =>
      jsonResponse(403, { message: 'Your account does not have access to this page' }),
    );
    renderFamilyPage(undefined, ada);
    expect(await screen.findByText(familyMessages.parentsOnly)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Family' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // The role the browser holds may be older than the server's: the server's 403 says it too.
  it('tells an account that is not a parent how a parent gets here, with nothing to retry', async () => {
    mockFetch().mockImplementation(async () =>
      jsonResponse(403, { message: 'Your account does not have access to this page' }),
    );
    renderFamilyPage();
    expect(await screen.findByText(familyMessages.parentsOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
