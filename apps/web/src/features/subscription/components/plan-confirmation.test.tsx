import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import { paymentErrors } from '@academy/shared/payments';
import type { PurchasableTier, SubscriptionTier } from '@academy/shared/tiers';
import { AuthContext } from '../../auth/auth-context';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { subscriptionOf } from '../../../test/subscriptions';
import { createTestRouter } from '../../../test/test-router';
import { ada } from '../../../test/users';
import { formatLongDate } from '../../../lib/format-date';
import { PlanConfirmation } from './plan-confirmation';

const PASS_END = '2027-03-05T12:00:00.000Z';

function renderConfirmation(plan: PurchasableTier, tier: SubscriptionTier) {
  const fetchMock = mockFetch();
  const current = subscriptionOf(tier, tier === 'Guest' ? {} : { currentPeriodEnd: PASS_END });
  fetchMock.mockResolvedValue(jsonResponse(200, { data: current }));
  const user = { ...ada, subscriptionTier: tier, subscriptionEndDate: PASS_END };
  const auth = {
    state: { status: 'authenticated' as const, user, signedOut: false as const },
    signIn: () => undefined,
    updateUser: () => undefined,
    logout: async () => undefined,
  };
  renderWithProviders(
    <AuthContext value={auth}>
      <RouterProvider
        router={createTestRouter(
          { '/': () => <PlanConfirmation plan={plan} />, '/subscription': () => null },
          '/',
        )}
      />
    </AuthContext>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PlanConfirmation', () => {
  it('tells a Guest nothing more than the plan chosen', async () => {
    renderConfirmation('OneTimeQuarter', 'Guest');
    expect(
      await screen.findByText(
        'You chose the One-Time Quarter plan. Continue to the secure checkout to start it.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.queryByText(/starts on/)).toBeNull();
  });

  it('says when a pass bought during another one starts, before the checkout', async () => {
    renderConfirmation('OneTimeQuarter', 'OneTimeMonth');
    expect(
      await screen.findByText(
        `A pass bought now starts on ${formatLongDate(PASS_END)}, when your current access ends.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says why a plan cannot be bought now, and offers no checkout', async () => {
    renderConfirmation('Yearly', 'Monthly');
    expect(await screen.findByText(paymentErrors.alreadySubscribed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toHaveProperty(
      'disabled',
      true,
    );
    // The lead does not send them on to a checkout the notice says they cannot have.
    expect(screen.getByText('You chose the Yearly plan.')).toBeTruthy();
    expect(screen.queryByText(/Continue to the secure checkout/)).toBeNull();
  });
});
