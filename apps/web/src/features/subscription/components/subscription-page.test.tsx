import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { paymentErrors, type CurrentSubscription } from '@academy/shared/payments';
import type { Profile } from '@academy/shared/profile';
import type { SubscriptionTier } from '@academy/shared/tiers';
import { browserLocation } from '../../../lib/api-client';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { formatLongDate } from '../../../lib/format-date';
import { renderWithProviders } from '../../../test/render';
import { subscriptionOf } from '../../../test/subscriptions';
import { adaProfile } from '../../../test/users';
import { browserTimeZone } from '../../../test/time-zone';
import { currentSubscriptionQueryOptions } from '../api/get-current-subscription';
import { SubscriptionPage } from './subscription-page';

let fetchMock: ReturnType<typeof mockFetch>;

const profileOf = (tier: SubscriptionTier): Profile => ({ ...adaProfile, subscriptionTier: tier });
const NO_PAYMENTS = { data: { items: [] } };

/** The route's part: the profile query, here answered from memory. */
function Harness({ profile }: { profile: Profile }) {
  const profileQuery = useQuery({ queryKey: ['profile'], queryFn: () => profile });
  return <SubscriptionPage profileQuery={profileQuery} />;
}

/** A Guest's free questions: the overview's totals (the trial counts `questionsUsed`). */
const overviewWith = (answered: number, questionsUsed: number) => ({
  totals: { attempts: answered, timeSpentMs: 0, answered, correct: 0, points: 0, questionsUsed },
  subModules: [],
  guestFreeQuestions: 20,
});

function answerSubscription(
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

const subscriptionCalls = () =>
  fetchMock.mock.calls.filter(([url]) =>
    String(url).startsWith('/api/payments/current-subscription'),
  );

const selectedTab = () => screen.getByRole('tab', { selected: true });
const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  fetchMock = mockFetch();
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
});

