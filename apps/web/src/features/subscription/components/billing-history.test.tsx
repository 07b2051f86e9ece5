import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BillingHistoryItem } from '@academy/shared/plan-changes';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { BillingHistory } from './billing-history';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});
afterEach(() => vi.restoreAllMocks());

const item = (fields: Partial<BillingHistoryItem>): BillingHistoryItem => ({
  id: 'in_1',
  kind: 'plan',
  date: '2026-02-05T12:00:00.000Z',
  description: 'Monthly plan',
  amountCents: 1049,
  refundedCents: 0,
  currency: 'USD',
  status: 'paid',
  receiptUrl: 'https://invoice.test/i/1',
  ...fields,
});

const RECEIPT = 'http://localhost:3000/scheduling/success?session_id=cs_1&view=receipt';
const booking = (fields: Partial<BillingHistoryItem>) =>
  item({
    id: 'b1',
    kind: 'booking',
    date: '2026-12-02T15:00:00.000Z',
    description: '2 online tutor sessions',
    amountCents: 12000,
    bookingReference: 'TS-XSGTP5',
    receiptUrl: RECEIPT,
    ...fields,
  });
const refund = (fields: Partial<BillingHistoryItem>) =>
  booking({
    id: 'r1',
    kind: 'refund',
    date: '2026-12-04T15:00:00.000Z',
    description: 'Refund: canceled online tutor session',
    amountCents: -6000,
    status: 'refunded',
    ...fields,
  });

/**
 * The status a row shows. It is in the row twice: in its own column for wider screens, and under
 * the amount on a phone. Which copy shows is CSS, and jsdom applies none.
 */
const statusOf = (row: HTMLElement) => {
  const pills = [...row.querySelectorAll('td span.rounded-full')].map((p) => p.textContent);
  expect(new Set(pills).size).toBe(1);
  return pills[0];
};

async function rowsOf(items: BillingHistoryItem[]) {
  fetchMock.mockResolvedValue(jsonResponse(200, { data: { items } }));
  renderWithProviders(<BillingHistory />);
  return within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);
}

describe('billing history', () => {
  it('lists every payment with its date, amount, status and receipt; refunds as such', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        data: {
          items: [
            item({}),
            item({ id: 'in_2', status: 'refunded', refundedCents: 1049, receiptUrl: null }),
          ],
        },
      }),
    );
    renderWithProviders(<BillingHistory />);
    expect(screen.getByText('Loading billing history')).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(statusOf(rows[1]!)).toBe('Paid');
    expect(
      within(rows[1]!)
        .getByRole('link', { name: /Receipt/ })
        .getAttribute('href'),
    ).toBe('https://invoice.test/i/1');
    expect(statusOf(rows[2]!)).toBe('Refunded');
    expect(within(rows[2]!).getByText('$10.49 refunded')).toBeTruthy();
  });

  it('names each plan receipt by what was paid, so lines of the same day differ', async () => {
    const [renewal, change, first] = await rowsOf([
      item({
        id: 'in_3',
        description: 'Yearly plan renewal',
        receiptUrl: 'https://invoice.test/i/3',
      }),
      item({ id: 'in_2', description: 'Yearly plan (changed from Monthly)', paidFor: 'Sam' }),
      item({}),
    ]);
    // jsdom's name drops the space before the hidden words; a browser reads "Receipt for …".
    expect(
      within(renewal!).getByRole('link', {
        name: /^Receipt ?for Yearly plan renewal, February 5, 2026 \(opens in a new tab\)$/,
      }),
    ).toBeTruthy();
    expect(
      within(change!).getByRole('link', {
        name: /^Receipt ?for Yearly plan \(changed from Monthly\), for Sam, February 5, 2026 /,
      }),
    ).toBeTruthy();
    expect(
      within(first!).getByRole('link', { name: /^Receipt ?for Monthly plan, February 5, 2026 / }),
    ).toBeTruthy();
  });

  it('shows a booking with its reference, for whom, what went back, and its receipt', async () => {
    const [row] = await rowsOf([
      booking({ paidFor: 'Sam', refundedCents: 6000, status: 'partially_refunded' }),
    ]);
    expect(row!.textContent).toContain('2 online tutor sessions');
    expect(within(row!).getByText('Booking TS-XSGTP5')).toBeTruthy();
    expect(within(row!).getByText('For Sam')).toBeTruthy();
    expect(within(row!).getByText('$60.00 refunded')).toBeTruthy();
    expect(statusOf(row!)).toBe('Partially refunded');
    const receipt = within(row!).getByRole('link', {
      // jsdom's name drops the space before the hidden words; a browser reads "Receipt for …".
      name: /^Receipt ?for TS-XSGTP5, December 2, 2026 \(opens in a new tab\)$/,
    });
    expect(receipt.getAttribute('href')).toBe(RECEIPT);
  });

  it('shows a refund as a line of its own, negative, with its date and state', async () => {
    const [done, pending, refused] = await rowsOf([
      refund({}),
      refund({ id: 'r2', status: 'refund_pending' }),
      refund({ id: 'r3', status: 'refund_failed' }),
    ]);
    expect(done!.textContent).toContain('Refund: canceled online tutor session');
    expect(within(done!).getByText('−$60.00')).toBeTruthy();
    expect(statusOf(done!)).toBe('Refunded');
    expect(within(done!).getAllByText('December 4, 2026').length).toBeGreaterThan(0);
    expect(
      within(done!).getByRole('link', {
        name: /^Receipt ?for the refund of TS-XSGTP5, December 4, 2026 /,
      }),
    ).toBeTruthy();
    expect(statusOf(pending!)).toBe('Pending');
    expect(statusOf(refused!)).toBe('Refund by hand');
    expect(refused!.textContent).toContain('the academy will refund it by hand and contact you');
  });

  it('says when there is nothing yet', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { items: [] } }));
    renderWithProviders(<BillingHistory />);
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
  });

  it('shows nothing at all, when asked, until there is a payment', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { items: [] } }));
    const { container } = renderWithProviders(<BillingHistory hideWhenEmpty />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe('');
    expect(screen.queryByText('No payments yet.')).toBeNull();
  });
});
