import type { SubscriptionStatus } from '@academy/shared/payments';
import type { ProviderBilling } from './billing-types.ts';

export type ProviderName = 'local' | 'stripe';
export type CheckoutMode = 'subscription' | 'payment';

/** Metadata tying a session (and its subscription) to our user, tier or booking. */
export interface CheckoutMetadata {
  purpose: 'plan' | 'booking';
  userId?: string;
  tier?: string;
  bookingId?: string;
  reference?: string;
}

export interface CheckoutRequest {
  mode: CheckoutMode;
  customerId?: string;
  customerEmail?: string;
  clientReferenceId?: string;
  item: {
    name: string;
    description?: string;
    unitAmountCents: number;
    quantity: number;
    /** A configured provider price to use instead of the amount (Stripe price id). */
    priceId?: string;
    recurring?: { interval: 'month' | 'year'; intervalCount: number };
  };
  metadata: CheckoutMetadata;
  /** The buyer's IANA time zone, kept with our record of the session (not sent to Stripe). */
  timeZone?: string;
  /** Another account that pays (a parent for a child), kept with our record (not sent to Stripe). */
  payerUserId?: string;
  /**
   * A subscription bought during a pass: when it starts and is first charged (Stripe: the
   * trial's end, at least 48 hours ahead; decision 045). Absent: at once.
   */
  startsAt?: Date;
  /** When the checkout stops taking payment (Stripe: at least 30 minutes ahead); default 24 h. */
  expiresAt?: Date;
  /** May contain {CHECKOUT_SESSION_ID}, replaced by the provider as Stripe does. */
  successUrl: string;
  cancelUrl: string;
}

/** A subscription as the provider sees it now, mapped to our status values. */
export interface ProviderSubscription {
  id: string;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When a canceled subscription actually ended. */
  endedAt: Date | null;
  customerId: string | null;
  metadata: Record<string, string>;
  /** The recurring tier billed now, when the provider says (a plan changed since checkout). */
  tier?: string | null;
  /** A shorter plan set to take over at the period end (issue 41). */
  scheduledTier?: string | null;
  /**
   * What the change of plan that made this view charged, when the provider's answer says (the
   * local provider's change, Stripe's paid proration invoice): the mail of the change gives it.
   */
  changeChargedCents?: number | null;
}

export interface ProviderCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  mode: CheckoutMode;
  metadata: Record<string, string>;
  customerId: string | null;
  /** Expanded for subscription-mode sessions once complete. */
  subscription: ProviderSubscription | null;
  /** The invoice a paid pass's checkout made (Stripe's); null: none, or not made yet. */
  invoiceId?: string | null;
}

export interface PaymentProvider {
  name: ProviderName;
  /** False when this provider cannot take payments here (local checkout off in production). */
  available: boolean;
  createCustomer(input: { email: string; name: string; userId: string }): Promise<string>;
  /** Gives the customer a new address and name; a customer the provider no longer has is left. */
  updateCustomer(customerId: string, contact: CustomerContact): Promise<void>;
  createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  cancelAtPeriodEnd(id: string): Promise<ProviderSubscription | null>;
  /**
   * Closes an open checkout so it can no longer be paid. False when it was not open (already
   * paid, paid but not yet reported, or expired): such a session is left as it is.
   */
  expireCheckoutSession(id: string): Promise<boolean>;
  /**
   * Gives back `amountCents` of a paid payment-mode checkout to the card it was paid with.
   * `idempotencyKey` makes a retry after a lost answer safe. Throws RefundRefused when the
   * provider will never make this refund (already refunded, disputed, more than was paid);
   * any other error is worth a retry.
   */
  refundCheckoutPayment(input: RefundRequest): Promise<{ id: string }>;
  /** Plan changes, resuming, history and the card (issue 41): ./billing-types.ts. */
  billing: ProviderBilling;
}

export interface CustomerContact {
  email: string;
  name: string;
}

export interface RefundRequest {
  checkoutSessionId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** The provider refused a refund for good: retrying will not help, a person must look. */
export class RefundRefused extends Error {
  override name = 'RefundRefused';
}
