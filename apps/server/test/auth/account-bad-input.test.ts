import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';

const { app } = await buildTestApp();
const { cookie } = await signUp(app);

const HUGE = 'A1a'.repeat(20_000);
const BAD_BODIES: unknown[] = [{}, [], 'text', 42, null];

/** Every new call: missing fields, wrong types and huge values answer 400 in DESIGN.md's shape. */
const calls: { method: 'POST' | 'PATCH'; url: string; bodies: unknown[] }[] = [
  {
    method: 'POST',
    url: '/api/auth/forgot-password',
    bodies: [...BAD_BODIES, { email: 5 }, { email: HUGE }, { email: `${HUGE}@example.com` }],
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    bodies: [
      ...BAD_BODIES,
      { token: 'x' },
      { token: ['x'], password: 'Abcdefg1' },
      { token: 'x', password: HUGE },
    ],
  },
  {
    method: 'POST',
    url: '/api/auth/change-password',
    bodies: [
      ...BAD_BODIES,
      { currentPassword: 'Abcdefg1' },
      { currentPassword: true, newPassword: 'Abcdefg1' },
      { currentPassword: HUGE, newPassword: 'Abcdefg1' },
      { currentPassword: 'Abcdefg1', newPassword: HUGE },
    ],
  },
  {
    method: 'PATCH',
    url: '/api/auth/settings',
    bodies: [...BAD_BODIES, { newSignInAlerts: 'yes' }, { newSignInAlerts: HUGE }],
  },
];

describe('bad input to the account calls', () => {
  for (const { method, url, bodies } of calls) {
    it(`${method} ${url} answers 400 with a message and field items`, async () => {
      for (const body of bodies) {
        const res = await jsonCall(app, method, url, body, cookie);
        expect(res.statusCode, JSON.stringify(body)?.slice(0, 80)).toBe(400);
        const json = res.json() as {
          message: unknown;
          errors?: { param: unknown; msg: unknown }[];
        };
        expect(typeof json.message).toBe('string');
        for (const item of json.errors ?? []) {
          expect(item).toEqual({ param: expect.any(String), msg: expect.any(String) });
        }
      }
    });
  }
});
