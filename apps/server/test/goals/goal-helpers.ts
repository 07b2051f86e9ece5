// What the goal's and the scores' tests share: an app on the fixture bank with a tutor, and the
// days counted as the server counts them.
import { academyDay, addDays } from '@academy/shared/academy-day';
import { expect } from 'vitest';
import { jsonCall } from '../helpers/test-app.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';

export async function goalsTestApp() {
  const built = await tutorTestApp();
  const { app } = built;
  // Dates are checked against the server's Dallas day, which the test shares.
  const today = academyDay(new Date());

  /** A GET answered 200, its body. */
  async function read<T>(url: string, cookie: string) {
    const res = await jsonCall(app, 'GET', url, undefined, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  }

  return {
    ...built,
    tutor: await built.userWith('tutor'),
    today,
    inDays: (n: number) => addDays(today, n),
    read,
  };
}
