import {
  ACCOUNT_BOOKINGS_KEPT_DAYS,
  ACCOUNT_BOOKINGS_SHOWN,
  ACADEMY_MOVE_NOTICE_HOURS,
  CHANGE_NOTICE_HOURS,
  slotMessages,
  type AccountBooking,
  type AccountBookings,
  type ManagedBooking,
  type BookedSessionStatus,
  type SessionRefundStatus,
} from '@academy/shared/booking-slots';
import type { SessionType } from '@academy/shared/scheduling-prices';
import { tutorMessages } from '@academy/shared/tutor';
import type { TutorCancelledSession, TutorMovedSession } from '@academy/shared/tutor-sessions';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { createMailRepository } from '../mail/repository.ts';
import { enqueueMail, notifyMailQueued } from '../mail/outbox.ts';
import { changeMails, type Changer } from './change-mails.ts';
import { hashManageToken, newManageUrl } from './manage-token.ts';
import { joinUrlOf } from './online-room.ts';
import type { BookingRow } from './repository.ts';
import { type AcademyNote, REMINDER_KIND } from './session-mails.ts';
import { createSessionRepository, type SessionRow } from './session-repository.ts';
import type { SessionRefunds } from './session-refunds.ts';
import { createSlotService } from './slot-service.ts';

const HOUR_MS = 3_600_000;
const isUuid = (value: string) => z.uuid().safeParse(value).success;
const changeable = (session: SessionRow, now: Date) =>
  session.status === 'booked' &&
  session.startsAt.getTime() - now.getTime() > CHANGE_NOTICE_HOURS * HOUR_MS;

/**
 * A booking's sessions, each of which may be moved to another free slot or cancelled until 24
 * hours before it starts: by the booking's mailed link (its token is the only key; its hash is
 * stored), or in the app by the account that owns the booking.
 */
