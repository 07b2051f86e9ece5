import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FamilyChild, FamilyPlan } from '@academy/shared/family';
import { planChangeMessages } from '@academy/shared/plan-changes';
import { browserLocation } from '../../../lib/api-client';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ChildPlan } from './child-plan';
import { FamilyBilling } from './family-billing';

const monthly: FamilyPlan = {
  subscriptionTier: 'Monthly',
  status: 'active',
  currentPeriodEnd: '2027-01-02T18:00:00.000Z',
  kind: 'recurring',
  cancelAtPeriodEnd: false,
  scheduledTier: null,
  upcomingPlan: null,
  upcomingPasses: [],
  managedByYou: true,
  managedBy: null,
};

const childWith = (plan: Partial<FamilyPlan>) =>
  ({
    id: 'c1',
    firstname: 'Sam',
    lastname: 'Rivera',
    plan: { ...monthly, ...plan },
  }) as FamilyChild;

/** The child as the family list gives it, which the test can show canceled, as a refetch would. */
let showCanceled: () => void = () => undefined;
function ChildPlanAsListed() {
  const [canceled, setCanceled] = useState(false);
  showCanceled = () => setCanceled(true);
  return <ChildPlan child={childWith({ cancelAtPeriodEnd: canceled })} />;
}

describe('ChildPlan (decision 057)', () => {
  it('the parent who pays cancels the renewal, in the child’s words', async () => {
    const fetchMock = mockFetch().mockImplementation(async () =>
      jsonResponse(200, {
        data: { message: "Sam's plan will not renew: it ends with the current period" },
      }),
    );
    renderWithProviders(<ChildPlanAsListed />);
    expect(screen.getByText('Monthly plan, renews on January 2, 2027')).toBeTruthy();
    // A renewing plan offers no second checkout (the server would refuse it).
    expect(screen.queryByRole('form', { name: 'Pay for a plan for Sam' })).toBeNull();
    expect(screen.getByRole('button', { name: named('Change plan, Sam') })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: named('Cancel Subscription, Sam') }));
    const dialog = await screen.findByRole('dialog', { name: "Cancel Sam's subscription?" });
    expect(dialog.textContent).toContain(
      'Sam keeps full access until January 2, 2027. The plan will not renew afterwards and you will not be charged again.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(
      await screen.findByText("Sam's plan will not renew: it ends with the current period"),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(url)).toBe('/api/family/children/c1/plan/cancel');
    expect(init!.method).toBe('POST');

    // The family list comes back canceled: Cancel Subscription is gone, and its focus goes to
    // the words saying when the plan ends, not to the page.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => showCanceled());
    const ends = screen.getByText('Monthly plan, ends on January 2, 2027 (it will not renew)');
    await waitFor(() => expect(document.activeElement).toBe(ends));
  });

  it('resumes a renewal the parent canceled', async () => {
    const fetchMock = mockFetch().mockImplementation(async () =>
      jsonResponse(200, { data: { message: "Sam's plan will renew as before" } }),
    );
    renderWithProviders(<ChildPlan child={childWith({ cancelAtPeriodEnd: true })} />);
    expect(
      screen.getByText('Monthly plan, ends on January 2, 2027 (it will not renew)'),
    ).toBeTruthy();
    // A pass may still be bought to follow it; a subscription only once it has ended.
    const form = screen.getByRole('form', { name: 'Pay for a plan for Sam' });
    const offered = within(form)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((text) => text!.endsWith(' once'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: named('Resume subscription, Sam') }));
    expect(await screen.findByText("Sam's plan will renew as before")).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/family/children/c1/plan/resume');
  });

  it('offers no Resume on a plan canceled after its renewal failed, as the plan page', () => {
    // As /family lists it once the parent cancels in the grace: the renewal was called off.
    const grace = '2026-12-13T22:47:17.005Z';
    renderWithProviders(
      <ChildPlan
        child={childWith({
          status: 'past_due',
          cancelAtPeriodEnd: true,
          currentPeriodEnd: grace,
          graceEndsAt: grace,
        })}
      />,
    );
    // The server refuses it (409): the month it would renew into was never paid.
    expect(screen.queryByRole('button', { name: /^Resume subscription/ })).toBeNull();
    expect(screen.queryByRole('button', { name: named('Cancel Subscription, Sam') })).toBeNull();
  });

  it('lists the passes paid for to follow the plan, and offers no renewal over them', () => {
    const month = {
      tier: 'OneTimeMonth' as const,
      startsAt: '2027-01-02T18:00:00.000Z',
      endsAt: '2027-02-02T18:00:00.000Z',
    };
    renderWithProviders(
      <ChildPlan child={childWith({ cancelAtPeriodEnd: true, upcomingPasses: [month] })} />,
    );
    expect(screen.getByText('Already paid for, next:')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe(
      'One-Time Month, from January 2, 2027 to February 2, 2027',
    );
    // The server refuses it: the pass's days would be paid twice.
    expect(screen.queryByRole('button', { name: /^Resume subscription/ })).toBeNull();
    expect(screen.getByText(planChangeMessages.passQueued)).toBeTruthy();
  });

  it('a pass in use is paid until the next one starts', () => {
    const plan = {
      subscriptionTier: 'OneTimeQuarter' as const,
      kind: 'oneTime' as const,
      currentPeriodEnd: '2027-05-02T18:00:00.000Z',
      managedByYou: false,
      upcomingPasses: [
        {
          tier: 'OneTimeMonth' as const,
          startsAt: '2027-04-02T18:00:00.000Z',
          endsAt: '2027-05-02T18:00:00.000Z',
        },
      ],
    };
    renderWithProviders(<ChildPlan child={childWith(plan)} />);
    expect(screen.getByText('One-Time Quarter plan, paid until April 2, 2027')).toBeTruthy();
    expect(screen.queryByText(planChangeMessages.passQueued)).toBeNull();
  });

  it('opens one checkout on a double click, and stays busy until it opens', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const fetchMock = mockFetch().mockImplementation(async () =>
      jsonResponse(200, { data: { sessionUrl: 'https://checkout.example/s1' } }),
    );
    renderWithProviders(<ChildPlan child={childWith({ cancelAtPeriodEnd: true })} />);
    const pay = screen.getByRole('button', { name: 'Pay for Sam' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/s1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The checkout's page is on its way: the button does not come back meanwhile.
    expect(screen.getByRole('button', { name: /Opening/ })).toHaveProperty('disabled', true);
    assign.mockRestore();
  });

  it('offers nothing to manage on a plan someone else pays for', () => {
    renderWithProviders(
      <ChildPlan child={childWith({ managedByYou: false, managedBy: 'Maria' })} />,
    );
    expect(screen.getByText('Monthly plan, renews on January 2, 2027')).toBeTruthy();
    expect(screen.getByText('Maria pays for this plan and manages it.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a failed renewal asks the paying parent for the card, and says until when access continues', () => {
    const grace = '2026-12-13T18:00:00.000Z';
    renderWithProviders(
      <ChildPlan
        child={childWith({ status: 'past_due', currentPeriodEnd: grace, graceEndsAt: grace })}
      />,
    );
    expect(
      screen.getByText(
        'Monthly plan: the renewal payment failed, access continues until December 13, 2026',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: named('Update card, Sam') })).toBeTruthy();
  });

  it('canceled after its renewal failed, it ends with the grace and asks for no card', () => {
    const grace = '2026-12-13T18:00:00.000Z';
    const plan = { status: 'past_due', currentPeriodEnd: grace, graceEndsAt: grace } as const;
    renderWithProviders(<ChildPlan child={childWith({ ...plan, cancelAtPeriodEnd: true })} />);
    // The renewal was called off with the cancel: nothing is left to pay, whatever the card.
    expect(
      screen.getByText('Monthly plan, ends on December 13, 2026 (it will not renew)'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: named('Update card, Sam') })).toBeNull();
  });
});

/** "Update card, Sam": jsdom may or may not hear the no-break space after the comma. */
const named = (name: string) => new RegExp(`^${name.replace(', ', ',\\s?')}$`);

describe('ChildPlan of two children', () => {
  const ana = (plan: Partial<FamilyPlan>) =>
    ({ ...childWith(plan), id: 'c2', firstname: 'Ana' }) as FamilyChild;
  /** Each name is one button's, and the page has no other. */
  const expectButtons = (names: string[]) => {
    for (const name of names)
      expect(screen.getByRole('button', { name: named(name) })).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(names.length);
  };

  it("names each child's plan buttons after the child, their visible words first", () => {
    renderWithProviders(
      <>
        <ChildPlan child={childWith({ status: 'past_due' })} />
        <ChildPlan child={ana({ status: 'past_due' })} />
      </>,
    );
    expectButtons([
      'Cancel Subscription, Sam',
      'Update card, Sam',
      'Cancel Subscription, Ana',
      'Update card, Ana',
    ]);
    expect(screen.getByRole('button', { name: named('Update card, Ana') }).textContent).toMatch(
      /^Update card/,
    );
  });

  it('names Change plan, Resume and the plan to pay for after the child', () => {
    renderWithProviders(
      <>
        <ChildPlan child={childWith({})} />
        <ChildPlan child={ana({ cancelAtPeriodEnd: true })} />
      </>,
    );
    expectButtons([
      'Change plan, Sam',
      'Cancel Subscription, Sam',
      'Resume subscription, Ana',
      'Pay for Ana',
    ]);
    expect(screen.getByRole('combobox', { name: named('Choose another plan, Ana') })).toBeTruthy();
  });
});

describe('FamilyBilling', () => {
  it("lists the parent's payments, each naming the child, with the card", async () => {
    mockFetch().mockImplementation(async () =>
      jsonResponse(200, {
        data: {
          items: [
            {
              id: 'p1',
              date: '2026-12-02T18:00:00.000Z',
              description: 'Monthly plan',
              amountCents: 4900,
              refundedCents: 0,
              currency: 'USD',
              status: 'paid',
              receiptUrl: 'http://localhost/api/payments/receipts/p1',
              paidFor: 'Sam',
            },
          ],
        },
      }),
    );
    renderWithProviders(<FamilyBilling />);
    const row = (await screen.findByText('Monthly plan')).closest('tr')!;
    expect(within(row).getByText('For Sam')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update card' })).toBeTruthy();
  });
});
