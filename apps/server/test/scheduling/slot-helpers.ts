import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Availability } from '@academy/shared/booking-slots';
import type { Db } from '../../src/db/client.ts';
import { bookingSessions, mailOutbox } from '../../src/db/schema/index.ts';
import { createAvailabilityRepository } from '../../src/features/availability/repository.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { postForm } from '../payments/helpers.ts';

const DAY_MS = 86_400_000;

/** The tutor offers both session types every hour of every day. */
export const EVERY_HOUR: Availability = {
  rules: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    (['online', 'in-person'] as const).map((sessionType) => ({
      weekday,
      startHour: 0,
      endHour: 24,
      sessionType,
    })),
  ),
  exceptions: [],
};

export const setAvailability = (db: Db, availability: Availability = EVERY_HOUR) =>
  createAvailabilityRepository(db).replace(availability);

let nextSlot = 0;
/** A distinct whole hour a few days ahead (free unless a test took it), as ISO. */
export function freshSlot(daysAhead = 3) {
  const base = Math.floor(Date.now() / 3_600_000) * 3_600_000 + daysAhead * DAY_MS;
  return new Date(base + nextSlot++ * 3_600_000).toISOString();
}

/** POST /api/payments/scheduling with slots; the raw response. */
export const bookSlots = (
  app: FastifyInstance,
  contactInfo: string,
  slots: string[],
  cookie?: string,
  fullName?: string,
) =>
  jsonCall(
    app,
    'POST',
    '/api/payments/scheduling',
    { contactInfo, fullName, sessionType: 'online', sessionCount: slots.length, slots },
    cookie,
  );

/** Books (signed in with `cookie`, if given) and pays the slots on the local checkout; returns the checkout path. */
export async function bookAndPay(
  app: FastifyInstance,
  contactInfo: string,
  slots: string[],
  cookie?: string,
) {
  const res = await bookSlots(app, contactInfo, slots, cookie);
  if (res.statusCode !== 200) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  const checkout = new URL(res.json().data.sessionUrl as string).pathname;
  const paid = await postForm(app, `${checkout}/pay`);
  if (paid.statusCode !== 303) throw new Error(`pay failed: ${paid.statusCode} ${paid.body}`);
  return checkout;
}

export const mailsTo = async (db: Db, to: string, kind?: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).filter(
    (m) => !kind || m.kind === kind,
  );

/** The token of the manage link in the customer's receipt. */
export async function manageToken(db: Db, to: string) {
  const [receipt] = await mailsTo(db, to, 'booking-receipt');
  const token = receipt?.textBody.match(/\/booking\/([A-Za-z0-9_-]{32})/)?.[1];
  if (!token) throw new Error('no manage link in the receipt');
  return token;
}

export const sessionsAt = (db: Db, startsAt: string) =>
  db
    .select()
    .from(bookingSessions)
    .where(eq(bookingSessions.startsAt, new Date(startsAt)));