export function createManageService(db: Db, config: Config, refunds: SessionRefunds) {
  const sessions = createSessionRepository(db);
  const slots = createSlotService(db);

  async function bookingOf(token: string): Promise<BookingRow> {
    const hash = hashManageToken(token);
    const booking = hash ? await sessions.bookingByManageToken(hash) : undefined;
    if (!booking) throw notFound(slotMessages.linkInvalid);
    return booking;
  }

  async function accountBookingOf(userId: string, bookingId: string) {
    const row = isUuid(bookingId) ? await sessions.accountBooking(userId, bookingId) : undefined;
    if (!row) throw notFound(slotMessages.bookingNotFound);
    return row;
  }

  async function view(booking: BookingRow, now: Date): Promise<ManagedBooking> {
    const rows = (await sessions.ofBooking(booking.id)).filter((s) => s.status !== 'released');
    const refundOf = new Map((await refunds.ofBooking(booking.id)).map((r) => [r.sessionId, r]));
    return {
      internalReference: booking.internalReference,
      sessionType: booking.sessionType as SessionType,
      joinUrl: await joinUrlOf(db, booking.sessionType),
      unitPriceCents: booking.unitPriceCents,
      sessions: rows.map((s) => ({
        id: s.id,
        start: s.startsAt.toISOString(),
        end: s.endsAt.toISOString(),
        status: s.status as BookedSessionStatus,
        changeable: changeable(s, now),
        refund: refundOf.has(s.id)
          ? {
              amountCents: refundOf.get(s.id)!.amountCents,
              status: refundOf.get(s.id)!.status as SessionRefundStatus,
            }
          : null,
      })),
    };
  }

  const accountView = async (
    userId: string,
    row: { booking: BookingRow; studentFirstname: string | null; checkoutUserId: string | null },
    now: Date,
  ): Promise<AccountBooking> => ({
    id: row.booking.id,
    forStudent: row.booking.userId === userId ? null : row.studentFirstname,
    // Whoever's checkout paid: a parent who booked for the child outlives their account there
    // (booked_by_user_id is cleared with it, and the child's own bookings leave it unset).
    paidByOther:
      (row.booking.checkoutSessionId
        ? row.checkoutUserId
        : (row.booking.bookedByUserId ?? row.booking.userId)) !== userId,
    ...(await view(row.booking, now)),
  });

  /**
   * Moves (to `start`) or cancels (null) one session, with its mails, in one transaction. Its
   * mails carry `manageUrl`: the link used, or for a change made in the app a new link. `by` says
   * who changes it: the academy, an account in the app, or whoever holds the link. The
   * customer may change a session up to 24 hours before it; the academy may cancel one until it
   * starts, and the customer is told so (with the tutor's message, if any).
   */
  async function change(
    booking: BookingRow,
    sessionId: string,
    start: string | null,
    now: Date,
    manageUrl: (tx: Db) => Promise<string>,
    by: Changer,
  ) {
    const byAcademy = 'academy' in by ? by.academy : undefined;
    if (!isUuid(sessionId)) throw notFound(slotMessages.notChangeable);
    const notice = byAcademy ? ACADEMY_MOVE_NOTICE_HOURS : CHANGE_NOTICE_HOURS;
    const target = start
      ? (await slots.pick([start], booking.sessionType as SessionType, now, notice))[0]!
      : null;
    let owed: { id: string } | undefined;
    let moved = null as SessionRow | null;
    try {
      await db.transaction(async (tx) => {
        const txSessions = createSessionRepository(tx);
        const before = await txSessions.lockBooked(booking.id, sessionId);
        if (byAcademy) {
          if (!before || before.startsAt <= now) throw conflict(tutorMessages.sessionStarted);
        } else {
          if (!before) throw conflict(slotMessages.notChangeable);
          if (!changeable(before, now)) throw conflict(slotMessages.tooLate);
        }
        const after = target
          ? await txSessions.move(before.id, target.start, target.end, now)
          : null;
        moved = after;
        const cancelled = after ? undefined : await txSessions.cancel(before.id);
        if (cancelled) owed = await refunds.owe(tx, booking, cancelled);
        await createMailRepository(tx).withdraw(REMINDER_KIND, before.id);
        const made = { booking, before, after, cancelled, by, manageUrl };
        await enqueueMail(tx, await changeMails(tx, made, config, now));
      });
    } catch (error) {
      if (slots.isSlotTaken(error)) throw conflict(slotMessages.slotTaken);
      throw error;
    }
    notifyMailQueued();
    if (owed) await refunds.settleSoon(owed.id);
    return moved;
  }

  /**
   * The tutor moves (to `start`) or cancels (null) a booked session not yet started, whatever
   * the 24-hour rule: the family is mailed why, and a cancelled session refunded in full.
   */
  async function changeByAcademy(
    sessionId: string,
    start: string | null,
    note: AcademyNote,
    now: Date,
  ) {
    const booking = isUuid(sessionId) ? await sessions.bookingOfSession(sessionId) : undefined;
    if (!booking) throw notFound(tutorMessages.sessionNotFound);
    const moved = await change(
      booking,
      sessionId,
      start,
      now,
      (tx) => newManageUrl(tx, booking.id, config.publicUrl),
      { academy: note },
    );
    return { booking, moved };
  }

  async function cancelByAcademy(
    sessionId: string,
    note: AcademyNote,
    now: Date,
  ): Promise<TutorCancelledSession> {
    const { booking } = await changeByAcademy(sessionId, null, note, now);
    const refund = (await refunds.ofBooking(booking.id)).find((r) => r.sessionId === sessionId);
    return {
      id: sessionId,
      refund: refund
        ? { amountCents: refund.amountCents, status: refund.status as SessionRefundStatus }
        : null,
    };
  }

  async function changeByLink(token: string, sessionId: string, start: string | null, now: Date) {
    const booking = await bookingOf(token);
    await change(
      booking,
      sessionId,
      start,
      now,
      async () => `${config.publicUrl}/booking/${token}`,
      { link: true },
    );
    return view(booking, now);
  }

  async function changeOnAccount(
    userId: string,
    bookingId: string,
    sessionId: string,
    start: string | null,
    now: Date,
  ) {
    const row = await accountBookingOf(userId, bookingId);
    await change(
      row.booking,
      sessionId,
      start,
      now,
      (tx) => newManageUrl(tx, row.booking.id, config.publicUrl),
      { account: userId },
    );
    return accountView(userId, row, now);
  }

  return {
    get: async (token: string, now: Date) => view(await bookingOf(token), now),
    cancel: (token: string, sessionId: string, now: Date) =>
      changeByLink(token, sessionId, null, now),
    reschedule: (token: string, sessionId: string, start: string, now: Date) =>
      changeByLink(token, sessionId, start, now),

    cancelByAcademy,
    async moveByAcademy(
      sessionId: string,
      start: string,
      note: AcademyNote,
      now: Date,
    ): Promise<TutorMovedSession> {
      const { moved } = await changeByAcademy(sessionId, start, note, now);
      return {
        id: sessionId,
        startsAt: moved!.startsAt.toISOString(),
        endsAt: moved!.endsAt.toISOString(),
      };
    },

    /** The signed-in account's bookings (AccountBookings). */
    async mine(userId: string, now: Date): Promise<AccountBookings> {
      const keptSince = new Date(now.getTime() - ACCOUNT_BOOKINGS_KEPT_DAYS * 24 * HOUR_MS);
      const rows = await sessions.accountBookings(userId, keptSince, now, ACCOUNT_BOOKINGS_SHOWN);
      return { bookings: await Promise.all(rows.map((row) => accountView(userId, row, now))) };
    },
    cancelMine: (userId: string, bookingId: string, sessionId: string, now: Date) =>
      changeOnAccount(userId, bookingId, sessionId, null, now),
    rescheduleMine: (
      userId: string,
      bookingId: string,
      sessionId: string,
      start: string,
      now: Date,
    ) => changeOnAccount(userId, bookingId, sessionId, start, now),
  };
}
