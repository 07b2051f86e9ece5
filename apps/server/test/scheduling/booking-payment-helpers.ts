import type { AccountBooking } from '@academy/shared/booking-slots';
import type { FastifyInstance } from 'fastify';
import { jsonCall } from '../helpers/test-app.ts';

/** GET /api/scheduling/my-bookings: the bookings the account may change, soonest first. */
export async function myBookings(app: FastifyInstance, cookie: string) {
  const res = await jsonCall(app, 'GET', '/api/scheduling/my-bookings', undefined, cookie);
  if (res.statusCode !== 200) throw new Error(`my-bookings: ${res.statusCode} ${res.body}`);
  return res.json().bookings as AccountBooking[];
}

/** Cancels the booking's `index`th session from the account, as /sessions does. */
export const cancelMine = (
  app: FastifyInstance,
  cookie: string,
  booking: AccountBooking,
  index: number,
) =>
  jsonCall(
    app,
    'POST',
    `/api/scheduling/my-bookings/${booking.id}/sessions/${booking.sessions[index]!.id}/cancel`,
    {},
    cookie,
  );