describe('SubscriptionPage', () => {
  it('asks for the subscription only once the profile is there, never retrying, fresh for 5 minutes', async () => {
    // SPEC §7: runs only when a profile exists; no retry; stale after 5 minutes.
    expect(currentSubscriptionQueryOptions()).toMatchObject({ retry: false, staleTime: 300_000 });
    let giveProfile: (profile: Profile) => void = () => undefined;
    const pendingProfile = new Promise<Profile>((resolve) => (giveProfile = resolve));
    function PendingProfile() {
      const profileQuery = useQuery({ queryKey: ['profile'], queryFn: () => pendingProfile });
      return <SubscriptionPage profileQuery={profileQuery} />;
    }
    answerSubscription(subscriptionOf('Guest'));
    renderWithProviders(<PendingProfile />);
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    giveProfile(profileOf('Guest'));
    await screen.findByRole('tab', { name: 'One-Time Payment' });
    expect(subscriptionCalls()).toHaveLength(1);
  });

  it('shows Loading... until the subscription arrives', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<Harness profile={profileOf('Guest')} />);
    expect(await screen.findByText('Loading...')).toBeTruthy();
    answer(jsonResponse(200, { data: subscriptionOf('Guest') }));
    expect(await screen.findByRole('tab', { name: 'One-Time Payment' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('starts a Guest on the one-time tab, with the Guest card marked and no button', async () => {
    answerSubscription(subscriptionOf('Guest'));
    renderWithProviders(<Harness profile={profileOf('Guest')} />);
    await screen.findByRole('tab', { name: 'One-Time Payment' });
    expect(selectedTab().textContent).toBe('One-Time Payment');
    const guest = card('Guest');
    expect(within(guest).getByText('Current Plan')).toBeTruthy();
    expect(
      within(guest).getByText('Upgrade to a paid plan to access premium features'),
    ).toBeTruthy();
    expect(within(guest).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your current plan' })).toBeNull();
  });

  it('opens the subscription tab for a recurring tier and marks its plan current', async () => {
    answerSubscription(subscriptionOf('Quarterly'));
    renderWithProviders(<Harness profile={profileOf('Quarterly')} />);
    await screen.findByRole('region', { name: 'Your current plan' });
    expect(selectedTab().textContent).toBe('Subscription');
    const current = within(card('Quarterly')).getByRole('button', { name: 'Current Plan' });
    expect((current as HTMLButtonElement).disabled).toBe(true);
    // A renewing plan must be canceled before another is bought.
    const monthly = within(card('Monthly')).getByRole('button', { name: 'Choose Monthly' });
    expect((monthly as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps a one-time tier on the one-time tab', async () => {
    answerSubscription(subscriptionOf('OneTimeYear'));
    renderWithProviders(<Harness profile={profileOf('OneTimeYear')} />);
    await screen.findByRole('region', { name: 'Your current plan' });
    expect(selectedTab().textContent).toBe('One-Time Payment');
    expect(
      within(card('One-Time Year')).getByRole('button', { name: 'Current Plan' }),
    ).toBeTruthy();
  });

  it('over a running pass, offers more passes but no subscription, and says why', async () => {
    answerSubscription(subscriptionOf('OneTimeMonth'));
    renderWithProviders(<Harness profile={profileOf('OneTimeMonth')} />);
    await screen.findByRole('region', { name: 'Your current plan' });
    const year = within(card('One-Time Year')).getByRole('button', {
      name: 'Choose One-Time Year',
    });
    expect((year as HTMLButtonElement).disabled).toBe(false);
    expect(
      screen.getByText(
        `A pass bought now starts on ${formatLongDate('2026-03-05T12:00:00.000Z')}, when the access you have paid for ends.`,
      ),
    ).toBeTruthy();

    // The pass ends within two days (the fixture's end has passed): no subscription yet.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Subscription' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(await screen.findByText(paymentErrors.passEndsSoon)).toBeTruthy();
    const monthly = within(card('Monthly')).getByRole('button', { name: 'Choose Monthly' });
    expect((monthly as HTMLButtonElement).disabled).toBe(true);
  });

  it('over a pass with weeks left, offers a subscription that starts when the pass ends', async () => {
    const end = new Date(Date.now() + 20 * 86_400_000).toISOString();
    answerSubscription(subscriptionOf('OneTimeMonth', { currentPeriodEnd: end }));
    renderWithProviders(<Harness profile={profileOf('OneTimeMonth')} />);
    await screen.findByRole('region', { name: 'Your current plan' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Subscription' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(
      await screen.findByText(
        `A subscription bought now starts on ${formatLongDate(end)}, when your pass ends. Nothing is charged before then.`,
      ),
    ).toBeTruthy();
    const monthly = within(card('Monthly')).getByRole('button', { name: 'Choose Monthly' });
    expect((monthly as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a subscription waiting for the pass, which can be canceled, and no other plan', async () => {
    const end = new Date(Date.now() + 20 * 86_400_000).toISOString();
    answerSubscription(
      subscriptionOf('OneTimeMonth', {
        currentPeriodEnd: end,
        upcomingPlan: { tier: 'Yearly', startsAt: end },
      }),
    );
    renderWithProviders(<Harness profile={profileOf('OneTimeMonth')} />);
    const region = await screen.findByRole('region', { name: 'Your current plan' });
    expect(region.textContent).toContain(
      `It starts on ${formatLongDate(end)}, when your pass ends, and renews automatically from then.`,
    );
    expect(within(region).getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Subscription' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(await screen.findByText(paymentErrors.alreadySubscribed)).toBeTruthy();
  });

  it("tells a Guest who used every free question why they are here (a 403's redirect)", async () => {
    // Eight of them checked without their answer recorded: they count all the same.
    answerSubscription(subscriptionOf('Guest'), { answered: 12, questionsUsed: 20 });
    renderWithProviders(<Harness profile={profileOf('Guest')} />);
    const trial = await screen.findByRole('region', { name: 'Your free trial' });
    expect(
      await within(trial).findByText(
        'You have used every free question. Upgrade to keep practicing.',
      ),
    ).toBeTruthy();
    expect(trial.textContent).toContain('0 of 20 free questions left');
  });

  it('shows no free trial to a paying user', async () => {
    answerSubscription(subscriptionOf('Monthly'));
    renderWithProviders(<Harness profile={profileOf('Monthly')} />);
    await screen.findByRole('region', { name: 'Your current plan' });
    expect(screen.queryByRole('region', { name: 'Your free trial' })).toBeNull();
  });

  it('shows the Free card without a button and no current-plan card for Free', async () => {
    answerSubscription(subscriptionOf('Free', { kind: 'free', currentPeriodEnd: null }));
    renderWithProviders(<Harness profile={profileOf('Free')} />);
    const free = await screen.findByRole('article', { name: 'Free' });
    expect(within(free).getByText('Free plan assigned by administrators')).toBeTruthy();
    expect(within(free).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your current plan' })).toBeNull();
  });

  it('goes to the checkout URL, blocking repeat clicks meanwhile', async () => {
    browserTimeZone('America/Chicago');
    answerSubscription(subscriptionOf('Guest'));
    renderWithProviders(<Harness profile={profileOf('Guest')} />);
    await screen.findByRole('tab', { name: 'One-Time Payment' });
    // The trial's count has come: the next calls made are the checkout's.
    await screen.findByText(/free questions left/);

    let answer: (response: Response) => void = () => undefined;
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { data: { customerId: 'cus_1' } }))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Choose One-Time Month' }));
    const other = screen.getByRole('button', { name: 'Choose One-Time Year' });
    await waitFor(() => expect((other as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(other);
    expect(screen.getByText('Redirecting...')).toBeTruthy();

    answer(jsonResponse(200, { data: { sessionUrl: 'https://checkout.example/cs_1' } }));
    await waitFor(() =>
      expect(browserLocation.assign).toHaveBeenCalledWith('https://checkout.example/cs_1'),
    );
    // SPEC §7: the customer first, then the checkout session.
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => String(url))).toEqual([
      '/api/payments/create-customer',
      '/api/payments/subscription',
    ]);
    // With the browser's time zone, where the pass's month is counted.
    expect(JSON.parse(String(posts[1]![1]!.body))).toEqual({
      subscriptionTier: 'OneTimeMonth',
      timeZone: 'America/Chicago',
    });
  });

  it("toasts 'Failed to initiate checkout process' and clears the flag on failure", async () => {
    answerSubscription(subscriptionOf('Guest'));
    renderWithProviders(<Harness profile={profileOf('Guest')} />);
    await screen.findByRole('tab', { name: 'One-Time Payment' });
    await screen.findByText(/free questions left/);
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'boom' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose One-Time Month' }));
    expect(await screen.findByText('Failed to initiate checkout process')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Choose One-Time Month' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(browserLocation.assign).not.toHaveBeenCalled();
  });

  it('a checkout refused for a plan bought meanwhile (409) reads the plan again', async () => {
    answerSubscription(subscriptionOf('Guest'));
    renderWithProviders(<Harness profile={profileOf('Guest')} />);
    await screen.findByText(/free questions left/);
    // Another tab bought Monthly: the server refuses the pass, and now reports Monthly.
    answerSubscription(subscriptionOf('Monthly'));
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { data: { customerId: 'cus_1' } }))
      .mockResolvedValueOnce(jsonResponse(409, { message: paymentErrors.recurringActive }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose One-Time Month' }));
    expect(await screen.findByText('Failed to initiate checkout process')).toBeTruthy();
    const plan = await screen.findByRole('region', { name: 'Your current plan' });
    expect(within(plan).getByText('Monthly', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(paymentErrors.recurringActive)).toBeTruthy();
  });

  it('cancels after confirmation, toasts, and shows the refreshed subscription', async () => {
    let canceled = false;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/payments/cancel-subscription') && init?.method === 'POST') {
        canceled = true;
        return jsonResponse(200, { data: { ...subscriptionOf('Monthly'), message: 'ok' } });
      }
      if (url.startsWith('/api/payments/history')) return jsonResponse(200, NO_PAYMENTS);
      return jsonResponse(200, {
        data: subscriptionOf('Monthly', { cancelAtPeriodEnd: canceled }),
      });
    });
    renderWithProviders(<Harness profile={profileOf('Monthly')} />);
    const region = await screen.findByRole('region', { name: 'Your current plan' });
    fireEvent.click(within(region).getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));

    expect(
      await screen.findByText('Subscription will be canceled at the end of the billing period'),
    ).toBeTruthy();
    expect(await within(region).findByText('Scheduled to Cancel')).toBeTruthy();
  });

  it("toasts 'Failed to cancel subscription' when canceling fails", async () => {
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? jsonResponse(500, { message: 'boom' })
        : String(input).startsWith('/api/payments/history')
          ? jsonResponse(200, NO_PAYMENTS)
          : jsonResponse(200, { data: subscriptionOf('Monthly') }),
    );
    renderWithProviders(<Harness profile={profileOf('Monthly')} />);
    const region = await screen.findByRole('region', { name: 'Your current plan' });
    fireEvent.click(within(region).getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Failed to cancel subscription')).toBeTruthy();
    expect(within(region).queryByText('Scheduled to Cancel')).toBeNull();
  });
});
