import {
  CHANGE_NOTICE_HOURS,
  SLOTS_RANGE_MAX_DAYS,
  slotMessages,
  type FreeSlot,
  type SlotsQuery,
} from '@academy/shared/booking-slots';
import { BOOKING_WEEKS_AHEAD, type SessionType } from '@academy/shared/scheduling-prices';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { createAvailabilityRepository } from '../availability/repository.ts';
import { createSessionRepository } from './session-repository.ts';
import { boundInstant, slotsOf } from './slots.ts';

const HOUR_MS = 3_600_000;
/**
 * The form's weeks from today's Dallas day, and that day: nothing later is free. A session in
 * 2099 was taken, stayed changeable (and refundable) for ever, and a booking spanning years
 * made the server lay out every hour between.
 */
const HORIZON_MS = (BOOKING_WEEKS_AHEAD * 7 + 1) * 24 * HOUR_MS;
const LIVE_START_KEY = 'booking_sessions_live_start_key';

export interface Slot {
  start: Date;
  end: Date;
}

/** Free slots (the tutor's availability minus live holds and bookings), and taking them. */
export function createSlotService(db: Db) {
  const availability = createAvailabilityRepository(db);
  const sessions = createSessionRepository(db);

  /**
   * Free slots in [from, to) that start at least `noticeHours` from now; the holds of the
   * bookings in `own` (the asker's open checkouts) leave their slots free to them.
   */
  async function free(
    from: Date,
    to: Date,
    now: Date,
    noticeHours: number,
    own: string[] = [],
  ): Promise<FreeSlot[]> {
    const earliest = new Date(now.getTime() + noticeHours * HOUR_MS);
    const latest = new Date(now.getTime() + HORIZON_MS);
    const start = from > earliest ? from : earliest;
    const end = to < latest ? to : latest;
    if (start >= end) return [];
    const taken = new Set(await sessions.takenStarts(start, end, now, own));
    return slotsOf(await availability.read(), start, end).filter(
      (s) => !taken.has(Date.parse(s.start)),
    );
  }

  return {
    /**
     * GET /scheduling/slots (and the tutor's, with a shorter notice): the range checked (it ends
     * after it starts, at most 62 days).
     */
    async list(
      query: SlotsQuery,
      now: Date,
      noticeHours = CHANGE_NOTICE_HOURS,
      own: string[] = [],
    ): Promise<FreeSlot[]> {
      const from = boundInstant(query.from);
      const to = boundInstant(query.to);
      const days = (to.getTime() - from.getTime()) / (24 * HOUR_MS);
      if (!(days > 0 && days <= SLOTS_RANGE_MAX_DAYS)) {
        throw badRequest(slotMessages.rangeInvalid, [
          { param: 'to', msg: slotMessages.rangeInvalid },
        ]);
      }
      return free(from, to, now, noticeHours, own);
    },

    /** The slots asked for, each free and offered for `type`; 409 when one is not. */
    async pick(
      starts: string[],
      type: SessionType,
      now: Date,
      noticeHours = CHANGE_NOTICE_HOURS,
    ): Promise<Slot[]> {
      const times = starts.map((s) => Date.parse(s)).sort((a, b) => a - b);
      const offered = await free(
        new Date(times[0]!),
        new Date(times.at(-1)! + 1),
        now,
        noticeHours,
      );
      const byStart = new Map(offered.map((s) => [Date.parse(s.start), s]));
      return times.map((t) => {
        const slot = byStart.get(t);
        if (!slot?.sessionTypes.includes(type)) throw conflict(slotMessages.slotUnavailable);
        return { start: new Date(slot.start), end: new Date(slot.end) };
      });
    },

    /**
     * Holds the slots for a booking until `expiresAt`, all or none. Two customers racing for a
     * slot both get here; the database's unique index lets exactly one hold it (409 for the other).
     */
    async hold(bookingId: string, slots: Slot[], expiresAt: Date, now: Date) {
      try {
        await db.transaction((tx) =>
          createSessionRepository(tx).hold(bookingId, slots, expiresAt, now),
        );
      } catch (error) {
        if (isUniqueViolation(error, LIVE_START_KEY)) throw conflict(slotMessages.slotTaken);
        throw error;
      }
    },

    isSlotTaken: (error: unknown) => isUniqueViolation(error, LIVE_START_KEY),
  };
}

export type SlotService = ReturnType<typeof createSlotService>;
