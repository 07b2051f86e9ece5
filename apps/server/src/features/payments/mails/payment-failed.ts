import { formatUsd } from '@academy/shared/plans';
import { tierLabel } from '@academy/shared/tiers';
import type { NewMail } from '../../mail/outbox.ts';
import { cardOf, dateFor, planMail, planOf, upperFirst, type PlanMailReader } from './layout.ts';

export interface FailedRenewal {
  tier: string;
  amountCents: number;
  /** The last day of access if the payment has not gone through by then (the grace's end). */
  accessEnds: Date;
  /** Stripe's page for paying this renewal with another card, when the invoice has one. */
  payUrl: string | null;
}

/**
 * A renewal whose payment failed: access continues while the provider retries, up to the grace's
 * end (the day the plan page's banner gives), and the way to pay with another card.
 */
export function paymentFailedMail(reader: PlanMailReader, renewal: FailedRenewal): NewMail {
  const label = tierLabel(renewal.tier);
  const amount = formatUsd(renewal.amountCents);
  const whose = planOf(reader);
  const until = dateFor(reader, renewal.accessEnds);
  return planMail(
    reader,
    'plan-payment-failed',
    `${upperFirst(whose)} ${label} plan's renewal payment did not go through`,
    [
      [
        `We could not charge ${cardOf(reader)} ${amount} to renew ${whose} ${label} plan. ` +
          `${upperFirst(whose)} access continues until ${until} while the payment is retried. ` +
          'If it has not gone through by then, access pauses until it does; if the retries all ' +
          'fail, the plan ends.',
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
          ['Access continues until', until],
        ],
      },
    ],
  );
}
