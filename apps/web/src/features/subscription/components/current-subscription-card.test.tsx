import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentSubscription } from '@academy/shared/payments';
import { browserLanguage } from '../../../test/browser-locale';
import { renderWithProviders } from '../../../test/render';
import { subscriptionOf } from '../../../test/subscriptions';
import { formatLongDate } from '../../../lib/format-date';
import { CurrentSubscriptionCard } from './current-subscription-card';

const END = '2026-03-05T12:00:00.000Z';
const endDate = formatLongDate(END)!;

const subscription = (fields: Partial<CurrentSubscription>) =>
  subscriptionOf('Monthly', { currentPeriodEnd: END, ...fields });

const onCancel = vi.fn<() => Promise<void>>();

function renderCard(fields: Partial<CurrentSubscription>, processing = false) {
  renderWithProviders(
    <CurrentSubscriptionCard
      subscription={subscription(fields)}
      processing={processing}
      onCancel={onCancel}
    />,
  );
  return screen.getByRole('region', { name: 'Your current plan' });
}

afterEach(() => onCancel.mockReset());

describe('CurrentSubscriptionCard', () => {
  it('says a recurring plan renews on its date and offers Cancel Subscription', () => {
    const card = renderCard({});
    expect(
      within(card).getByText(`Your subscription renews automatically on ${endDate}.`),
    ).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).queryByText('Scheduled to Cancel')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
  });

  it('canceled after its renewal failed, says it ends with the grace, not that the renewal failed', () => {
    const card = renderCard({
      subscriptionStatus: 'past_due',
      cancelAtPeriodEnd: true,
      graceEndsAt: END,
    });
    expect(within(card).getByText('Scheduled to Cancel')).toBeTruthy();
    expect(
      within(card).getByText(
        `Your subscription will end on ${endDate}. You keep full access until then.`,
      ),
    ).toBeTruthy();
    expect(within(card).queryByText(/renewal payment failed/)).toBeNull();
  });

  it('a plan a parent pays for names them in place of the buttons (decision 057)', () => {
    const card = renderCard({ paidBy: { firstname: 'Pat', lastname: 'Rivera' } });
    expect(
      within(card).getByText(`Your subscription renews automatically on ${endDate}.`),
    ).toBeTruthy();
    expect(
      within(card).getByText(
        'Pat Rivera pays for this plan and manages it (a change, a cancellation, the card) from their Family page.',
      ),
    ).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('a plan paid by a parent who no longer shares says it ends, with nothing to change', () => {
    const card = renderCard({ cancelAtPeriodEnd: true, paidBy: null, paidByOther: true });
    expect(
      within(card).getByText(
        'Someone else paid for this plan, and it ends with its period: choose a plan of your own then.',
      ),
    ).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it("shows 'Scheduled to Cancel' and the end date once canceled, without a cancel button", () => {
    const card = renderCard({ subscriptionTier: 'Yearly', cancelAtPeriodEnd: true });
    expect(within(card).getByText('Scheduled to Cancel')).toBeTruthy();
    expect(within(card).getByText(new RegExp(`will end on ${endDate}`))).toBeTruthy();
    expect(within(card).queryByText(/renews/)).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('says a one-time plan ends and will not be renewed, without a cancel button', () => {
    const card = renderCard({ subscriptionTier: 'OneTimeQuarter', kind: 'oneTime' });
    expect(within(card).getByText('One-Time Quarter', { selector: 'p' })).toBeTruthy();
    expect(
      within(card).getByText(
        `Your plan ends on ${endDate} and will not be renewed automatically afterwards.`,
      ),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('keeps the date in English for a reader whose browser speaks Spanish', () => {
    browserLanguage('es-US');
    const card = renderCard({
      subscriptionTier: 'OneTimeMonth',
      kind: 'oneTime',
      currentPeriodEnd: '2026-12-25T18:00:00.000Z',
    });
    expect(
      within(card).getByText(
        'Your plan ends on December 25, 2026 and will not be renewed automatically afterwards.',
      ),
    ).toBeTruthy();
  });

  it('lists the passes paid for next; the pass in use ends where the first starts', () => {
    const next = '2026-06-05T12:00:00.000Z';
    const last = '2027-06-05T12:00:00.000Z';
    const card = renderCard({
      subscriptionTier: 'OneTimeQuarter',
      kind: 'oneTime',
      currentPeriodEnd: last,
      upcomingPasses: [{ tier: 'OneTimeYear', startsAt: next, endsAt: last }],
    });
    expect(
      within(card).getByText(
        `Your plan ends on ${formatLongDate(next)} and will not be renewed automatically afterwards.`,
      ),
    ).toBeTruthy();
    expect(within(card).getByText('Already paid for, next:')).toBeTruthy();
    expect(within(card).getByRole('listitem').textContent).toBe(
      `One-Time Year, from ${formatLongDate(next)} to ${formatLongDate(last)}`,
    );
  });

  it('a plan scheduled to cancel keeps its end date and lists the pass that follows', () => {
    const last = '2026-06-05T12:00:00.000Z';
    const card = renderCard({
      cancelAtPeriodEnd: true,
      upcomingPasses: [{ tier: 'OneTimeQuarter', startsAt: END, endsAt: last }],
    });
    expect(within(card).getByText(new RegExp(`will end on ${endDate}`))).toBeTruthy();
    expect(within(card).getByRole('listitem').textContent).toBe(
      `One-Time Quarter, from ${endDate} to ${formatLongDate(last)}`,
    );
  });

  it('asks for confirmation in a dialog before canceling', async () => {
    onCancel.mockResolvedValue();
    const card = renderCard({});
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(new RegExp(`full access until ${endDate}`))).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('disables Cancel Subscription while another action is processing', () => {
    const card = renderCard({}, true);
    const button = within(card).getByRole('button', { name: 'Cancel Subscription' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
