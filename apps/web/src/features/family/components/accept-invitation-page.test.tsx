import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { familyMessages } from '@academy/shared/family';
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

  it('gives the focus to the next step once signed out, not to the page', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { childFirstname: 'Sam', email: 'pat@example.com' }),
    );
    // The page as its route shows it: signed out, the address is gone and so is the cache, so
    // the invitation is read again before the next step shows.
    function SignedInAsSam() {
      const [email, setEmail] = useState<string | null>('sam@example.com');
      const queryClient = useQueryClient();
      return (
        <AcceptInvitationPage
          token="t0k3n"
          signedInEmail={email}
          onAccepted={vi.fn()}
          onSignOut={async () => {
            setEmail(null);
            queryClient.removeQueries();
          }}
        />
      );
    }
    // Signed out, it links to sign-up and sign-in: it needs a router.
    renderWithProviders(
      <RouterProvider
        router={createTestRouter({ '/family/accept': SignedInAsSam }, '/family/accept')}
      />,
    );
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    act(() => signOut.focus());
    await act(async () => signOut.click());
    const next = await screen.findByText(/^Create your parent account, or sign in, with/);
    await waitFor(() => expect(document.activeElement).toBe(next));
  });

  it('takes the focus back to Accept invitation when it is refused', async () => {
    let refuse: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((input) =>
      String(input).includes('/preview')
        ? Promise.resolve(jsonResponse(200, { childFirstname: 'Sam', email: 'pat@example.com' }))
        : new Promise<Response>((resolve) => (refuse = resolve)),
    );
    renderWithProviders(
      <AcceptInvitationPage
        token="t0k3n"
        signedInEmail="pat@example.com"
        onAccepted={vi.fn()}
        onSignOut={vi.fn()}
      />,
    );
    const accept = await screen.findByRole('button', { name: 'Accept invitation' });
    act(() => accept.focus());
    act(() => accept.click());
    await screen.findByRole('button', { name: /Accepting/ });
    // Chromium moves the focus of a control disabled under it to the page; jsdom keeps it there
    // (and will not blur a disabled control), so the focus is sent to the page another way.
    act(() => {
      const elsewhere = document.body.appendChild(document.createElement('input'));
      elsewhere.focus();
      elsewhere.remove();
    });
    refuse(jsonResponse(400, { message: 'This invitation link is not valid. Ask for a new one.' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation link is not valid. Ask for a new one.',
    );
    await waitFor(() => expect(document.activeElement).toBe(accept));
  });

  // A parent opening the mail's link again, to get back to their child, met a red "already
  // accepted" error and a way to the home page only.
  it('leads a parent back to their Family page when the link was already accepted', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(400, {
        message: familyMessages.tokenUsed,
        errors: [{ param: 'token', msg: familyMessages.tokenUsed }],
      }),
    );
    const Page = () => (
      <AcceptInvitationPage
        token="t0k3n"
        signedInEmail="pat@example.com"
        signedInAsParent
        onAccepted={vi.fn()}
        onSignOut={vi.fn()}
      />
    );
    renderWithProviders(
      <RouterProvider router={createTestRouter({ '/family/accept': Page }, '/family/accept')} />,
    );
    const link = await screen.findByRole('link', { name: 'Go to your Family page' });
    expect(link.getAttribute('href')).toBe('/family');
    expect(screen.getByText(familyMessages.tokenUsed)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
