import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AuthUser, Profile } from '@academy/shared/profile';
import { AUTH_USER_STORAGE_KEY } from '@academy/shared/storage-keys';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ada, adaProfile } from '../../../test/users';
import { useAuth } from '../auth-context';
import { AuthProvider } from '../auth-provider';
import { useFollowTier } from './use-follow-tier';

// Verified at start with a plan scheduled to end; the pass chained after it has taken over since.
const ending: AuthUser = {
  ...ada,
  subscriptionEndDate: '2026-12-25T00:00:00.000Z',
  subscriptionStatus: 'active',
};
const passProfile: Profile = {
  ...adaProfile,
  subscriptionStatus: 'active',
  subscriptionTier: 'OneTimeMonth',
  subscriptionEndDate: '2027-01-25T00:00:00.000Z',
};

function Page({ profile }: { profile?: Profile }) {
  useFollowTier(profile);
  const { state } = useAuth();
  return <p>{state.status === 'authenticated' ? state.user.subscriptionTier : state.status}</p>;
}

const renderPage = (profile?: Profile) => {
  localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(ending));
  mockFetch().mockImplementation(async () => jsonResponse(200, { success: true, user: ending }));
  return renderWithProviders(
    <AuthProvider>
      <Page profile={profile} />
    </AuthProvider>,
  );
};

afterEach(() => {
  localStorage.clear();
});

describe('useFollowTier', () => {
  it('gives the signed-in user the tier of a profile read since, stored copy included', async () => {
    renderPage(passProfile);
    expect(await screen.findByText('OneTimeMonth')).toBeTruthy();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(AUTH_USER_STORAGE_KEY)!)).toMatchObject({
        subscriptionTier: 'OneTimeMonth',
        subscriptionEndDate: '2027-01-25T00:00:00.000Z',
        firstname: 'Ada',
      }),
    );
  });

  it('leaves the user alone while no profile is read', async () => {
    renderPage();
    expect(await screen.findByText('Monthly')).toBeTruthy();
  });
});
