import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import type { AuthUser } from '@academy/shared/profile';
import type { SubscriptionTier } from '@academy/shared/tiers';
import { AuthContext } from '../../auth/auth-context';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { PracticeTrialNotice } from './practice-trial-notice';

let fetchMock: ReturnType<typeof mockFetch>;

const userOf = (subscriptionTier: SubscriptionTier, more: Partial<AuthUser> = {}): AuthUser => ({
  _id: 'u1',
  firstname: 'Grace',
  lastname: 'Hopper',
  email: 'grace@example.com',
  subscriptionTier,
  createdAt: '2024-01-01T00:00:00.000Z',
  emailVerified: true,
  role: 'student',
  ...more,
});

/** The notice as the practice page shows it, for a user whose trial has used `questionsUsed`. */
function renderNotice(
  tier: SubscriptionTier,
  questionsUsed: number,
  more?: Partial<AuthUser>,
  note?: string,
  away?: boolean,
) {
  fetchMock.mockResolvedValue(
    jsonResponse(200, {
      totals: { answered: 0, attempts: 0, correct: 0, points: 0, questionsUsed },
      subModules: [],
      guestFreeQuestions: 20,
    }),
  );
  const auth = {
    state: { status: 'authenticated', user: userOf(tier, more), signedOut: false } as const,
    signIn: () => undefined,
    updateUser: () => undefined,
    logout: async () => undefined,
  };
  const router = createTestRouter(
    {
      '/': () => (
        <>
          <h1>Algebra</h1>
          <PracticeTrialNotice note={note} away={away} />
        </>
      ),
    },
    '/',
  );
  renderWithProviders(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
}

const notice = () => screen.findByRole('region', { name: 'Your free trial' });

beforeEach(() => {
  fetchMock = mockFetch();
});

describe('PracticeTrialNotice', () => {
  it("counts a Guest's free questions left, out of the server's setting", async () => {
    renderNotice('Guest', 3);
    const region = await notice();
    expect(region.textContent).toContain('17 of 20 free questions left.');
    expect(within(region).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/progress$/);
  });

  it('says on /tests that a short set uses them', async () => {
    renderNotice('Guest', 8, undefined, 'Each answer in a short set uses one of them.');
    expect((await notice()).textContent).toContain(
      '12 of 20 free questions left. Each answer in a short set uses one of them.',
    );
  });

  it('warns before the last free question', async () => {
    renderNotice('Guest', 19);
    expect((await notice()).textContent).toContain(
      '1 of 20 free questions left: the next one you check is your last.',
    );
  });

  it('says the trial is over once every free question is used', async () => {
    renderNotice('Guest', 20);
    const region = await notice();
    expect(region.textContent).toContain(
      'That was your last free question. Upgrade to keep practicing.',
    );
    expect(within(region).getByRole('link', { name: 'Choose a plan' })).toBeTruthy();
  });

  it('on /tests, where no question was just checked, says the trial is used up', async () => {
    renderNotice('Guest', 20, undefined, 'Each answer in a short set uses one of them.', true);
    const region = await notice();
    expect(region.textContent).toContain(
      'You have used every free question. Upgrade to keep practicing.',
    );
    expect(region.textContent).not.toContain('That was your last');
  });

  it('on /tests, tells a former customer none are left without a plan', async () => {
    renderNotice('Guest', 20, { subscriptionStatus: 'expired' }, undefined, true);
    const region = await screen.findByRole('region', { name: 'Your plan has ended' });
    expect(region.textContent).toContain(
      'You have no questions left without a plan. Choose a plan to keep practicing.',
    );
  });

  it('tells a former customer their plan ended, not that they used up a free trial', async () => {
    renderNotice('Guest', 20, { subscriptionStatus: 'expired' });
    const region = await screen.findByRole('region', { name: 'Your plan has ended' });
    expect(region.textContent).toContain(
      'That was your last question without a plan. Choose a plan to keep practicing.',
    );
    expect(region.textContent).not.toMatch(/free/i);
  });

  it('counts the questions a former customer has left without a plan', async () => {
    // The pass ended while the page was open: the stored tier is still the pass's.
    renderNotice('OneTimeMonth', 6, { subscriptionEndDate: '2026-01-01T00:00:00.000Z' });
    const region = await screen.findByRole('region', { name: 'Your plan has ended' });
    expect(region.textContent).toContain('14 of 20 questions left without a plan.');
  });

  it('shows nothing, and asks nothing, for a paying user', async () => {
    renderNotice('Monthly', 0);
    await screen.findByRole('heading', { name: 'Algebra' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Your free trial' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
