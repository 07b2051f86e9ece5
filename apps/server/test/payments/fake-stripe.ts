import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll } from 'vitest';
import type { Env } from '../../src/config.ts';
import { createFakeBilling, type Nested } from './fake-stripe-billing.ts';
import { createFakeCharges } from './fake-stripe-charges.ts';
import { parseStripeForm } from './fake-stripe-form.ts';
import { createFakeRefunds } from './fake-stripe-refunds.ts';
import { createSubscriptionLives } from './fake-stripe-subscriptions.ts';

export const WEBHOOK_SECRET = 'whsec_test_academy';
export const SECRET_KEY = 'sk_test_academy';

type Json = Record<string, unknown>;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The few Stripe endpoints the app calls, on loopback, for the real `stripe` SDK: customers
 * (create, update), checkout sessions (create, retrieve with expand, expire), subscriptions
 * (retrieve, update).
 * Tests drive what Stripe would do on its side (a customer pays, a renewal, a deletion) and
 * sign webhook events the way Stripe does.
 */
export async function startFakeStripe() {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const requests: { method: string; path: string; body: Nested }[] = [];
  /** While set, every call fails as when Stripe is down. */
  let down = false;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };
  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}`,
      },
    });

  const billing = createFakeBilling(subscriptions, (res, status, body) => send(res, status, body));
  const refunds = createFakeRefunds(sessions, send);
  const charges = createFakeCharges(billing.invoices, sessions, send);
  const lives = createSubscriptionLives(subscriptions, billing);

  const withExpand = (session: Json, expand: unknown) => {
    const wanted = Array.isArray(expand) ? expand : expand ? [expand] : [];
    if (wanted.includes('subscription') && typeof session.subscription === 'string') {
      return { ...session, subscription: subscriptions.get(session.subscription) ?? null };
    }
    return session;
  };

  /** A subscription with its latest invoice expanded, when asked as Stripe's `expand` does. */
  const withLatestInvoice = (sub: Json, expand: unknown) => {
    const wanted = Array.isArray(expand) ? expand : expand ? [expand] : [];
    if (!wanted.includes('latest_invoice') || typeof sub.latest_invoice !== 'string') return sub;
    return { ...sub, latest_invoice: billing.invoices.find((i) => i.id === sub.latest_invoice) };
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = parseStripeForm(
      new URLSearchParams(req.method === 'GET' ? url.search : Buffer.concat(chunks).toString()),
    );
    requests.push({ method: req.method ?? '', path: url.pathname, body: form });
    if (down) return send(res, 503, { error: { type: 'api_error', message: 'Stripe is down' } });
    const parts = url.pathname.split('/').filter(Boolean); // v1, resource, ...

    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', ...form };
      customers.set(customer.id, customer);
      return send(res, 200, customer);
    }
    if (req.method === 'POST' && parts[1] === 'customers' && parts[2]) {
      const customer = customers.get(parts[2]);
      if (!customer) return missing(res, 'customer');
      Object.assign(customer, form);
      return send(res, 200, customer);
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const lineItems = (form.line_items as Nested[]) ?? [];
      const amount = lineItems.reduce((sum, li) => {
        const unit = Number((li.price_data as Nested | undefined)?.unit_amount ?? 0);
        return sum + unit * Number(li.quantity ?? 1);
      }, 0);
      const sessionId = id('cs_test');
      const session: Json = {
        id: sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: form.customer ?? null,
        customer_email: form.customer_email ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata: form.metadata ?? {},
        amount_total: amount,
        currency: 'usd',
        subscription: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        created: nowSeconds(),
        // kept for the fake's own use when the customer pays
        _request: form,
      };
      sessions.set(sessionId, session);
      return send(res, 200, session);
    }
    if (parts[1] === 'checkout' && parts[2] === 'sessions' && parts[4] === 'expire') {
      const session = sessions.get(parts[3] ?? '');
      if (!session) return missing(res, 'session');
      if (session.status !== 'open') {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
          },
        });
      }
      session.status = 'expired';
      return send(res, 200, session);
    }
    if (parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3] && req.method === 'GET') {
      const session = sessions.get(parts[3]);
      return session ? send(res, 200, withExpand(session, form.expand)) : missing(res, 'session');
    }
    if (parts[1] === 'subscriptions' && parts[2]) {
      const sub = subscriptions.get(parts[2]);
      if (!sub) return missing(res, 'subscription');
      if (req.method === 'DELETE') {
        if (sub.status === 'canceled') {
          return send(res, 400, {
            error: { type: 'invalid_request_error', message: 'This subscription is canceled.' },
          });
        }
        return send(res, 200, lives.remove(sub.id as string));
      }
      if (req.method === 'POST') {
        const { status, body } = billing.updateSubscription(sub, form);
        return send(res, status, status === 200 ? withLatestInvoice(sub, form.expand) : body);
      }
      return send(res, 200, withLatestInvoice(sub, form.expand));
    }
    if (req.method === 'GET' && parts[1] === 'invoices' && parts[2]) {
      const invoice = billing.invoices.find((i) => i.id === parts[2]);
      return invoice ? send(res, 200, invoice) : missing(res, 'invoice');
    }
    if (charges.handle(req.method ?? '', parts, form, res)) return;
    if (billing.handle(req.method ?? '', parts, form, res)) return;
    if (refunds.handle(req, parts, form, res)) return;
    return send(res, 404, { error: { type: 'invalid_request_error', message: 'unknown path' } });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => send(res, 500, { error: { message: error.message } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(SECRET_KEY);

  const priceDataOf = (session: Json) =>
    (((session._request as Nested).line_items as Nested[])[0]!.price_data ?? {}) as Nested;

  const fake = {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    sessions,
    subscriptions,
    billing,
    refunds: refunds.refunds,
    /** The last create-session request the app sent, as Stripe parsed it. */
    lastSessionRequest: () =>
      [...requests].reverse().find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')
        ?.body,
    sessionIdFromUrl: (sessionUrl: string) => sessionUrl.split('/').pop()!,
    setDown(isDown: boolean) {
      down = isDown;
    },

    /** The customer pays (or leaves without paying) on Stripe's page. */
    completeSession(sessionId: string, { paid = true } = {}) {
      const session = sessions.get(sessionId)!;
      session.status = paid ? 'complete' : 'open';
      session.payment_status = paid ? 'paid' : 'unpaid';
      if (paid && session.mode === 'payment') session.payment_intent = id('pi');
      const request = session._request as Nested;
      const subscriptionData = (request.subscription_data ?? {}) as Nested;
      // A trial (a plan bought during a pass) is not charged until it ends: a $0 invoice now.
      const trialEnd =
        subscriptionData.trial_end === undefined ? null : Number(subscriptionData.trial_end);
      const charged = trialEnd === null ? session.amount_total : 0;
      const invoice = !paid
        ? undefined
        : billing.addInvoice(session.customer, {
            amount_due: charged,
            amount_paid: charged,
            billing_reason: session.mode === 'subscription' ? 'subscription_create' : 'manual',
            description: (priceDataOf(session).product_data as Nested | undefined)?.name,
            metadata: (request.invoice_creation as Nested | undefined)?.invoice_data
              ? ((request.invoice_creation as Nested).invoice_data as Nested).metadata
              : {},
          });
      // A pass's checkout makes its invoice (invoice_creation) and names it.
      if (invoice && request.invoice_creation) session.invoice = invoice.id;
      if (paid && session.mode === 'subscription') {
        const sub = lives.start(session, priceDataOf(session), subscriptionData, trialEnd);
        session.subscription = sub.id;
        sub.latest_invoice = invoice?.id ?? null;
        if (invoice) {
          invoice.parent = {
            type: 'subscription_details',
            subscription_details: { subscription: sub.id, metadata: {} },
          };
        }
      }
      return session;
    },

    /**
     * Staff refund `amount` of an invoice in the Dashboard, as a credit note on it (after its
     * payment); answers the credit note for its `credit_note.created` event.
     */
    creditNote(invoiceId: string, amount?: number) {
      const invoice = billing.invoices.find((i) => i.id === invoiceId)!;
      const given = amount ?? (invoice.amount_paid as number);
      invoice.post_payment_credit_notes_amount =
        (invoice.post_payment_credit_notes_amount as number) + given;
      return {
        id: id('cn'),
        object: 'credit_note',
        invoice: invoiceId,
        amount: given,
        type: 'post_payment',
        status: 'issued',
      };
    },

    /** Staff refund an invoice's payment itself, without a credit note ("Refund payment"). */
    refundPayment: charges.refundPayment,

    renewSubscription: lives.renew,
    failRenewal: lives.failRenewal,
    deleteSubscription: lives.remove,

    event(type: string, object: unknown, eventId = id('evt')) {
      return {
        id: eventId,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: nowSeconds(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      };
    },

    /** Body and headers of a webhook delivery, signed as Stripe signs it. */
    signed(event: unknown, secret = WEBHOOK_SECRET) {
      const payload = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
      return {
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
  };
  return fake;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export const stripeEnv = (fake: FakeStripe): Partial<Env> => ({
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: fake.url,
});
