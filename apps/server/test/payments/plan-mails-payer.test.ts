// Each plan mail in the words of its reader (decision 057): the parent who pays reads of the
// child's plan ("Sam's Monthly plan"), the child of their own, whose payer the layout names once.
import { DEFAULT_ACADEMY_CONTACT } from '@academy/shared/academy';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/features/mail/format.ts';
import type { PlanMailReader } from '../../src/features/payments/mails/layout.ts';
import { paymentFailedMail } from '../../src/features/payments/mails/payment-failed.ts';
import {
  planDowngradeScheduledMail,
  planUpgradedMail,
} from '../../src/features/payments/mails/plan-change.ts';
import { purchaseMail } from '../../src/features/payments/mails/purchase.ts';
import { renewalMail } from '../../src/features/payments/mails/renewal.ts';

const base = {
  timeZone: 'America/Chicago',
  planUrl: 'http://localhost:3000/subscription',
  familyUrl: 'http://localhost:3000/family',
  academy: DEFAULT_ACADEMY_CONTACT,
};
const payer: PlanMailReader = {
  ...base,
  email: 'pat@example.com',
  firstname: 'Pat',
  paysFor: 'Sam',
};
const child: PlanMailReader = {
  ...base,
  email: 'sam@example.com',
  firstname: 'Sam',
  paidBy: 'Pat',
};
const own: PlanMailReader = { ...base, email: 'ada@example.com', firstname: 'Ada' };
const at = new Date('2026-12-01T16:00:00Z');
const later = new Date('2027-01-01T16:00:00Z');

describe('plan mails to the parent who pays', () => {
  it("name the child's plan in the subject and the body", () => {
    const renewal = renewalMail(payer, {
      tier: 'Monthly',
      amountCents: 1049,
      paidAt: at,
      periodEnd: later,
      renews: true,
    });
    expect(renewal.subject).toBe("Sam's Monthly plan has renewed");
    expect(renewal.text).toContain(
      "Thank you: Sam's Monthly plan has renewed and the payment went through.",
    );
    const failed = paymentFailedMail(payer, {
      tier: 'Monthly',
      amountCents: 1049,
      accessEnds: later,
      payUrl: null,
    });
    expect(failed.subject).toBe("Sam's Monthly plan's renewal payment did not go through");
    expect(failed.text).toContain(
      "We could not charge your card $10.49 to renew Sam's Monthly plan. Sam's access continues " +
        `until ${formatDateTime(later, 'America/Chicago')} while the payment is retried.`,
    );
    const down = planDowngradeScheduledMail(payer, {
      tier: 'Yearly',
      next: 'Monthly',
      startsOn: later,
    });
    expect(down.subject).toBe("Sam's plan changes to Monthly on renewal");
    expect(down.text).toContain("Sam's Yearly plan runs as paid until ");
    const queued = purchaseMail(payer, {
      tier: 'Monthly',
      amountCents: 1049,
      paidAt: at,
      startsAt: later,
      endsAt: new Date('2027-02-01T16:00:00Z'),
      renews: true,
      startsLater: true,
    });
    // Nothing is charged before the plan starts (decision 045): no payment to thank for yet.
    expect(queued.subject).toBe("Set up: Sam's Monthly plan starts when their current access ends");
    expect(queued.text).toMatch(
      /^Dear Pat,\n\nSam already has paid access until .+ nothing is charged before that day\./,
    );
    expect(queued.text).toMatch(/Its first payment of \$10\.49 is taken on /);
    expect(queued.text).toContain('Charged today: $0.00');
    expect(queued.text).not.toContain('Amount charged');
    for (const mail of [renewal, failed, down, queued]) {
      expect(mail.text).not.toMatch(/\byour (\w+ )?plan\b/i);
      expect(mail.text).toContain("Sam's plan on your Family page: http://localhost:3000/family");
    }
  });

  it('the child reads of their own plan and of the card that pays; an upgrade says what it charged', () => {
    const renewal = renewalMail(child, {
      tier: 'Monthly',
      amountCents: 1049,
      paidAt: at,
      periodEnd: later,
      renews: true,
    });
    expect(renewal.subject).toBe('Your Monthly plan has renewed');
    expect(renewal.text).toContain("Your Monthly plan has renewed: Pat's payment went through.");
    const upgrade = { from: 'Monthly', tier: 'Yearly', renewsOn: later, chargedCents: 9512 };
    expect(planUpgradedMail(child, upgrade).text).toContain(
      "the difference, $95.12, charged to Pat's card.",
    );
    expect(planUpgradedMail(own, upgrade).text).toContain(
      'The unused time of your Monthly plan was credited and the difference, $95.12, charged ' +
        'to your card; its receipt is in the billing history on your plan page.',
    );
    // A provider that did not say what it charged: the sentence without the amount.
    expect(planUpgradedMail(own, { ...upgrade, chargedCents: null }).text).toContain(
      'credited and the difference charged to your card;',
    );
  });
});
