import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentSubscription } from '@academy/shared/payments';
import { planChangeMessages } from '@academy/shared/plan-changes';
import { browserLocation } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { subscriptionOf } from '../../../test/subscriptions';
import { CurrentSubscriptionCard } from './current-subscription-card';
import { PastDueBanner } from './past-due-banner';

const END = '2026-03-05T12:00:00.000Z';
let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});
afterEach(() => vi.restoreAllMocks());

const renderCard = (fields: Partial<CurrentSubscription>) =>
  renderWithProviders(
    <CurrentSubscriptionCard
      subscription={subscriptionOf('Monthly', { currentPeriodEnd: END, ...fields })}
      processing={false}
      onCancel={async () => undefined}
    />,
  );

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'));

describe('change plan', () => {
  it('shows what the new plan costs before confirming, then changes it', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      jsonResponse(200, {
        data: {
          preview: {
            subscriptionTier: 'Yearly',
            direction: 'upgrade',
            amountDueTodayCents: 9310,
            nextAmountCents: 10349,
            nextPaymentOn: '2027-03-05T12:00:00.000Z',
          },
          applied: bodyOf(init).confirm === true,
          message: 'Your plan has been changed',
        },
      }),
    );
    renderCard({});
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your plan' });
    expect(within(dialog).queryByRole('radio', { name: /Monthly/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Yearly/ }));
    expect(await within(dialog).findByText('You pay $93.10 today')).toBeTruthy();
    const from = formatLongDate('2027-03-05T12:00:00.000Z');
    expect(within(dialog).getByText(`From ${from} you pay $103.49`)).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls[0]![1])).toEqual({
      subscriptionTier: 'Yearly',
      confirm: false,
    });

    // A double click: both land before the button can show it is busy, one change is asked for.
    const confirmButton = within(dialog).getByRole('button', { name: 'Confirm change' });
    fireEvent.click(confirmButton);
    fireEvent.click(confirmButton);
    expect(await screen.findByText('Your plan has been changed')).toBeTruthy();
    const confirmed = fetchMock.mock.calls.filter(([, init]) => bodyOf(init).confirm === true);
    expect(confirmed).toHaveLength(1);
  });

  it('offers Resume instead of changing or canceling a plan scheduled to cancel', async () => {
    // A fresh response a call: the card also asks for the goal (a plan that ends is read
    // against the test date).
    // Answered a moment later, as over a network: the button is seen disabled meanwhile.
    fetchMock.mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return jsonResponse(200, { data: { ...subscriptionOf('Monthly'), message: 'ok' } });
    });
    renderCard({ cancelAtPeriodEnd: true });
    expect(screen.getByText('Scheduled to Cancel')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    const resumeButton = screen.getByRole('button', { name: 'Resume subscription' });
    resumeButton.focus();
    fireEvent.click(resumeButton);
    // Chromium moves the focus of the button disabled under it to the page; jsdom does not.
    resumeButton.blur();
    expect(await screen.findByText('Your subscription will renew as before')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Resume subscription'));
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/payments/resume-subscription',
    );
  });

  it('offers no Resume over a pass paid for to follow the plan (the server refuses it)', () => {
    const next = {
      tier: 'OneTimeMonth' as const,
      startsAt: END,
      endsAt: '2026-04-05T12:00:00.000Z',
    };
    renderCard({ cancelAtPeriodEnd: true, upcomingPasses: [next] });
    expect(screen.getByText('Already paid for, next:')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
    // It says why, to a family back from renewing in Stripe's portal too (decision 057).
    expect(screen.getByText(planChangeMessages.passQueued)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update card' })).toBeTruthy();
  });

  it('says when a scheduled downgrade takes over', () => {
    renderCard({ scheduledTier: 'Monthly', subscriptionTier: 'Yearly' });
    expect(
      screen.getByText(`From ${formatLongDate(END)} your plan changes to Monthly.`),
    ).toBeTruthy();
  });

  it('calls a scheduled downgrade off: the plan running now is offered to stay on', async () => {
    const calledOff =
      'Your plan stays Yearly: the change planned for the end of the period is called off';
    fetchMock.mockImplementation(async (_input, init) =>
      jsonResponse(200, {
        data: {
          preview: {
            subscriptionTier: 'Yearly',
            direction: 'keep',
            amountDueTodayCents: 0,
            nextAmountCents: 10349,
            nextPaymentOn: END,
          },
          applied: bodyOf(init).confirm === true,
          message: calledOff,
        },
      }),
    );
    renderCard({ scheduledTier: 'Monthly', subscriptionTier: 'Yearly' });
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your plan' });
    expect(
      within(dialog).getByText(
        'Monthly is set to start when the current period ends. Choose Yearly to stay on it.',
      ),
    ).toBeTruthy();
    // The plan waiting is no choice; closing leaves it waiting, and says so.
    expect(within(dialog).queryByRole('radio', { name: /Monthly/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Leave as planned' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Stay on Yearly/ }));
    expect(await within(dialog).findByText('You pay $0.00 today')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'The change planned for the end of the period is called off: your plan renews as it is.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText(calledOff)).toBeTruthy();
  });
});

describe('update card and past due', () => {
  it('a plan whose renewal failed offers Update card, not Change plan (refused till paid)', () => {
    renderCard({ subscriptionStatus: 'past_due', graceEndsAt: END });
    expect(screen.getAllByRole('button', { name: 'Update card' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
  });

  it('canceled after its renewal failed, it asks for no card and offers no resume (its renewal was voided)', () => {
    const fields = {
      subscriptionStatus: 'past_due' as const,
      graceEndsAt: END,
      cancelAtPeriodEnd: true,
    };
    renderCard(fields);
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
    renderWithProviders(<PastDueBanner subscription={subscriptionOf('Monthly', fields)} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the banner names the last day of access and opens the card page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { url: 'https://billing.test/p/1' } }));
    renderWithProviders(
      <PastDueBanner
        subscription={subscriptionOf('Monthly', {
          subscriptionStatus: 'past_due',
          graceEndsAt: END,
        })}
      />,
    );
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain(`access continues until ${formatLongDate(END)}.`);
    fireEvent.click(within(banner).getByRole('button', { name: 'Update card' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.test/p/1'));
  });
});
