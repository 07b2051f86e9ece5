import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AccountSecurity } from '@academy/shared/account-security';
import { emailChangeMessages } from '@academy/shared/email-change';
import { formatDateTime } from '../../../lib/format-date';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SecuritySection } from './security-section';

const settings = (pendingEmail: AccountSecurity['pendingEmail']): AccountSecurity => ({
  newSignInAlerts: true,
  hasPassword: true,
  pendingEmail,
});

const answer = (body: AccountSecurity) =>
  mockFetch().mockImplementation(async (input) =>
    String(input).endsWith('/auth/settings') ? jsonResponse(200, body) : jsonResponse(200, []),
  );

describe('SecuritySection', () => {
  it('shows, after a reload, the change of address waiting for its link', async () => {
    const expiresAt = '2026-12-07T18:30:00.000Z';
    answer(settings({ email: 'new@example.com', expiresAt }));
    renderWithProviders(<SecuritySection email="ada@example.com" />);
    const message = emailChangeMessages.pending('new@example.com', formatDateTime(expiresAt));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('shows nothing waiting when no change was asked for', async () => {
    answer(settings(null));
    renderWithProviders(<SecuritySection email="ada@example.com" />);
    expect(await screen.findByRole('button', { name: 'Send confirmation link' })).toBeTruthy();
    expect(screen.queryByText(/We sent a link/)).toBeNull();
  });
});
