// Payments API: paths, response types, subscription statuses and the SPEC §8 messages of the
// subscription and tutor-session flows. Zod-free, so any page may import it cheaply; the server
// builds its request schemas from these constants.
import type { SessionJoin } from './online-room.ts';
import type { Currency } from './plans.ts';
import type { SessionType } from './scheduling-prices.ts';
import type { PurchasableTier, RecurringTier, SubscriptionTier } from './tiers.ts';

/** Paths under the API base (/api). Every payments response is wrapped as `{ data }` (SPEC §7). */
export const PAYMENTS_PATHS = {
  createCustomer: '/payments/create-customer',
  subscription: '/payments/subscription',
  verifyCheckoutSession: '/payments/verify-checkout-session',
  currentSubscription: '/payments/current-subscription',
  cancelSubscription: '/payments/cancel-subscription',
  scheduling: '/payments/scheduling',
  verifySchedulingSession: '/payments/verify-scheduling-session',
} as const;

/** Where checkout returns the browser (SPEC §2); the server appends session_id. */
export const CHECKOUT_RETURN_PATHS = {
  subscriptionSuccess: '/subscription/success',
  subscriptionCancel: '/subscription/cancel',
  schedulingSuccess: '/scheduling/success',
  // Home, which says the booking was cancelled and offers the form again.
  schedulingCancel: '/?booking=cancelled',
  // A parent's booking for a child: /family, which opens the form again for the child (&child=).
  familyBookingCancel: '/family?booking=cancelled',
} as const;

/**
 * A paid booking's page opened again as its receipt (the billing history's link): what was
 * booked and paid, and what was canceled and refunded since, without the welcome of a payment
 * just made.
 */
export const bookingReceiptPath = (checkoutSessionId: string) =>
  `${CHECKOUT_RETURN_PATHS.schedulingSuccess}?session_id=${encodeURIComponent(checkoutSessionId)}&view=receipt`;

/**
 * The API's subscription status values:
 * - active: paid and running (a recurring plan may also have cancelAtPeriodEnd set);
 * - scheduled: a one-time pass paid for that has not started: it starts when the access running
 *   now ends (a checkout's verification says so; stored rows stay active);
 * - past_due: a renewal payment failed and is being retried, access continues meanwhile;
 * - unpaid: renewals failed for good, no access;
 * - incomplete: the first payment was never completed (also an unpaid checkout session);
 * - paused: the provider paused the subscription, no access;
 * - canceled: a recurring plan ended;
 * - expired: a one-time pass (or a period never renewed) ran out;
 * - none: Guest, nothing bought.
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'scheduled',
  'past_due',
  'unpaid',
  'incomplete',
  'paused',
  'canceled',
  'expired',
  'none',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses of a Guest whose paid access has run out (a plan or a pass). */
export const isEndedStatus = (status: string | null | undefined) =>
  status === 'canceled' || status === 'expired';

export type SubscriptionKind = 'recurring' | 'oneTime' | 'free' | 'none';

export interface ApiData<T> {
  data: T;
}

/** POST /payments/create-customer. */
export interface CreateCustomerResult {
  customerId: string;
}

/**
 * POST /payments/subscription. `timeZone` is the buyer's IANA time zone (the browser's), in
 * which a pass's or a period's months are counted; optional, the academy's when absent or
 * unknown.
 */
export interface SubscriptionCheckoutRequest {
  subscriptionTier: PurchasableTier;
  timeZone?: string;
}

/** Longer than any IANA zone name (the longest is 32 characters): anything past it is refused. */
export const TIME_ZONE_MAX_LENGTH = 64;

/** POST /payments/subscription and POST /payments/scheduling. */
export interface CheckoutSessionResult {
  sessionUrl: string;
}

/**
 * GET /payments/verify-checkout-session?sessionId= (or session_id=). `paid: false` means the
 * checkout was not paid (yet): nothing changed, status is 'incomplete', currentPeriodEnd null.
 */
