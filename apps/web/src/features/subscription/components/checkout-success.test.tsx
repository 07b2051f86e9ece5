import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { VerifiedCheckout } from '@academy/shared/payments';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { subscriptionOf } from '../../../test/subscriptions';
import { createTestRouter } from '../../../test/test-router';
import { currentSubscriptionQueryOptions } from '../api/get-current-subscription';
import { formatLongDate } from '../../../lib/format-date';
import { CheckoutSuccess } from './checkout-success';

let fetchMock: ReturnType<typeof mockFetch>;

const paidMonthly: VerifiedCheckout = {
  subscriptionTier: 'Monthly',
  subscriptionStatus: 'active',
  currentPeriodEnd: '2026-12-24T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  startsOn: null,
  paid: true,
};

/** The page at /subscription/success, beside a /subscription it can return to. */
function renderSuccessPage({ sessionId, autoVerify }: { sessionId?: string; autoVerify: boolean }) {
  const onConfirmed = vi.fn();
  const router = createTestRouter(
    {
      '/subscription/success': () => (
        <CheckoutSuccess sessionId={sessionId} autoVerify={autoVerify} onConfirmed={onConfirmed} />
      ),
      '/subscription': () => <h1>Your plans</h1>,
    },
    '/subscription/success',
  );
  const { queryClient } = renderWithProviders(<RouterProvider router={router} />);
  const subscriptionKey = currentSubscriptionQueryOptions().queryKey;
  queryClient.setQueryData(subscriptionKey, subscriptionOf('Guest'));
  return { onConfirmed, router, queryClient, subscriptionKey };
}

const verifyAnswers = (status: number, body: unknown) =>
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/payments/verify-checkout-session?sessionId=cs_test_1') {
      return typeof body === 'string' ? new Response(body, { status }) : jsonResponse(status, body);
    }
    throw new Error(`unexpected call ${url}`);
  });

const toastTexts = () => screen.queryAllByRole('status').map((node) => node.textContent);
const wasRefreshed = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

beforeEach(() => {
  fetchMock = mockFetch();
});

