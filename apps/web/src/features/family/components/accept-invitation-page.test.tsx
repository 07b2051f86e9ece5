import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { AcceptInvitationPage } from './accept-invitation-page';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

describe('AcceptInvitationPage', () => {
  // The second click of a double click came before the button showed busy: refused (already
  // accepted), its error stayed on the page and the way to /family was lost.
  it('accepts once on a double click and goes on to the family page', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/preview')
        ? jsonResponse(200, { childFirstname: 'Sam', email: 'pat@example.com' })
        : jsonResponse(200, { message: 'Invitation accepted' }),
    );
    const onAccepted = vi.fn();
    renderWithProviders(
      <AcceptInvitationPage
        token="t0k3n"
        signedInEmail="Pat@Example.com"
        onAccepted={onAccepted}
        onSignOut={vi.fn()}
      />,
    );
    const button = await screen.findByRole('button', { name: 'Accept invitation' });
    // Both clicks before React draws the button busy, as a quick double click lands.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    const accepts = fetchMock.mock.calls.filter(([url]) => String(url).includes('/accept'));
    expect(accepts).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // Signed in as someone else, the page offered Accept, and only the click said the invitation
  // was for another address.
  it('says at once that another account is signed in, and signs it out', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { childFirstname: 'Sam', email: 'pat@example.com' }),
    );
    let signedOut = () => {};
    const onSignOut = vi.fn(() => new Promise<void>((resolve) => (signedOut = resolve)));
    renderWithProviders(
      <AcceptInvitationPage
        token="t0k3n"
        signedInEmail="sam@example.com"
        onAccepted={vi.fn()}
        onSignOut={onSignOut}
      />,
    );
    const notice = await screen.findByText(/This invitation was sent to another email address/);
    expect(notice.textContent).toContain('You are signed in as sam@example.com.');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Sign out' }).click());
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Signing out/ }).disabled).toBe(
      true,
    );
    await act(async () => signedOut());
  });
});
