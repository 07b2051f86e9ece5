import { useQuery } from '@tanstack/react-query';
import type { CurrentSubscription } from '@academy/shared/payments';
import type { Profile } from '@academy/shared/profile';
import type { SubscriptionTier } from '@academy/shared/tiers';
import { screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { browserLocation } from '../../../lib/api-client';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { adaProfile } from '../../../test/users';
import { SubscriptionPage } from './subscription-page';

// What the plan page's tests share: the route's part, and the server's answers.

export type FetchMock = ReturnType<typeof mockFetch>;

/** Before each test, a new fetch mock handed to `use`, and no real navigation to a checkout. */
export function mockEachTest(use: (fetchMock: FetchMock) => void) {
  beforeEach(() => {
    use(mockFetch());
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    toast.remove();
    vi.unstubAllGlobals();
  });
}

export const profileOf = (tier: SubscriptionTier): Profile => ({
  ...adaProfile,
  subscriptionTier: tier,
});
export const NO_PAYMENTS = { data: { items: [] } };

/** The route's part: the profile query, here answered from memory. */
export function Harness({ profile }: { profile: Profile }) {
  const profileQuery = useQuery({ queryKey: ['profile'], queryFn: () => profile });
  return <SubscriptionPage profileQuery={profileQuery} />;
}

/** A Guest's free questions: the overview's totals (the trial counts `questionsUsed`). */
const overviewWith = (answered: number, questionsUsed: number) => ({
  totals: { attempts: answered, timeSpentMs: 0, answered, correct: 0, points: 0, questionsUsed },
  subModules: [],
  guestFreeQuestions: 20,
});

export function answerSubscription(
  fetchMock: FetchMock,
  subscription: CurrentSubscription,
  { answered = 3, questionsUsed = answered }: { answered?: number; questionsUsed?: number } = {},
) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/payments/current-subscription')) {
      return jsonResponse(200, { data: subscription });
    }
    if (url === '/api/progress') return jsonResponse(200, overviewWith(answered, questionsUsed));
    throw new Error(`unexpected call ${url}`);
  });
}

export const subscriptionCalls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([url]) =>
    String(url).startsWith('/api/payments/current-subscription'),
  );

export const selectedTab = () => screen.getByRole('tab', { selected: true });
export const card = (name: string) => screen.getByRole('article', { name });
