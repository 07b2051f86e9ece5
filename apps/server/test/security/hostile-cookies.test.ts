// Hostile session cookies: forged, huge and odd values are a signed-out visitor, never a 5xx,
// and a 401 is in the documented shape.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { CALLS } from './hostile-calls.ts';
import {
  encode,
  expectRefusedOrFine,
  hostileInputApp,
  hostileString,
  settings,
  withId,
} from './hostile-input-helpers.ts';
import { expectErrorShape } from './security-helpers.ts';

const { send } = await hostileInputApp();

describe('hostile session cookies', () => {
  it('treats forged, huge and odd session cookies as signed out', async () => {
    const guarded = CALLS.filter((c) => c.method === 'GET' && !c.html && c.route !== '/api/config');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...guarded), hostileString, async (call, value) => {
        const res = await send({
          method: 'GET',
          url: withId(call.route, 'algebra'),
          signedIn: false,
          headers: { cookie: `academy_session=${encode(value)}` },
        });
        expectRefusedOrFine(res, call);
        if (res.statusCode === 401) expectErrorShape(res);
      }),
      settings,
    );
  });
});
