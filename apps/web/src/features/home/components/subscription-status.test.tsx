import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import type { AuthUser } from '@academy/shared/profile';
import type { SubscriptionTier } from '@academy/shared/tiers';
import { browserLanguage } from '../../../test/browser-locale';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
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
  emailVerified: true,
  role: 'student',
});

async function renderStatus(user: AuthUser) {
  const router = createTestRouter(
    { '/': () => <SubscriptionStatus user={user} />, '/subscription': () => null },
    '/',
  );
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Your plan' });
}

/** The overview the free questions are counted from, `questionsUsed` of 20 used. */
const answerOverview = (questionsUsed: number) =>
  mockFetch().mockResolvedValue(
    jsonResponse(200, {
      totals: { answered: 0, attempts: 0, correct: 0, points: 0, questionsUsed },
      subModules: [],
      guestFreeQuestions: 20,
    }),
  );

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('SubscriptionStatus', () => {
  it('a Spanish-speaking reader in Dallas reads the English sentence with an English date', async () => {
    browserLanguage('es-US');
    vi.stubEnv('TZ', 'America/Chicago');
    await renderStatus(userWith('OneTimeMonth'));
    expect(screen.getByText('Access until April 30, 2099')).toBeTruthy();
    // A pass is no subscription: nothing renews, nothing to cancel.
    expect(screen.getByRole('link', { name: 'Manage your pass' })).toBeTruthy();
  });

  it('a recurring plan says when its period ends', async () => {
    browserLanguage('es-US');
    vi.stubEnv('TZ', 'Pacific/Honolulu');
    mockFetch().mockRejectedValue(new Error('offline'));
    await renderStatus(userWith('Monthly'));
    expect(screen.getByText('Current period ends April 30, 2099')).toBeTruthy();
  });

  it.each([
    [{ cancelAtPeriodEnd: false, paidBy: null }, 'Renews April 30, 2099', 'Manage subscription'],
    [{ cancelAtPeriodEnd: true, paidBy: null }, 'Ends April 30, 2099', 'Manage subscription'],
    [
      { cancelAtPeriodEnd: false, paidBy: null, subscriptionStatus: 'past_due' },
      'Renewal payment failed: access until April 30, 2099',
      'Manage subscription',
    ],
    [
      { cancelAtPeriodEnd: false, paidBy: { firstname: 'Pat', lastname: 'Rivera' } },
      'Renews April 30, 2099 · paid by Pat',
      'View plans',
    ],
  ])('a recurring plan says whether it renews, and who pays for it', async (plan, line, link) => {
    vi.stubEnv('TZ', 'America/Chicago');
    mockFetch().mockResolvedValue(
      jsonResponse(200, {
        data: { subscriptionTier: 'Monthly', currentPeriodEnd: END, ...plan },
      }),
    );
    await renderStatus(userWith('Monthly'));
    expect(await screen.findByText(line)).toBeTruthy();
    expect(screen.getByRole('link', { name: link })).toBeTruthy();
  });

  it('turns Guest when the plan ends while the page is open', async () => {
    answerOverview(6);
    // The clock runs on its own too, so that the page can load; the hour passes at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const hour = 60 * 60_000;
    await renderStatus({
      ...userWith('OneTimeMonth'),
      subscriptionEndDate: new Date(Date.now() + hour).toISOString(),
    });
    expect(screen.getByText(/^Access until /)).toBeTruthy();
    act(() => vi.advanceTimersByTime(hour));
    expect(await screen.findByRole('link', { name: 'Upgrade your plan' })).toBeTruthy();
    expect(screen.queryByText(/^Access until /)).toBeNull();
    expect(screen.getByText('Your paid plan has ended.')).toBeTruthy();
    expect(await screen.findByText(/questions left without a plan/)).toBeTruthy();
  });

  it('a former customer is told their plan ended, not that they used up a free trial', async () => {
    answerOverview(20);
    await renderStatus({
      ...userWith('Guest'),
      subscriptionEndDate: undefined,
      subscriptionStatus: 'canceled',
    });
    const box = screen.getByRole('region', { name: 'Your plan' });
    await waitFor(() => expect(box.textContent).toContain('0 of 20 questions left without a plan'));
    expect(box.textContent).toContain(
      'Your answers and scores stay in your account. Choose a plan to keep practicing.',
    );
    expect(box.textContent).not.toMatch(/free/i);
  });

  it('a Guest who never had a plan has a free trial', async () => {
    answerOverview(3);
    await renderStatus({ ...userWith('Guest'), subscriptionEndDate: undefined });
    const box = screen.getByRole('region', { name: 'Your plan' });
    await waitFor(() => expect(box.textContent).toContain('17 of 20 free questions left'));
    expect(screen.queryByText('Your paid plan has ended.')).toBeNull();
  });
});
