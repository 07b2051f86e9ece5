import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Nested } from './fake-stripe-billing.ts';

type Json = Record<string, unknown>;
type Send = (res: ServerResponse, status: number, body: unknown) => void;

/**
 * POST /v1/refunds as Stripe answers it: against a paid checkout's payment intent, never more
 * than was paid, and once per idempotency key (a retry gets the first answer back).
 */
export function createFakeRefunds(sessions: Map<string, Json>, send: Send) {
  const refunds: Json[] = [];
  const byKey = new Map<string, Json>();

  const refused = (res: ServerResponse, code: string, message: string) =>
    send(res, 400, { error: { type: 'invalid_request_error', code, message } });

  return {
    refunds,
    handle(req: IncomingMessage, parts: string[], form: Nested, res: ServerResponse): boolean {
      if (req.method !== 'POST' || parts[1] !== 'refunds' || parts[2]) return false;
      const key = req.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? byKey.get(key) : undefined;
      if (earlier) {
        send(res, 200, earlier);
        return true;
      }
      const session = [...sessions.values()].find((s) => s.payment_intent === form.payment_intent);
      if (!session) {
        refused(
          res,
          'resource_missing',
          `No such payment_intent: '${String(form.payment_intent)}'`,
        );
        return true;
      }
      const given = refunds
        .filter((r) => r.payment_intent === form.payment_intent)
        .reduce((sum, r) => sum + Number(r.amount), 0);
      const amount = Number(form.amount ?? (session.amount_total as number) - given);
      if (given + amount > (session.amount_total as number)) {
        refused(res, 'charge_already_refunded', 'Refund amount is greater than unrefunded amount');
        return true;
      }
      const refund: Json = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        currency: 'usd',
        payment_intent: form.payment_intent,
        reason: form.reason ?? null,
        metadata: form.metadata ?? {},
        status: 'succeeded',
      };
      refunds.push(refund);
      if (typeof key === 'string') byKey.set(key, refund);
      send(res, 200, refund);
      return true;
    },
  };
}
