import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paymentErrors, subscriptionMessages } from '@academy/shared/payments';
import { browserLocation } from '../../../lib/api-client';
import { jsonResponse } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { subscriptionOf } from '../../../test/subscriptions';
import { browserTimeZone } from '../../../test/time-zone';
import {
  Harness,
  NO_PAYMENTS,
  answerSubscription,
  mockEachTest,
  profileOf,
  type FetchMock,
} from './subscription-page-harness';

let fetchMock: FetchMock;
mockEachTest((mock) => (fetchMock = mock));

describe('SubscriptionPage: checkout and cancel', () => {
  it('goes to the checkout URL, blocking repeat clicks meanwhile', async () => {
    browserTimeZone('America/Chicago');
    answerSubscription(fetchMock, subscriptionOf('Guest'));
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
    answerSubscription(fetchMock, subscriptionOf('Guest'));
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
    answerSubscription(fetchMock, subscriptionOf('Guest'));
    renderWithProviders(<Harness profile={profileOf('Guest')} />);
    await screen.findByText(/free questions left/);
    // Another tab bought Monthly: the server refuses the pass, and now reports Monthly.
    answerSubscription(fetchMock, subscriptionOf('Monthly'));
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

  it('says a subscription waiting for the pass will not start, not that a period ends', async () => {
    const end = new Date(Date.now() + 20 * 86_400_000).toISOString();
    let canceled = false;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/payments/cancel-subscription') && init?.method === 'POST') {
        canceled = true;
        const data = subscriptionOf('OneTimeMonth', { currentPeriodEnd: end });
        return jsonResponse(200, {
          data: { ...data, message: subscriptionMessages.canceledBeforeStart },
        });
      }
      if (url.startsWith('/api/payments/history')) return jsonResponse(200, NO_PAYMENTS);
      return jsonResponse(200, {
        data: subscriptionOf('OneTimeMonth', {
          currentPeriodEnd: end,
          upcomingPlan: canceled ? null : { tier: 'Monthly', startsAt: end },
        }),
      });
    });
    renderWithProviders(<Harness profile={profileOf('OneTimeMonth')} />);
    const region = await screen.findByRole('region', { name: 'Your current plan' });
    fireEvent.click(await within(region).findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));

    expect(await screen.findByText(subscriptionMessages.canceledBeforeStart)).toBeTruthy();
    expect(screen.queryByText(subscriptionMessages.cancelScheduled)).toBeNull();
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
