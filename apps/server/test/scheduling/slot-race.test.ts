// Two customers checking out the same slot at the same moment: exactly one may hold it. Run it on
// PostgreSQL (DATABASE_URL) to race real connections; on PGlite it runs the same calls in turn.
import { describe, expect, it } from 'vitest';
import { createSchedulingRepository } from '../../src/features/scheduling/repository.ts';
import { createSlotService } from '../../src/features/scheduling/slot-service.ts';
import { buildTestApp, uniqueEmail } from '../helpers/test-app.ts';
import { bookSlots, freshSlot, sessionsAt, setAvailability } from './slot-helpers.ts';

const { app, database } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });
await setAvailability(database.db);

describe('the slot race', () => {
  it('lets exactly one of concurrent checkouts for one slot through, every time', async () => {
    for (let round = 0; round < 10; round++) {
      const slot = freshSlot(14);
      const other = freshSlot(14);
      const results = await Promise.all([
        bookSlots(app, uniqueEmail('a'), [slot]),
        bookSlots(app, uniqueEmail('b'), [slot, other].sort()),
        bookSlots(app, uniqueEmail('c'), [slot]),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      for (const refused of results.filter((r) => r.statusCode === 409)) {
        expect(refused.json().message).toMatch(/just taken|not available/);
      }
      const live = (await sessionsAt(database.db, slot)).filter((s) => s.status !== 'released');
      expect(live).toHaveLength(1);
      // All or none: a refused two-slot booking holds neither.
      const otherLive = (await sessionsAt(database.db, other)).filter((s) => s.status === 'held');
      expect(otherLive.length).toBe(results[1]!.statusCode === 200 ? 1 : 0);
    }
  });

  it('is decided by the database: holds that all passed the free-slot check still cannot both land', async () => {
    const repo = createSchedulingRepository(database.db);
    const slots = createSlotService(database.db);
    const booking = (n: number) =>
      repo.insertBooking({
        internalReference: `TS-RACE${n}${Date.now() % 1000}`,
        contactInfo: 'race@example.com',
        sessionType: 'online',
        sessionCount: 1,
        unitPriceCents: 6000,
        totalCents: 6000,
      });
    const start = new Date(freshSlot(20));
    const slot = { start, end: new Date(start.getTime() + 3_600_000) };
    const now = new Date();
    const expires = new Date(now.getTime() + 30 * 60_000);
    const bookings = await Promise.all([1, 2, 3, 4].map(booking));
    const outcomes = await Promise.allSettled(
      bookings.map((b) => slots.hold(b.id, [slot], expires, now)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === 'rejected')) {
      expect((o as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    }
  });
});
