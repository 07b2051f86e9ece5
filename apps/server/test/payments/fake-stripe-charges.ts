import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Nested } from './fake-stripe-billing.ts';

type Json = Record<string, unknown>;
type Send = (res: ServerResponse, status: number, body: unknown) => void;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The payments behind invoices, for a refund made on the payment itself rather than with a
 * credit note (the Dashboard's "Refund payment"): GET /v1/charges/:id, GET /v1/charges by
 * customer, GET /v1/invoice_payments by payment intent and GET /v1/invoices with
 * `expand[]=data.payments`, as Stripe's API (2025 on) links a charge to its invoice.
 */
export function createFakeCharges(invoices: Json[], sessions: Map<string, Json>, send: Send) {
  const charges = new Map<string, Json>();
  const invoiceByIntent = new Map<string, string>();

  /** The invoice's payment intent: a pass's is its checkout's, a plan's is made when first asked. */
  function paymentIntentOf(invoice: Json) {
    const known = [...invoiceByIntent].find(([, invoiceId]) => invoiceId === invoice.id)?.[0];
    if (known) return known;
    const session = [...sessions.values()].find((s) => s.invoice === invoice.id);
    const intent = (session?.payment_intent as string | undefined) ?? id('pi');
    invoiceByIntent.set(intent, invoice.id as string);
    return intent;
  }

  const invoicePayment = (invoiceId: string, intent: string) => ({
    id: id('inpay'),
    object: 'invoice_payment',
    invoice: invoiceId,
    payment: { type: 'payment_intent', payment_intent: intent },
    status: 'paid',
  });

  return {
    /**
     * Staff give back `amount` (all that is left by default) of an invoice's payment; answers
     * the charge as the `charge.refunded` event carries it.
     */
    refundPayment(invoiceId: string, amount?: number) {
      const invoice = invoices.find((i) => i.id === invoiceId)!;
      const intent = paymentIntentOf(invoice);
      let charge = [...charges.values()].find((c) => c.payment_intent === intent);
      if (!charge) {
        charge = {
          id: id('ch'),
          object: 'charge',
          customer: invoice.customer,
          amount: invoice.amount_paid,
          amount_refunded: 0,
          refunded: false,
          payment_intent: intent,
        };
        charges.set(charge.id as string, charge);
      }
      const paid = charge.amount as number;
      charge.amount_refunded =
        (charge.amount_refunded as number) + (amount ?? paid - (charge.amount_refunded as number));
      charge.refunded = (charge.amount_refunded as number) >= paid;
      return { ...charge };
    },

    handle(method: string, parts: string[], form: Nested, res: ServerResponse): boolean {
      if (method !== 'GET') return false;
      const list = (data: unknown[], path: string) => (
        send(res, 200, { object: 'list', data, has_more: false, url: `/v1/${path}` }),
        true
      );
      const [, resource, resourceId] = parts;
      if (resource === 'charges' && resourceId) {
        const charge = charges.get(resourceId);
        send(res, charge ? 200 : 404, charge ?? { error: { code: 'resource_missing' } });
        return true;
      }
      if (resource === 'charges') {
        return list(
          [...charges.values()].filter((c) => c.customer === form.customer),
          'charges',
        );
      }
      if (resource === 'invoice_payments' && !resourceId) {
        const intent = (form.payment as Nested | undefined)?.payment_intent as string;
        const invoiceId = invoiceByIntent.get(intent);
        return list(invoiceId ? [invoicePayment(invoiceId, intent)] : [], 'invoice_payments');
      }
      const expand = form.expand as unknown[] | undefined;
      if (resource === 'invoices' && !resourceId && expand?.includes('data.payments')) {
        const withPayments = invoices
          .filter((i) => i.customer === form.customer)
          .reverse()
          .map((invoice) => {
            const intent = [...invoiceByIntent].find(([, i]) => i === invoice.id)?.[0];
            const data = intent ? [invoicePayment(invoice.id as string, intent)] : [];
            return { ...invoice, payments: { object: 'list', data, has_more: false } };
          });
        return list(withPayments, 'invoices');
      }
      return false;
    },
  };
}
