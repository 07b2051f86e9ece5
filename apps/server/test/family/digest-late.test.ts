// The Sunday digest sent late, on Monday (every instance down on Sunday evening, decision 035):
// it tells the week it counts, not Monday's practice too.
import { describe, expect, it } from 'vitest';
import { signUpVerified } from '../helpers/verification.ts';
import { digestWorld } from './digest-world.ts';
import { accept, invite, linkedFamily, mailedInviteToken } from './helpers.ts';

const { one, database, clock, bothRun, digestsTo, practise } = await digestWorld();

describe('weekly digest, sent late', () => {
  it('sent late on Monday, tells the concepts that moved in the week, not since', async () => {
    // Two children with the same week; Sam also practised on Monday morning, before the
    // digest went (every instance was down on Sunday evening).
    const { student: sam, parent } = await linkedFamily(one, database);
    const lea = await signUpVerified(one, database, { firstname: 'Lea' });
    expect((await invite(one, lea.cookie, parent.email)).statusCode).toBe(201);
    const token = await mailedInviteToken(database, parent.email);
    expect((await accept(one, parent.cookie, token)).statusCode).toBe(200);
    for (const child of [sam, lea]) {
      await practise(child.email, [
        { id: 'many-001', right: false, at: '2027-02-01T15:00:00Z' },
        { id: 'many-002', right: false, at: '2027-02-01T15:05:00Z' },
        ...[3, 4, 5, 6].map((n) => ({
          id: `many-00${n}`,
          right: true,
          at: `2027-02-10T20:0${n}:00Z`,
        })),
      ]);
    }
    // Monday, February 15, 9 AM in Dallas: after the week's end, Sunday 6 PM.
    await practise(sam.email, [
      { id: 'many-007', right: false, at: '2027-02-15T15:00:00Z' },
      { id: 'many-008', right: false, at: '2027-02-15T15:01:00Z' },
      { id: 'test-system-001', right: true, at: '2027-02-15T15:02:00Z' },
    ]);
    clock.set(new Date('2027-02-15T18:00:00Z')); // Monday noon in Dallas
    expect(await bothRun()).toEqual(['family-digest:2027-02-14']);
    const [mail] = await digestsTo(parent.email);
    const lines = (start: string) => mail!.textBody.split('\n').filter((l) => l.startsWith(start));
    expect(lines('Questions:')).toEqual(['Questions: 4', 'Questions: 4']);
    const moved = lines('Concepts that moved:');
    expect(moved).toHaveLength(2);
    expect(moved[0]).toMatch(/^Concepts that moved: Linear Equations in One Variable /);
    expect(moved[0]).toBe(moved[1]);
  });
});
