import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { accountSecurityMessages } from '@academy/shared/account-security';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';

describe('ChangePasswordForm', () => {
  it('says a new password must differ from the current one, and sends nothing', async () => {
    const fetchMock = mockFetch();
    renderWithProviders(<ChangePasswordForm />);
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: 'Same1Password' } });
    }
    fireEvent.click(screen.getByRole('button', { name: /Change password/ }));
    expect(await screen.findByText(accountSecurityMessages.sameAsCurrent)).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
