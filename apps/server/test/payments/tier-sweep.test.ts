// The sweep rolls over tiers that ran out for users who make no request, so the write that ends
// paid access, and its "Your plan has ended" mail, come near the end without a visit.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdminCommands } from '../../src/admin/commands.ts';
import { users } from '../../src/db/schema/index.ts';
import { createTierRollover } from '../../src/features/payments/tier-rollover.ts';
import { createTierSweep } from '../../src/features/payments/tier-sweep.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { current, mailsTo, postForm, startCheckout, timeTravel } from './helpers.ts';

const { app, database, config } = await buildTestApp();
const db = database.db;
const { travelTo } = timeTravel(db);
const sweep = createTierSweep(db, app.withCurrentTier);

const storedTier = async (userId: string) =>
  (await db.select().from(users).where(eq(users.id, userId)))[0]!.subscriptionTier;
const ended = (email: string) => mailsTo(db, email, 'plan-ended');

/** A customer with a One-Time Month, and when it ends. */
async function passHolder() {
  const account = await signUpVerified(app, database);
  const path = new URL(await startCheckout(app, account.cookie, 'OneTimeMonth')).pathname;
  expect((await postForm(app, `${path}/pay`)).statusCode).toBe(303);
  const { currentPeriodEnd } = await current(app, account.cookie);
  return { ...account, userId: account.user._id as string, end: currentPeriodEnd as string };
}

describe('tier sweep', () => {
  it('a pass that ends with no request from its customer: Guest and one mail', async () => {
    const { email, userId, end, cookie } = await passHolder();
    await travelTo(userId, end, -60_000);
    expect(await sweep.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await storedTier(userId)).toBe('Guest');
    expect((await ended(email)).map((m) => m.subject)).toEqual([
      'Your One-Time Month plan has ended',
    ]);
    // Neither the next run nor the customer's next visit sends it again.
    await sweep.runOnce();
    await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie);
    expect(await ended(email)).toHaveLength(1);
  });

  it('leaves running access and Free alone', async () => {
    const running = await passHolder();
    const free = await passHolder();
    await createAdminCommands(db, config).setFree(free.email);
    await travelTo(free.userId, free.end, -60_000);
    await sweep.runOnce();
    expect(await storedTier(running.userId)).toBe('OneTimeMonth');
    expect(await storedTier(free.userId)).toBe('Free');
    expect(await ended(running.email)).toEqual([]);
    expect(await ended(free.email)).toEqual([]);
  });

  it('two instances sweeping while the customer’s requests come in: one mail', async () => {
    const { email, userId, end, cookie } = await passHolder();
    await travelTo(userId, end, -60_000);
    const otherInstance = createTierSweep(db, createTierRollover(db, config));
    const verify = () => jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie);
    await Promise.all([sweep.runOnce(), verify(), otherInstance.runOnce(), verify()]);
    expect(await storedTier(userId)).toBe('Guest');
    expect(await ended(email)).toHaveLength(1);
  });

  it('starts with a run, and stopping waits for it', async () => {
    const { email, userId, end } = await passHolder();
    await travelTo(userId, end, -60_000);
    const errors: object[] = [];
    const started = createTierSweep(db, app.withCurrentTier);
    started.start({ error: (obj) => errors.push(obj) });
    await started.stop();
    expect(await storedTier(userId)).toBe('Guest');
    expect(await ended(email)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
