import { formatUsd } from '@academy/shared/plans';
import { tierLabel } from '@academy/shared/tiers';
import type { NewMail } from '../../mail/outbox.ts';
import { cardOf, planMail, planOf, upperFirst, type PlanMailReader } from './layout.ts';

export interface FailedRenewal {
  tier: string;
  amountCents: number;
  /** Stripe's page for paying this renewal with another card, when the invoice has one. */
  payUrl: string | null;
}

/**
 * A renewal whose payment failed: access continues while the provider retries, and the way to
 * pay with another card. The plan page only shows the plan's status (it has no card form).
 */
export function paymentFailedMail(reader: PlanMailReader, renewal: FailedRenewal): NewMail {
  const label = tierLabel(renewal.tier);
  const amount = formatUsd(renewal.amountCents);
  const whose = planOf(reader);
  return planMail(
    reader,
    'plan-payment-failed',
    `${upperFirst(whose)} ${label} plan's renewal payment did not go through`,
    [
      [
        `We could not charge ${cardOf(reader)} ${amount} to renew ${whose} ${label} plan. ` +
          `${upperFirst(whose)} access continues while the payment is retried. If it still ` +
          'fails after the retries, the plan ends.',
      ],
      renewal.payUrl
        ? ['To pay this renewal with another card, use this secure page: ', { url: renewal.payUrl }]
        : [
            `To pay with another card, call ${reader.academy.phone} or reply to this email and we will ` +
              'send you a secure payment link.',
          ],
      {
        rows: [
          ['Plan', label],
          ['Amount due', amount],
        ],
      },
    ],
  );
}