describe('CheckoutSuccess (/subscription/success)', () => {
  it('with auto_verify shows the verified plan, refreshes the account and returns after 3 s', async () => {
    verifyAnswers(200, { data: paidMonthly });
    const { onConfirmed, router, queryClient, subscriptionKey } = renderSuccessPage({
      sessionId: 'cs_test_1',
      autoVerify: true,
    });
    expect(await screen.findByText('Confirming your subscription...')).toBeTruthy();
    expect(await screen.findByText('Subscription activated!')).toBeTruthy();
    expect(screen.getByText('Monthly')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Renews on')).toBeTruthy();
    // The family came to practise: the way there is offered beside the return to the plans.
    expect(screen.getByRole('link', { name: 'Start practicing' }).getAttribute('href')).toBe(
      '/practice',
    );
    expect(
      await screen.findByText('Your subscription has been successfully activated!'),
    ).toBeTruthy();
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(wasRefreshed(queryClient, subscriptionKey)).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'), {
      timeout: 4500,
    });
  });

  it('stays on the page when asked to, with the focus on what it now says', async () => {
    verifyAnswers(200, { data: paidMonthly });
    const { router } = renderSuccessPage({ sessionId: 'cs_test_1', autoVerify: true });
    expect(await screen.findByText('Subscription activated!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    const note = screen.getByText('You stay on this page until you choose where to go.');
    expect(document.activeElement).toBe(note);
    expect(screen.queryByText(/Taking you back/)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(router.state.location.pathname).toBe('/subscription/success');
    fireEvent.click(screen.getByRole('link', { name: 'Go to Subscription now' }));
    expect(await screen.findByRole('heading', { name: 'Your plans' })).toBeTruthy();
  });

  it('names a pass a pass, with the day it ends', async () => {
    verifyAnswers(200, {
      data: { ...paidMonthly, subscriptionTier: 'OneTimeMonth' } satisfies VerifiedCheckout,
    });
    renderSuccessPage({ sessionId: 'cs_test_1', autoVerify: true });
    expect(await screen.findByText('Pass purchased!')).toBeTruthy();
    expect(screen.getByText('Ends on')).toBeTruthy();
    expect(screen.queryByText('Subscription activated!')).toBeNull();
  });

  it('says when a pass bought over running access starts, and that it is not active yet', async () => {
    verifyAnswers(200, {
      data: {
        ...paidMonthly,
        subscriptionTier: 'OneTimeMonth',
        subscriptionStatus: 'scheduled',
        startsOn: '2026-12-24T12:00:00.000Z',
        currentPeriodEnd: '2027-01-24T12:00:00.000Z',
      } satisfies VerifiedCheckout,
    });
    renderSuccessPage({ sessionId: 'cs_test_1', autoVerify: true });
    const starts = formatLongDate('2026-12-24T12:00:00.000Z')!;
    expect(
      await screen.findByText(
        `Thank you! Your pass is paid for. It starts on ${starts}, when your current access ends.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Starts on').nextElementSibling?.textContent).toBe(starts);
    expect(screen.getByText('Status').nextElementSibling?.textContent).toBe('Scheduled');
    expect(screen.queryByRole('link', { name: 'Start practicing' })).toBeNull();
    expect(await screen.findByText('Your subscription has been processed!')).toBeTruthy();
    expect(screen.queryByText('Your subscription has been successfully activated!')).toBeNull();
  });

  it('says a subscription set to cancel ends, not renews (the page opened again later)', async () => {
    verifyAnswers(200, { data: { ...paidMonthly, cancelAtPeriodEnd: true } });
    renderSuccessPage({ sessionId: 'cs_test_1', autoVerify: true });
    expect(await screen.findByText('Ends on')).toBeTruthy();
    expect(screen.queryByText('Renews on')).toBeNull();
  });

  it('without auto_verify says the payment was processed, without asking the server', async () => {
    const { onConfirmed, queryClient, subscriptionKey } = renderSuccessPage({
      sessionId: 'cs_test_1',
      autoVerify: false,
    });
    expect(await screen.findByText('Payment received')).toBeTruthy();
    expect(await screen.findByText('Your subscription has been processed!')).toBeTruthy();
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(wasRefreshed(queryClient, subscriptionKey)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a failed verification shows the server's message and asks to contact support", async () => {
    verifyAnswers(404, { message: 'Checkout session not found' });
    const { onConfirmed } = renderSuccessPage({ sessionId: 'cs_test_1', autoVerify: true });
    expect(await screen.findByText('Checkout session not found')).toBeTruthy();
    expect(
      await screen.findByText(
        'There was a problem activating your subscription. Please contact support.',
      ),
    ).toBeTruthy();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it.each([
    ['an answer it cannot read', 200, '<html>Bad gateway</html>'],
    ['an error without a message', 502, '<html>Bad gateway</html>'],
    ['an error with an empty body', 500, {}],
  ])("%s says 'Failed to verify subscription'", async (_, status, body) => {
    verifyAnswers(status, body);
    renderSuccessPage({ sessionId: 'cs_test_1', autoVerify: true });
    expect(await screen.findByText('Failed to verify subscription')).toBeTruthy();
  });

  it('tries again after a network failure instead of saying the payment failed', async () => {
    verifyAnswers(200, { data: paidMonthly });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    fetchMock.mockImplementation(answer);
    const { onConfirmed } = renderSuccessPage({ sessionId: 'cs_test_1', autoVerify: true });
    expect(await screen.findByText('Subscription activated!')).toBeTruthy();
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Failed to verify subscription')).toBeNull();
  });

  it('an unpaid checkout is an error, not an activation', async () => {
    verifyAnswers(200, { data: { ...paidMonthly, paid: false } });
    const { onConfirmed } = renderSuccessPage({ sessionId: 'cs_test_1', autoVerify: true });
    expect(await screen.findByText(/has not been paid/)).toBeTruthy();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it("without a session id says 'No session ID found' and still returns after 3 s", async () => {
    const { router } = renderSuccessPage({ autoVerify: true });
    expect(await screen.findByText('No session ID found')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // No checkout to speak of, so no activation toast either.
    expect(toastTexts()).not.toContain(
      'There was a problem activating your subscription. Please contact support.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'), {
      timeout: 4500,
    });
    expect(await screen.findByRole('heading', { name: 'Your plans' })).toBeTruthy();
  });
});
