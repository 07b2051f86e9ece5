import type { SubscriptionStatus } from '@academy/shared/payments';

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  past_due: 'Payment retrying',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  paused: 'Paused',
  canceled: 'Canceled',
  expired: 'Expired',
  none: 'No plan',
};

/** The API's status value as a reader would say it. */
export const subscriptionStatusLabel = (status: string) =>
  STATUS_LABELS[status as SubscriptionStatus] ?? status;
