import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

type Json = Record<string, unknown>;
export type Nested = { [key: string]: string | Nested | Nested[] | string[] };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const INTERVAL_SECONDS = { month: 30 * 86_400, year: 365 * 86_400 } as const;

/** Seconds of one period of a price's recurring interval. */
export const periodSeconds = (recurring: Nested | Json | undefined) =>
  INTERVAL_SECONDS[((recurring?.interval as string) ?? 'month') as 'month' | 'year'] *
  Number(recurring?.interval_count ?? 1);

/** Stripe's metadata update: keys merged, a blank value unsets its key. */
export function mergeMetadata(current: unknown, update: unknown) {
  const merged: Record<string, string> = { ...(current as Record<string, string>) };
  for (const [key, value] of Object.entries((update ?? {}) as Record<string, string>)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

const itemOf = (sub: Json) => (sub.items as { data: Json[] }).data[0]!;

/**
 * The Billing half of the fake Stripe (issue 41): prices, invoice previews with Stripe's
 * proration, subscription updates and schedules, invoices, and the Customer Portal.
 */
export function createFakeBilling(
  subscriptions: Map<string, Json>,
  send: (res: ServerResponse, status: number, body: unknown) => void,
) {
  const prices = new Map<string, Json>();
  const schedules = new Map<string, Json>();
  const invoices: Json[] = [];
  const portalConfigurations: Json[] = [];
  let declineNext = false;

  function makePrice(form: Nested) {
    const price: Json = {
      id: id('price'),
      object: 'price',
      currency: form.currency ?? 'usd',
      unit_amount: Number(form.unit_amount ?? 0),
      recurring: form.recurring ?? null,
      product: form.product ?? id('prod'),
      metadata: form.metadata ?? {},
    };
    prices.set(price.id as string, price);
    return price;
  }

  const subscriptionParent = (subscription: string) => ({
    type: 'subscription_details',
    subscription_details: { subscription, metadata: {} },
  });

  function addInvoice(customer: unknown, values: Json) {
    const invoice: Json = {
      id: id('in'),
      object: 'invoice',
      customer,
      created: nowSeconds(),
      status: 'paid',
      attempt_count: 1,
      amount_due: 0,
      amount_paid: 0,
      post_payment_credit_notes_amount: 0,
      status_transitions: { paid_at: nowSeconds() },
      lines: { object: 'list', data: [{ description: values.description }] },
      ...values,
    };
    // Where Stripe's API (2025 on) names the subscription an invoice bills.
    if (values.subscription) invoice.parent = subscriptionParent(values.subscription as string);
    invoice.hosted_invoice_url = `https://invoice.stripe.test/i/${invoice.id as string}`;
    invoices.push(invoice);
    return invoice;
  }

  /** The proration of an upgrade restarting the period now: the new price less the unused time. */
  function prorated(sub: Json, newAmount: number) {
    const item = itemOf(sub);
    const start = item.current_period_start as number;
    const end = item.current_period_end as number;
    const unused = Math.max(0, end - nowSeconds()) / (end - start);
    const oldAmount = Number((item.price as Json).unit_amount);
    return Math.max(0, newAmount - Math.round(oldAmount * unused));
  }

  function restartWith(sub: Json, price: Json) {
    const item = itemOf(sub);
    item.price = price;
    item.current_period_start = nowSeconds();
    item.current_period_end = nowSeconds() + periodSeconds(price.recurring as Json);
  }

  /** POST /v1/subscriptions/:id: cancel flags, metadata, and an item's new price (upgrade). */
  function updateSubscription(sub: Json, form: Nested): { status: number; body: unknown } {
    // Stripe's answer when a schedule (a downgrade waiting for the renewal) manages the plan.
    if (sub.schedule && (form.cancel_at_period_end !== undefined || form.cancel_at !== undefined)) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: `The subscription is managed by the subscription schedule \`${String(sub.schedule)}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
          },
        },
      };
    }
    const items = form.items as Nested[] | undefined;
    if (items?.[0]?.price) {
      if (declineNext) {
        declineNext = false;
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              message: 'Your card was declined.',
            },
          },
        };
      }
      const price = prices.get(items[0].price as string)!;
      const amount = prorated(sub, Number(price.unit_amount));
      restartWith(sub, price);
      sub.latest_invoice = addInvoice(sub.customer, {
        amount_due: amount,
        amount_paid: amount,
        billing_reason: 'subscription_update',
        description: 'Plan change',
        subscription: sub.id,
      }).id;
    }
    if (form.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
    }
    if (form.cancel_at === '') sub.cancel_at = null;
    if (form.metadata !== undefined) sub.metadata = mergeMetadata(sub.metadata, form.metadata);
    return { status: 200, body: sub };
  }

  /** The renewal's switch to a schedule's next phase: its price, its metadata. */
  function enterNextPhase(sub: Json) {
    const schedule = sub.schedule ? schedules.get(sub.schedule as string) : undefined;
    const next = (schedule?.phases as Nested[] | undefined)?.[1];
    if (!schedule || !next) return;
    const item = itemOf(sub);
    item.price = prices.get((next.items as Nested[])[0]!.price as string)!;
    item.current_period_end =
      (item.current_period_start as number) + periodSeconds((item.price as Json).recurring as Json);
    sub.metadata = mergeMetadata(sub.metadata, next.metadata);
    schedule.status = 'released';
    sub.schedule = null;
  }

  function handle(method: string, parts: string[], form: Nested, res: ServerResponse): boolean {
    const path = parts.slice(1).join('/');
    if (method === 'POST' && path === 'prices') return (send(res, 200, makePrice(form)), true);
    if (method === 'POST' && path === 'invoices/create_preview') {
      const sub = subscriptions.get(form.subscription as string)!;
      const details = form.subscription_details as Nested;
      const priceData = ((details.items as Nested[])[0]!.price_data ?? {}) as Nested;
      const amount = prorated(sub, Number(priceData.unit_amount));
      return (send(res, 200, { object: 'invoice', amount_due: amount, total: amount }), true);
    }
    if (method === 'GET' && path === 'invoices') {
      const data = invoices
        .filter((i) => !form.customer || i.customer === form.customer)
        .filter((i) => !form.subscription || i.subscription === form.subscription)
        .filter((i) => !form.status || i.status === form.status)
        .reverse();
      return (send(res, 200, { object: 'list', data, has_more: false, url: '/v1/invoices' }), true);
    }
    if (method === 'POST' && parts[1] === 'invoices' && parts[3] === 'void') {
      const invoice = invoices.find((i) => i.id === parts[2]);
      if (!invoice) return false;
      // Stripe voids only a finalized invoice not paid.
      if (invoice.status !== 'open') {
        const message = `You can only void an open invoice.`;
        return (send(res, 400, { error: { type: 'invalid_request_error', message } }), true);
      }
      invoice.status = 'void';
      return (send(res, 200, invoice), true);
    }
    if (parts[1] === 'subscription_schedules') {
      if (method === 'POST' && !parts[2]) {
        const sub = subscriptions.get(form.from_subscription as string)!;
        const item = itemOf(sub);
        const schedule: Json = {
          id: id('sub_sched'),
          object: 'subscription_schedule',
          subscription: sub.id,
          status: 'active',
          phases: [
            {
              start_date: item.current_period_start,
              end_date: item.current_period_end,
              items: [{ price: (item.price as Json).id, quantity: 1 }],
            },
          ],
        };
        schedules.set(schedule.id as string, schedule);
        sub.schedule = schedule.id;
        return (send(res, 200, schedule), true);
      }
      const schedule = schedules.get(parts[2] ?? '');
      if (!schedule) return false;
      if (method === 'POST' && parts[3] === 'release') {
        schedule.status = 'released';
        const sub = subscriptions.get(schedule.subscription as string);
        if (sub) sub.schedule = null;
      } else if (method === 'POST') {
        schedule.phases = form.phases;
        schedule.end_behavior = form.end_behavior;
      }
      return (send(res, 200, schedule), true);
    }
    if (parts[1] === 'billing_portal') {
      if (parts[2] === 'configurations' && method === 'GET') {
        const data = portalConfigurations;
        return (send(res, 200, { object: 'list', data, has_more: false }), true);
      }
      if (parts[2] === 'configurations' && method === 'POST') {
        const made = {
          id: id('bpc'),
          object: 'billing_portal.configuration',
          active: true,
          ...form,
        };
        portalConfigurations.push(made);
        return (send(res, 200, made), true);
      }
      if (parts[2] === 'sessions' && method === 'POST') {
        const session = { id: id('bps'), object: 'billing_portal.session', ...form };
        return (
          send(res, 200, { ...session, url: `https://billing.stripe.test/p/${session.id}` }),
          true
        );
      }
    }
    return false;
  }

  return {
    prices,
    schedules,
    invoices,
    portalConfigurations,
    makePrice,
    addInvoice,
    updateSubscription,
    enterNextPhase,
    handle,
    /** The next charge of a plan change is declined, as a card with no funds is. */
    declineNextCharge() {
      declineNext = true;
    },
  };
}
