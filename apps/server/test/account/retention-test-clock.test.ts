// The test clock moves review scheduling for QA; it must not move what the nightly retention run
// deletes for good: a month ahead on the test clock, a student signed in now stays signed in.
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';

const now = new Date('2026-12-03T10:30:00Z'); // 4:30 AM in Dallas: the retention run is due
const { app } = await buildTestApp({ TEST_CLOCK: 'on' }, { clock: { now: () => now } });

describe('the retention run with the test clock moved', () => {
  it('deletes by the real time: a session in use now is kept', async () => {
    const { cookie } = await signUp(app);
    expect((await jsonCall(app, 'POST', '/api/test/clock', { offsetDays: 30 })).statusCode).toBe(
      200,
    );
    const runs = await app.scheduledJobs.runDue();
    expect(runs.some((run) => run.startsWith('retention:'))).toBe(true);
    const verify = await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie);
    expect(verify.statusCode).toBe(200);
  });
});
