import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import type { AuthUser } from '@academy/shared/profile';
import type { SubscriptionTier } from '@academy/shared/tiers';
import { browserLanguage } from '../../../test/browser-locale';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { SubscriptionStatus } from './subscription-status';

// Far enough ahead that the plan is still running whenever the test runs.
const END = '2099-05-01T04:30:00.000Z';

const userWith = (subscriptionTier: SubscriptionTier): AuthUser => ({
  _id: 'u1',
  firstname: 'Ana',
  lastname: 'García',
  email: 'ana@example.com',
  subscriptionTier,
  subscriptionEndDate: END,
  createdAt: '2026-01-01T00:00:00.000Z',
});

async function renderStatus(user: AuthUser) {
  const router = createTestRouter(
    { '/': () => <SubscriptionStatus user={user} />, '/subscription': () => null },
    '/',
  );
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Your plan' });
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('SubscriptionStatus', () => {
  it('a Spanish-speaking reader in Dallas reads the English sentence with an English date', async () => {
    browserLanguage('es-US');
    vi.stubEnv('TZ', 'America/Chicago');
    await renderStatus(userWith('OneTimeMonth'));
    expect(screen.getByText('Access until April 30, 2099')).toBeTruthy();
  });

  it('a recurring plan says when its period ends', async () => {
    browserLanguage('es-US');
    vi.stubEnv('TZ', 'Pacific/Honolulu');
    await renderStatus(userWith('Monthly'));
    expect(screen.getByText('Current period ends April 30, 2099')).toBeTruthy();
  });
});
