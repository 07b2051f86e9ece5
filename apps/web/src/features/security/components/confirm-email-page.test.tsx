import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { emailChangeMessages } from '@academy/shared/email-change';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { ConfirmEmailPage } from './confirm-email-page';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

function renderPage(
  token: string | undefined,
  signedIn: boolean,
  onChanged = vi.fn(),
  signedInEmail = 'ada@example.com',
) {
  const router = createTestRouter(
    {
      '/confirm-email': () => (
        <ConfirmEmailPage
          token={token}
          signedIn={signedIn}
          signedInEmail={signedIn ? signedInEmail : null}
          onChanged={onChanged}
        />
      ),
    },
    '/confirm-email',
  );
  renderWithProviders(<RouterProvider router={router} />);
  return onChanged;
}

describe('ConfirmEmailPage', () => {
  it('opened where another account is signed in, says that one did not change and offers no profile', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        message: emailChangeMessages.changed,
        email: 'sam.new@example.com',
        otherAccountSignedIn: true,
      }),
    );
    const onChanged = renderPage('tok456', true, vi.fn(), 'pat@example.com');
    expect(await screen.findByRole('heading', { name: emailChangeMessages.changed })).toBeTruthy();
    expect(screen.getByText('sam.new@example.com')).toBeTruthy();
    expect(
      screen.getByText(emailChangeMessages.otherAccountUnchanged('pat@example.com')),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to your profile' })).toBeNull();
    // The signed-in account's stored details are its own: nothing to refresh.
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('posts the token once and names the new address', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        message: emailChangeMessages.changed,
        email: 'new@example.com',
        otherAccountSignedIn: false,
      }),
    );
    const onChanged = renderPage('tok123', true);
    expect(await screen.findByRole('heading', { name: emailChangeMessages.changed })).toBeTruthy();
    expect(screen.getByText('new@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: 'tok123' });
  });

  it('says why a link did not work, and offers sign-in when signed out', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: emailChangeMessages.tokenUsed,
        errors: [{ param: 'token', msg: emailChangeMessages.tokenUsed }],
      }),
    );
    renderPage('tok123', false);
    expect((await screen.findByRole('alert')).textContent).toBe(emailChangeMessages.tokenUsed);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('without a token, says the link is invalid and posts nothing', async () => {
    renderPage(undefined, true);
    expect((await screen.findByRole('alert')).textContent).toBe(emailChangeMessages.tokenInvalid);
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
