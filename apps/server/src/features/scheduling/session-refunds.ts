import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createPeriodicRun } from '../../lib/periodic-run.ts';
import { waitAtMost } from '../../lib/wait-at-most.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { RefundRefused, type PaymentProvider } from '../payments/provider/types.ts';
import { bookedFor } from './booked-for.ts';
import { createSchedulingRepository, type BookingRow } from './repository.ts';
import { createRefundRepository } from './refund-repository.ts';
import type { SessionRow } from './session-repository.ts';
import { tutorRefundFailed } from './academy-session-mails.ts';

const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 50;
/** About a day and a half of tries (refund-repository.ts spaces them), then a person. */
const MAX_ATTEMPTS = 12;
/** How long a cancel waits for its refund before answering (the sweep finishes a slow one). */
const CANCEL_WAIT_MS = 5_000;

/**
 * Refunds of sessions cancelled through the mailed link (SESSION_REFUND_TEXT: "refunded in full
 * to the card you paid with"). The cancel owes the refund in its transaction; it is then sent to
 * the provider at once and, if that fails, again every so often by any instance's sweep, with
 * the row's id as the provider's idempotency key so no retry refunds twice. A refund the
 * provider refuses, or that keeps failing, is handed to the tutor by mail.
 */
export function createSessionRefunds(db: Db, provider: PaymentProvider, config: Config) {
  const repo = createRefundRepository(db);

  async function attempt(id: string, now = new Date()) {
    const claimed = await repo.claim(id, now);
    if (!claimed) return;
    const { refund, booking, session } = claimed;
    try {
      if (!booking.checkoutSessionId) throw new RefundRefused('the booking has no payment');
      const made = await provider.refundCheckoutPayment({
        checkoutSessionId: booking.checkoutSessionId,
        amountCents: refund.amountCents,
        idempotencyKey: `session-refund-${refund.id}`,
        metadata: { bookingId: booking.id, sessionId: session.id, reason: 'session-canceled' },
      });
      await repo.refunded(refund.id, made.id, new Date());
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      const final = error instanceof RefundRefused || refund.attempts >= MAX_ATTEMPTS;
      const student = final ? await bookedFor(createSchedulingRepository(db), booking) : undefined;
      await db.transaction(async (tx) => {
        await createRefundRepository(tx).attemptFailed(refund.id, why, final);
        if (final) {
          const to = config.mail.academyEmail;
          await enqueueMail(tx, [
            tutorRefundFailed(booking, session, refund.amountCents, why, to, student),
          ]);
        }
      });
      if (!final) {
        log().error({ err: error, refundId: refund.id }, 'session refund failed, will retry');
      }
    }
  }

  const periodic = createPeriodicRun({
    intervalMs: SWEEP_INTERVAL_MS,
    failure: 'session refund sweep failed',
    /** Sends every refund due at `now`; answers how many were due. */
    async run(now) {
      const due = await repo.due(now, SWEEP_BATCH);
      for (const id of due) await attempt(id, now);
      return due.length;
    },
  });
  const log = () => periodic.log();

  return {
    owe: (tx: Db, booking: BookingRow, session: SessionRow) =>
      booking.status === 'paid' && booking.unitPriceCents > 0
        ? createRefundRepository(tx).owe({
            sessionId: session.id,
            bookingId: booking.id,
            amountCents: booking.unitPriceCents,
          })
        : Promise.resolve(undefined),

    /** Right after a cancel: tries the refund, waiting a few seconds at most for the provider. */
    async settleSoon(id: string) {
      const tried = attempt(id).catch((error: Error) =>
        log().error({ err: error, refundId: id }, 'session refund failed'),
      );
      await waitAtMost(tried, CANCEL_WAIT_MS);
    },

    ofBooking: repo.ofBooking,
    runOnce: periodic.runOnce,
    start: periodic.start,
    stop: periodic.stop,
  };
}

export type SessionRefunds = ReturnType<typeof createSessionRefunds>;
