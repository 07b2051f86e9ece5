import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import { accountSecurityMessages } from '@academy/shared/account-security';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { ResetPasswordPage } from './reset-password-page';

async function resetWith(otherAccountSignedIn: boolean, signedInEmail: string | null) {
  mockFetch().mockImplementation((url) =>
    Promise.resolve(
      String(url).endsWith('/auth/reset-password')
        ? jsonResponse(200, {
            message: accountSecurityMessages.passwordReset,
            otherAccountSignedIn,
          })
        : jsonResponse(200, { valid: true }),
    ),
  );
  renderWithProviders(
    <RouterProvider
      router={createTestRouter(
        {
          '/reset-password': () => (
            <ResetPasswordPage token="a-token" signedInEmail={signedInEmail} />
          ),
        },
        '/reset-password',
      )}
    />,
  );
  fireEvent.change(await screen.findByLabelText('New password'), {
    target: { value: 'Fresh4Start' },
  });
  fireEvent.change(screen.getByLabelText('Confirm new password'), {
    target: { value: 'Fresh4Start' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByText(accountSecurityMessages.passwordReset)).toBeTruthy();
}

describe('ResetPasswordPage once the password is set', () => {
  it('offers Sign in', async () => {
    await resetWith(false, null);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('opened where another account is signed in, says that one did not change and offers no Sign in', async () => {
    // "Sign in" led a parent who reset a child's password to the parent's own home.
    await resetWith(true, 'pat@example.com');
    expect(
      screen.getByText(accountSecurityMessages.otherAccountUnchanged('pat@example.com')),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
