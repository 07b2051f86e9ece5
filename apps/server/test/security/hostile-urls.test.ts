// Hostile URLs: every registered /api route is attacked, with bad ids in paths (encoded and raw),
// NUL, malformed escapes, over-long ids and methods a route does not take; the calls that read a
// query string get hostile keys and values. Never a 5xx, a refusal is in the documented shape,
// and no refused call changes data.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CALLS, SESSION_ENDING, idCalls } from './hostile-calls.ts';
import {
  encode,
  expectRefused,
  expectRefusedOrFine,
  hostileInputApp,
  hostileString,
  rawPieces,
  settings,
  withId,
} from './hostile-input-helpers.ts';
import { expectErrorShape, registeredRoutes } from './security-helpers.ts';

const { app, send, sendTextTo, changesNothing } = await hostileInputApp();

describe('hostile URLs to every API call', () => {
  it('covers every registered /api route', () => {
    const listed = [...CALLS.map((c) => `${c.method} ${c.route}`), ...SESSION_ENDING].sort();
    expect(registeredRoutes(app)).toEqual(listed);
  });

  it('refuses NUL in URLs, and changes nothing', () =>
    changesNothing(async () => {
      for (const call of CALLS) {
        const url = `${withId(call.route, 'a\u0000b')}?search=%00`;
        const res = await sendTextTo(call, undefined, { url, contentType: null });
        expect(res.statusCode).toBe(400);
        if (!call.html) expectErrorShape(res);
      }
    }));

  it('refuses bad ids in paths with 400 or 404, and changes nothing', () =>
    changesNothing(() =>
      fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...idCalls),
          fc.oneof(
            // "." and ".." are not ids but dot segments: the URL resolves them to another path
            // (/api/modules/./submodules is /api/modules/submodules, a call of its own).
            hostileString
              .filter((id) => id !== '.' && id !== '..')
              .map((id) => ({ id: id || ' ', raw: false })),
            rawPieces.map((id) => ({ id, raw: true })),
          ),
          async (call, { id, raw }) => {
            fc.pre(id.length < 2_000);
            const body = call.method === 'GET' ? undefined : '{"answer":"A"}';
            const res = await sendTextTo(call, body, { url: withId(call.route, id, raw) });
            if (call.html) {
              expect([400, 403, 404, 414, 429]).toContain(res.statusCode);
            } else {
              expectRefused(res, call);
              expect([400, 404, 414, 415, 429]).toContain(res.statusCode);
            }
          },
        ),
        settings,
      ),
    ));

  // Fastify's router refuses these before any hook; frameworkErrorHandler shapes the answer.
  it('answers malformed escapes and over-long ids in the error shape too', async () => {
    for (const url of [
      '/api/modules/%zz/submodules',
      `/api/modules/${'a'.repeat(300)}/submodules`,
    ]) {
      const res = await send({ method: 'GET', url });
      expect(res.statusCode).toBeLessThan(500);
      expectErrorShape(res);
    }
  });

  it('answers unknown methods and paths with 404 in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLS.filter((c) => !c.html)),
        fc.constantFrom('PUT', 'DELETE', 'OPTIONS', 'PATCH', 'POST'),
        async (call, method) => {
          const servedMethods: string[] = CALLS.filter((c) => c.route === call.route).map(
            (c) => c.method,
          );
          fc.pre(
            !servedMethods.includes(method) &&
              !(call.route === '/api/profile' && method === 'PATCH'),
          );
          const res = await sendTextTo(call, '{}', { method: method as InjectOptions['method'] });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expectRefusedOrFine(res);
        },
      ),
      settings,
    );
  });

  it('never fails with a 5xx on hostile query strings', async () => {
    const queryCalls = [
      '/api/progress/answered-questions',
      '/api/payments/verify-checkout-session',
      '/api/payments/verify-scheduling-session',
    ];
    const key = fc.constantFrom(
      'module',
      'subModule',
      'concepts',
      'search',
      'page',
      'limit',
      'sessionId',
      'session_id',
      '__proto__',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...queryCalls),
        fc.array(
          fc.tuple(
            key,
            fc.oneof(
              hostileString.map(encode),
              rawPieces,
              fc.constantFrom('0', '-1', '1e400', '99999999999999999999', '1.5', '[]', 'a,b,,'),
            ),
          ),
          { maxLength: 5 },
        ),
        async (url, pairs) => {
          const query = pairs
            .filter(([, v]) => v.length < 6_000)
            .map(([k, v]) => `${k}=${v}`)
            .join('&');
          const res = await send({ method: 'GET', url: `${url}?${query}` });
          expectRefusedOrFine(res);
        },
      ),
      settings,
    );
  });
});
