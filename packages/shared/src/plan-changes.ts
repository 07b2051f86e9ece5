// Managing a running plan (issue 41): changing it, resuming a scheduled cancellation, the
// billing history with its receipts, and the card. Zod-free, as payments.ts: the plan page and
// the sign-up form import it.
import type { ApiData } from './payments.ts';
import type { RecurringTier } from './tiers.ts';

/** Paths under the API base (/api); every response is wrapped as `{ data }`. */
export const PLAN_CHANGE_PATHS = {
  changePlan: '/payments/change-plan',
  resumeSubscription: '/payments/resume-subscription',
  history: '/payments/history',
  portal: '/payments/portal',
} as const;

/**
 * What the parent who pays for a child's recurring plan does with it (decision 057): the same
 * bodies and answers as the plan page's calls.
 */
export const familyPlanPaths = (childId: string) => {
  const plan = `/family/children/${encodeURIComponent(childId)}/plan`;
  return { change: `${plan}/change`, cancel: `${plan}/cancel`, resume: `${plan}/resume` };
};

/**
 * POST /payments/change-plan. Without `confirm` (or false) it only answers the preview; with
 * `confirm: true` it makes the change and answers the preview it made together with the plan.
 */
export interface ChangePlanRequest {
  subscriptionTier: RecurringTier;
  confirm?: boolean;
}

/**
 * - upgrade: a longer plan; charged now for the new plan less the unused part of the current
 *   period, and the new period starts today;
 * - downgrade: a shorter plan; nothing is charged now, it takes over when the period ends;
 * - keep: the plan running now, while a downgrade waits for the period's end: that change is
 *   called off, and nothing is charged.
 */
export type PlanChangeDirection = 'upgrade' | 'downgrade' | 'keep';

export interface PlanChangePreview {
  subscriptionTier: RecurringTier;
  direction: PlanChangeDirection;
  /** Charged today (USD cents): 0 for a downgrade. */
  amountDueTodayCents: number;
  /** What the plan then costs each period, from `nextPaymentOn`. */
  nextAmountCents: number;
  /** ISO date of the first payment at the new plan's price. */
  nextPaymentOn: string;
}

export interface ChangePlanResult {
  preview: PlanChangePreview;
  /** True once the change is made (`confirm: true`). */
  applied: boolean;
  message: string | null;
}

/**
 * What a line of the billing history is (decision 059): a plan's payment, a tutor-session
 * booking paid for, or the refund of one canceled session of a booking, each a movement on the
 * card as its statement shows them.
 */
export type BillingHistoryKind = 'plan' | 'booking' | 'refund';

/** One line of the billing history (GET /payments/history), newest first. */
export interface BillingHistoryItem {
  id: string;
  /** ISO date of the payment (of the attempt, for a failed one; of the refund, for a refund). */
  date: string;
  description: string;
  /**
   * In cents: what was charged, or for a refund line what went back, as a negative amount (its
   * booking's line counts it in `refundedCents` too: add up one or the other, never both).
   */
  amountCents: number;
  /** What was refunded of it, in cents (0 on a refund line). */
  refundedCents: number;
  currency: 'USD';
  /**
   * A charge's state; a refund line is `refunded` once back on the card, `refund_pending` while
   * on its way, and `refund_failed` when the provider refused it and the academy refunds it by
   * hand.
   */
  status:
    | 'paid'
    | 'refunded'
    | 'partially_refunded'
    | 'failed'
    | 'open'
    | 'refund_pending'
    | 'refund_failed';
  /**
   * The receipt or invoice page (Stripe's hosted invoice, or ours; for a booking and its
   * refunds, the booking's paid page); null when there is none.
   */
  receiptUrl: string | null;
  /**
   * The first name of whose plan or sessions it paid for, when that is not the payer's own
   * (decision 057).
   */
  paidFor?: string | null;
  kind: BillingHistoryKind;
  /** The booking's reference (e.g. TS-XSGTP5), on booking and refund lines. */
  bookingReference?: string;
}

export interface BillingHistory {
  items: BillingHistoryItem[];
}

/** POST /payments/portal: where the card is updated (Stripe's Customer Portal, or a stand-in). */
export interface PortalResult {
  url: string;
}

export type ChangePlanResponse = ApiData<ChangePlanResult>;
export type BillingHistoryResponse = ApiData<BillingHistory>;
export type PortalResponse = ApiData<PortalResult>;

export const BILLING_STATUS_LABELS: Record<BillingHistoryItem['status'], string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  failed: 'Failed',
  open: 'Due',
  refund_pending: 'Pending',
  refund_failed: 'Refund by hand',
};

export const planChangeMessages = {
  upgraded: 'Your plan has been changed',
  downgradeScheduled: 'Your new plan starts when the current period ends',
  scheduledChangeCalledOff: (tier: string) =>
    `Your plan stays ${tier}: the change planned for the end of the period is called off`,
  resumed: 'Your subscription will renew as before',
  sameTier: 'That is already your plan',
  notChangeable: 'Only a running Monthly, Quarterly or Yearly subscription can be changed',
  /** A running plan asked to become a pass, or no plan at all: a change goes to a subscription. */
  recurringTargetOnly: 'A plan can be changed to Monthly, Quarterly or Yearly only',
  notResumable: 'There is no scheduled cancellation to undo',
  /** A plan canceled after its renewal failed: that renewal was called off (decision 057). */
  unpaidRenewalVoided:
    'This plan was canceled after its renewal payment failed, so that payment was called off: choose a plan to keep practicing after it ends.',
  cancelScheduledFirst: 'Resume your subscription before changing its plan',
  /** A renewal payment failed (decision 037, rule 4): the card comes first. */
  updateCardFirst: 'Your last renewal payment failed: update your card before changing your plan',
  changeUnderWay: 'Your plan is already being changed. Reload the page in a moment to see it',
  noBilling: 'There is no billing account for you yet',
  paidByParent:
    'Your parent pays for this plan, so they change or cancel it from their Family page.',
  paidByAnother: 'Only whoever pays for this plan can change or cancel it.',
  paidByFormerPayer:
    'Someone else paid for this plan, and it ends with its period: choose a plan of your own then.',
  passQueued:
    'A pass already paid for starts when this plan ends: renewing the plan too would pay twice for those days.',
  paidByName: (name: string) =>
    `${name} pays for this plan and manages it (a change, a cancellation, the card) from their Family page.`,
  pastDuePaidBy: (name: string) =>
    `The last renewal payment failed. ${name} can update their card on their Family page; access continues until`,
  changeFailed: 'Failed to change plan',
  resumeFailed: 'Failed to resume subscription',
  historyFailed: 'Failed to load billing history',
  portalFailed: 'Failed to open the card update page',
  pastDue: 'Your last payment failed. Update your card to keep your plan; access continues until',
  payToday: (amount: string) => `You pay ${amount} today`,
  fromDate: (date: string, amount: string) => `From ${date} you pay ${amount}`,
} as const;
