import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { paymentErrors } from '@academy/shared/payments';
import type { Profile } from '@academy/shared/profile';
import { jsonResponse } from '../../../test/fetch-mock';
import { formatLongDate } from '../../../lib/format-date';
import { renderWithProviders } from '../../../test/render';
import { subscriptionOf } from '../../../test/subscriptions';
import { currentSubscriptionQueryOptions } from '../api/get-current-subscription';
import { SubscriptionPage } from './subscription-page';
import {
  Harness,
  answerSubscription,
  card,
  profileOf,
  selectedTab,
  subscriptionCalls,
  mockEachTest,
  type FetchMock,
} from './subscription-page-harness';

let fetchMock: FetchMock;
mockEachTest((mock) => (fetchMock = mock));

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
    answerSubscription(fetchMock, subscriptionOf('Guest'));
    renderWithProviders(<PendingProfile />);
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    giveProfile(profileOf('Guest'));
    await screen.findByRole('tab', { name: 'One-Time Payment' });
    expect(subscriptionCalls(fetchMock)).toHaveLength(1);
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
    answerSubscription(fetchMock, subscriptionOf('Guest'));
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
    answerSubscription(fetchMock, subscriptionOf('Quarterly'));
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
    answerSubscription(fetchMock, subscriptionOf('OneTimeYear'));
    renderWithProviders(<Harness profile={profileOf('OneTimeYear')} />);
    await screen.findByRole('region', { name: 'Your current plan' });
    expect(selectedTab().textContent).toBe('One-Time Payment');
    expect(
      within(card('One-Time Year')).getByRole('button', { name: 'Current Plan' }),
    ).toBeTruthy();
  });

  it('over a running pass, offers more passes but no subscription, and says why', async () => {
    answerSubscription(fetchMock, subscriptionOf('OneTimeMonth'));
    renderWithProviders(<Harness profile={profileOf('OneTimeMonth')} />);
    await screen.findByRole('region', { name: 'Your current plan' });
    const year = within(card('One-Time Year')).getByRole('button', {
      name: 'Choose One-Time Year',
    });
    expect((year as HTMLButtonElement).disabled).toBe(false);
    expect(
      screen.getByText(
        `A pass bought now starts on ${formatLongDate('2026-03-05T12:00:00.000Z')}, when your current access ends.`,
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
    answerSubscription(fetchMock, subscriptionOf('OneTimeMonth', { currentPeriodEnd: end }));
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
      fetchMock,
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
    // Not "use Change plan": a plan that has not started has no such button yet.
    expect(await screen.findByText(paymentErrors.upcomingPlanBlocksPlan)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Change plan' })).toBeNull();
  });

  it("tells a Guest who used every free question why they are here (a 403's redirect)", async () => {
    // Eight of them checked without their answer recorded: they count all the same.
    answerSubscription(fetchMock, subscriptionOf('Guest'), { answered: 12, questionsUsed: 20 });
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
    answerSubscription(fetchMock, subscriptionOf('Monthly'));
    renderWithProviders(<Harness profile={profileOf('Monthly')} />);
    await screen.findByRole('region', { name: 'Your current plan' });
    expect(screen.queryByRole('region', { name: 'Your free trial' })).toBeNull();
  });

  it('shows the Free card without a button and no current-plan card for Free', async () => {
    answerSubscription(fetchMock, subscriptionOf('Free', { kind: 'free', currentPeriodEnd: null }));
    renderWithProviders(<Harness profile={profileOf('Free')} />);
    const free = await screen.findByRole('article', { name: 'Free' });
    expect(within(free).getByText('Free plan assigned by administrators')).toBeTruthy();
    expect(within(free).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your current plan' })).toBeNull();
  });
});