export interface VerifiedCheckout {
  subscriptionTier: SubscriptionTier;
  subscriptionStatus: SubscriptionStatus;
  /** ISO date the bought period ends (renews, for recurring plans not set to cancel). */
  currentPeriodEnd: string | null;
  /** A subscription set to end at its period's end: it will not renew. */
  cancelAtPeriodEnd: boolean;
  /** ISO date a pass bought while access runs starts (decision 008); null once it has. */
  startsOn: string | null;
  paid: boolean;
}

/** GET /payments/current-subscription: the signed-in user's plan right now. */
export interface CurrentSubscription {
  /** Effective tier: a paid tier past its end is Guest. */
  subscriptionTier: SubscriptionTier;
  subscriptionStatus: SubscriptionStatus;
  /** Renewal date (recurring), end date (one-time, canceling) or the past end; null for none. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  kind: SubscriptionKind;
  /** Passes already paid for that start later, when the access running now ends; in order. */
  upcomingPasses: UpcomingPass[];
  /** A shorter plan chosen to take over when the current period ends (issue 41). */
  scheduledTier?: RecurringTier | null;
  /**
   * A renewal failed (past_due): access ends at this ISO date unless the card is updated; or the
   * plan was canceled then, its renewal called off, and it ends at this date (not resumable).
   */
  graceEndsAt?: string | null;
  /**
   * A subscription bought during a pass, which starts (and is first charged) when the paid
   * access ends (decision 045); null when there is none.
   */
  upcomingPlan?: UpcomingPlan | null;
  /**
   * The linked parent who pays for this recurring plan and so manages it (decision 057); null or
   * absent when the user does.
   */
  paidBy?: PlanPayer | null;
  /**
   * Someone other than the user pays for this recurring plan: with no `paidBy`, a payer who is
   * no longer a linked parent, and the plan ends with its period.
   */
  paidByOther?: boolean;
}

export interface PlanPayer {
  firstname: string;
  lastname: string;
}

/**
 * A subscription bought during a pass starts when the pass ends, if that is at least this far
 * ahead: Stripe's trial end, which defers the first charge, must be 48 hours ahead (decision 045).
 */
export const PLAN_START_MIN_LEAD_MS = 48 * 3_600_000;

export interface UpcomingPlan {
  tier: RecurringTier;
  startsAt: string;
}

export interface UpcomingPass {
  tier: SubscriptionTier;
  startsAt: string;
  endsAt: string;
}

/** POST /payments/cancel-subscription: the subscription after the change, and the toast text. */
export interface CancelSubscriptionResult extends CurrentSubscription {
  message: string;
}

/** GET /payments/verify-scheduling-session?sessionId=. `paid: false`: not paid (yet). */
export interface VerifiedScheduling extends SessionJoin {
  fullName: string | null;
  /** The student's full name, when the booker booked for someone else (a parent for a child). */
  forStudent?: string;
  /**
   * A parent's booking for a child who stopped sharing with them (decision 067): the sessions
   * are the child's alone, so their times and how to join are left out (`joinUrl` null).
   */
  sharingEnded?: true;
  contactInfo: string;
  sessionType: SessionType;
  sessionCount: number;
  internalReference: string;
  totalCents: number;
  currency: Currency;
  paid: boolean;
  /** When it was paid (ISO): the receipt's date. */
  paidAt?: string;
  /** The sessions' starts (ISO), in time order, when the customer chose times (issue 38). */
  sessionStarts?: string[];
  /** The starts of the sessions cancelled since (ISO, in time order); absent when none. */
  cancelledStarts?: string[];
  /** Sessions cancelled since, and what their refunds come to (cents); absent when none. */
  cancelledCount?: number;
  refundCents?: number;
}

export type CreateCustomerResponse = ApiData<CreateCustomerResult>;
export type CheckoutSessionResponse = ApiData<CheckoutSessionResult>;
export type VerifiedCheckoutResponse = ApiData<VerifiedCheckout>;
export type CurrentSubscriptionResponse = ApiData<CurrentSubscription>;
export type CancelSubscriptionResponse = ApiData<CancelSubscriptionResult>;
export type VerifiedSchedulingResponse = ApiData<VerifiedScheduling>;

