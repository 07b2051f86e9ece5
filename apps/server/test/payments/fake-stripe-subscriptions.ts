import { randomBytes } from 'node:crypto';
import { periodSeconds, type createFakeBilling, type Nested } from './fake-stripe-billing.ts';

type Json = Record<string, unknown>;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * What Stripe does to a subscription on its side, as the tests drive it: it starts when its
 * checkout is paid, renews (paid or not) and ends.
 */
export function createSubscriptionLives(
  subscriptions: Map<string, Json>,
  billing: ReturnType<typeof createFakeBilling>,
) {
  /** The subscription a paid checkout starts; `trialEnd` set: not charged until then. */
  function start(
    session: Json,
    priceData: Nested,
    subscriptionData: Nested,
    trialEnd: number | null,
  ) {
    const started = nowSeconds();
    const sub: Json = {
      id: id('sub'),
      object: 'subscription',
      status: trialEnd === null ? 'active' : 'trialing',
      trial_end: trialEnd,
      customer: session.customer,
      metadata: subscriptionData.metadata ?? {},
      cancel_at_period_end: false,
      cancel_at: null,
      ended_at: null,
      created: started,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            current_period_start: started,
            current_period_end: trialEnd ?? started + periodSeconds(priceData.recurring as Nested),
            price: billing.makePrice({ ...priceData, product: 'prod_plan' }),
          },
        ],
      },
    };
    subscriptions.set(sub.id as string, sub);
    return sub;
  }

  /** A renewal: the period moves on by one interval. */
  function renew(subscriptionId: string) {
    const sub = subscriptions.get(subscriptionId)!;
    const item = (sub.items as { data: Json[] }).data[0]!;
    // The first renewal of a trial ends it: a full period of the price follows.
    const length =
      sub.status === 'trialing'
        ? periodSeconds((item.price as Nested).recurring as Nested)
        : (item.current_period_end as number) - (item.current_period_start as number);
    if (sub.status === 'trialing') sub.status = 'active';
    item.current_period_start = item.current_period_end;
    item.current_period_end = (item.current_period_end as number) + length;
    billing.enterNextPhase(sub);
    return sub;
  }

  /** A renewal whose payment fails: the period moves on, unpaid (past_due). */
  function failRenewal(subscriptionId: string) {
    const sub = renew(subscriptionId);
    sub.status = 'past_due';
    const amount = ((sub.items as { data: Json[] }).data[0]!.price as Json).unit_amount;
    const invoice = billing.addInvoice(sub.customer, {
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      billing_reason: 'subscription_cycle',
      subscription: sub.id,
      status_transitions: { paid_at: null },
      description: 'Renewal',
    });
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  /** Stripe ends the subscription now (canceled in the dashboard, or payment failed for good). */
  function remove(subscriptionId: string) {
    const sub = subscriptions.get(subscriptionId)!;
    sub.status = 'canceled';
    sub.ended_at = nowSeconds();
    sub.canceled_at = nowSeconds();
    return sub;
  }

  return { start, renew, failRenewal, remove };
}
