// Who may start which timed test, and with how long a clock (decision 032: a Guest takes one
// short set; the profile's extended time lengthens each module).
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { movableClock, testStudent } from './timed-tests-helpers.ts';

const clock = movableClock();
const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT, clock });

const student = (tier?: string) => testStudent(app, database, tier);

describe('starting a timed test', () => {
  it('lets a Guest take one short set, and a Free student the full test', async () => {
    const guest = await student('Guest');
    expect((await guest.call('POST', '/api/tests/sat-math-full/start', {})).statusCode).toBe(403);
    await guest.start('short-geometry-trigonometry');
    const again = await guest.call('POST', '/api/tests/short-algebra/start', {});
    expect(again.statusCode).toBe(403);
    expect((await guest.list()).json().every((t: { available: boolean }) => !t.available)).toBe(
      true,
    );
    expect((await guest.call('POST', '/api/tests/no-such-test/start', {})).statusCode).toBe(404);
  });

  it('applies the profile’s extended time to the module’s deadline', async () => {
    const s = await student();
    const patched = await s.call('PATCH', '/api/profile', {
      firstname: 'Ada',
      lastname: 'Lovelace',
      extendedTime: '1.5x',
    });
    expect(patched.json().extendedTime).toBe('1.5x');
    const { module } = await s.start('short-weakest');
    expect(Date.parse(module.deadline) - Date.parse(module.startedAt)).toBe(28.5 * 60_000);
  });
});