/** SPEC §8 (subscription) and the plan page texts of SPEC §4. */
export const subscriptionMessages = {
  fetchFailed: 'Failed to fetch subscription details',
  createCustomerFailed: 'Failed to create customer',
  createSessionFailed: 'Failed to create subscription session',
  verifyFailed: 'Failed to verify subscription',
  cancelFailed: 'Failed to cancel subscription',
  checkoutFailed: 'Failed to initiate checkout process',
  cancelScheduled: 'Subscription will be canceled at the end of the billing period',
  /** A subscription canceled while it waited for a pass to end (decision 045): no period ends. */
  canceledBeforeStart: 'Your subscription will not start, and nothing will be charged.',
  activated: 'Your subscription has been successfully activated!',
  processed: 'Your subscription has been processed!',
  activationProblem: 'There was a problem activating your subscription. Please contact support.',
  noSessionId: 'No session ID found',
  currentPlan: 'Current Plan',
  scheduledToCancel: 'Scheduled to Cancel',
  notRenewed: 'will not be renewed automatically afterwards',
} as const;

/** SPEC §8 (tutor session). */
export const tutorSessionMessages = {
  contactRequired: 'Please provide your contact information',
  noSessionUrl: 'Failed to create checkout session',
  createFailed: 'Failed to create scheduling session. Please try again.',
  createFallback: 'Failed to create scheduling session',
  verifyFailed: 'Failed to verify scheduling payment',
  verifyFallback: 'Failed to verify scheduling session',
  verifyProblem: 'There was a problem verifying your payment. Please contact support.',
  paid: 'Your scheduling payment has been processed successfully!',
} as const;

/**
 * Shown on the local test checkout and in the site's header while the server takes payments
 * through it (GET /api/config `testCheckout`): nothing a visitor pays there is real.
 */
export const TEST_MODE_RIBBON = 'Test mode: no real payment';

/** Messages of the server's payment errors (`{ message, errors? }` bodies). */
export const paymentErrors = {
  tierNotPurchasable: 'Please choose one of the paid plans',
  timeZoneInvalid: 'The time zone must be a time zone name such as America/Chicago',
  sessionIdRequired: 'A checkout session id is required',
  sessionIdInvalid: 'That is not a checkout session id',
  sessionNotFound: 'Checkout session not found',
  alreadySubscribed:
    'You already have an active subscription. To switch, use Change plan on your current plan: you see the price before confirming.',
  recurringActive:
    'You have an active recurring subscription. Cancel it first: your pass then starts when it ends.',
  /** A subscription bought during a pass waits for it (decision 045): it is not running yet. */
  upcomingPlanBlocksPass:
    'Your subscription starts when your pass ends. To buy a pass instead, cancel that subscription first: the pass then starts when your paid access ends.',
  upcomingPlanBlocksPlan:
    'Your subscription starts when your pass ends. To choose another one, cancel it first, then choose again.',
  renewingPaidByParent:
    'Your parent pays for your subscription and manages it: a pass can start only once they cancel it from their Family page.',
  renewingPaidByAnother:
    'Someone else pays for this subscription and manages it: only they can change or cancel it.',
  accessRunning:
    'Your paid access is still running. Choose a subscription once it ends, so no paid day is lost; a pass bought now starts when it ends.',
  passEndsSoon:
    'Your pass ends within two days. Choose a subscription once it has ended, so no paid day is lost.',
  checkoutSuperseded:
    'Another checkout was started for your account at the same time. Check your plan, then choose again if you still need to.',
  freeAccess: 'Your account already has free access assigned by the academy',
  notRecurring: 'Only recurring subscriptions (Monthly, Quarterly, Yearly) can be canceled',
  unavailable: 'Online payments are not available right now. Please try again later.',
  temporarilyUnavailable: 'Payments are temporarily unavailable',
  invalidSignature: 'Invalid Stripe signature',
} as const;
