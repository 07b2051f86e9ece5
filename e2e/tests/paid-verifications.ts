import type { Page } from '@playwright/test';
import type { VerifiedCheckout, VerifiedScheduling } from '@academy/shared/payments';

// What the payment verifications answer for a paid checkout, so that the return pages of
// session cs_paid show their success without a payment provider behind them.

const PAID_BOOKING: VerifiedScheduling = {
  fullName: 'Grace Hopper',
  contactInfo: 'grace@example.com',
  sessionType: 'online',
  joinUrl: 'https://meet.example.com/summit-prep',
  sessionCount: 2,
  internalReference: 'BK-7Q2X',
  totalCents: 12_000,
  currency: 'USD',
  paid: true,
};
const PAID_PLAN: VerifiedCheckout = {
  subscriptionTier: 'Monthly',
  subscriptionStatus: 'active',
  currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  cancelAtPeriodEnd: false,
  startsOn: null,
  paid: true,
};

/** Answers the payment verifications as paid. */
export async function servePaidVerifications(page: Page) {
  const paid: Record<string, VerifiedScheduling | VerifiedCheckout> = {
    '/api/payments/verify-scheduling-session': PAID_BOOKING,
    '/api/payments/verify-checkout-session': PAID_PLAN,
  };
  await page.route(
    (url) => url.pathname in paid,
    (route) => route.fulfill({ json: { data: paid[new URL(route.request().url()).pathname] } }),
  );
}
