// Hostile bodies against every call that takes one: missing and wrongly typed fields, values that
// are not objects, NUL and lone surrogates, hostile text in every field and in otherwise valid
// calls, wrong content types and JSON that does not parse. Every answer is a 4xx in the documented
// shape (or a 2xx where the input happens to be acceptable), never a 5xx, and calls that must fail
// change no data.
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyCalls, formPosts, mustFailCalls, withoutGuard, type Call } from './hostile-calls.ts';
import { expectErrorShape } from './security-helpers.ts';
import {
  brokenBody,
  expectRefused,
  expectRefusedOrFine,
  hostileInputApp,
  hostileString,
  hostileValue,
  settings,
  wellTyped,
  withId,
} from './hostile-input-helpers.ts';

const { send, sendTo, sendTextTo, changesNothing } = await hostileInputApp();

describe('hostile bodies to every API call', () => {
  it('refuses bodies with missing or wrongly typed fields, and changes nothing', () =>
    changesNothing(() =>
      fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...mustFailCalls)
            .chain((call) => fc.tuple(fc.constant(call), brokenBody(call))),
          async ([call, body]) => expectRefused(await sendTo(call, body), call),
        ),
        settings,
      ),
    ));

  it('refuses any JSON value that is not the expected object, and changes nothing', () =>
    changesNothing(() =>
      fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...mustFailCalls),
          fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileValue),
          async (call, body) => {
            fc.pre(
              typeof body !== 'object' ||
                body === null ||
                Array.isArray(body) ||
                call.required!.some(
                  (f) => !wellTyped(call, f, (body as Record<string, unknown>)[f]),
                ),
            );
            expectRefused(await sendTo(call, body), call);
          },
        ),
        settings,
      ),
    ));

  it('refuses NUL and lone surrogates in bodies, and changes nothing', () =>
    changesNothing(async () => {
      const fields = [
        'email',
        'password',
        'firstname',
        'lastname',
        'answer',
        'questionId',
        'token',
        'contactInfo',
        'fullName',
        'subscriptionTier',
      ];
      for (const call of bodyCalls) {
        for (const field of fields) {
          for (const bad of ['a\u0000b', 'x\udfffy', '\ud800']) {
            const res = await sendTo(call, { [field]: bad, answers: { 'test-eval-s1-01': bad } });
            expectRefused(res, call);
            // The webhook reads raw bytes (and is off without Stripe): 404 there; payment calls
            // are rate limited before their body is read: 429 once the minute's budget is spent.
            if (call.route !== '/api/payments/webhook') {
              expect([400, 429]).toContain(res.statusCode);
            }
          }
        }
      }
    }));

  it('never fails with a 5xx on hostile strings in every field', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodyCalls),
        fc.dictionary(
          fc.constantFrom(
            'email',
            'password',
            'firstname',
            'lastname',
            'phoneNumber',
            'state',
            'answer',
            'questionId',
            'token',
            'answers',
            'subscriptionTier',
            'fullName',
            'contactInfo',
            'sessionType',
            'sessionCount',
            'hintsUsed',
            'superhintsUsed',
          ),
          hostileValue,
          { maxKeys: 6 },
        ),
        async (call, body) => expectRefusedOrFine(await sendTo(call, body), call),
      ),
      settings,
    );
  });

  it('stores or refuses hostile text in otherwise valid calls, never a 5xx', async () => {
    let n = 0;
    const valid: [Call['method'], string, (text: string) => Record<string, unknown>][] = [
      [
        'POST',
        '/api/auth/signup',
        (text) => ({
          email: `fuzz.${n++}@example.com`,
          password: 'Fuzz1Password',
          firstname: text,
          lastname: text,
        }),
      ],
      [
        'PATCH',
        '/api/profile',
        (text) => ({ firstname: text, lastname: text, phoneNumber: text, state: text }),
      ],
      ['POST', '/api/questions/test-linear-002/check', (text) => ({ answer: text })],
      [
        'POST',
        '/api/progress/record-answer',
        (text) => ({ questionId: 'test-linear-002', answer: text }),
      ],
      [
        'POST',
        '/api/questions/evaluation/submit',
        (text) => ({
          email: 'fuzz@example.com',
          answers: { 'test-eval-s1-01': text },
        }),
      ],
      [
        'POST',
        '/api/payments/scheduling',
        (text) => ({
          fullName: text,
          contactInfo: text,
          sessionType: 'online',
          sessionCount: 1,
        }),
      ],
      ['POST', '/api/auth/login', (text) => ({ email: 'fuzz@example.com', password: text })],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...valid),
        hostileString.filter((t) => !t.includes('\u0000')),
        async ([method, route, body], text) => {
          const call = { method, route };
          // Signing in or up ends the session the browser carried: keep the student's.
          const signedIn = !route.startsWith('/api/auth/');
          expectRefusedOrFine(await sendTo(call, body(text), { signedIn }), call);
        },
      ),
      settings,
    );
  });

  // The CSRF guard (DESIGN.md): every state-changing call of a signed-in browser, sent from a
  // page of another origin, is refused before it acts, whatever its body. The local pages' plain
  // HTML forms (the test checkout's Pay and Cancel, the stand-in card) check the Origin themselves:
  // `null`, which a sandboxed frame or a data: page of any site sends, is foreign there too.
  it("answers a field of the wrong type with a message of ours, never the validator's own", async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const url = (route: string) =>
      route.replace(/:[a-zA-Z]+/g, (p) => (p === ':seat' ? '1-1' : id));
    // The fields of calls that require none (a boolean, optional ones), beside the required ones.
    const optional: Record<string, string[]> = {
      'PATCH /api/tutor/evaluations/:id': ['contacted'],
      'POST /api/tutor/students/:id/free': ['free'],
      'POST /api/tests/attempts/:id/finish-module': ['module'],
      'PUT /api/tests/attempts/:id/answers/:seat': ['answer', 'marked', 'seconds'],
    };
    const refusals = new Set<string>();
    const expectOurs = (res: LightMyRequestResponse, call: Call) => {
      if (res.statusCode !== 400) return;
      const { errors = [] } = res.json<{ errors?: { param: string; msg: string }[] }>();
      for (const { param, msg } of errors) {
        if (/^Invalid (input|option)/.test(msg)) refusals.add(`${call.route} ${param}: ${msg}`);
      }
    };
    for (const call of bodyCalls) {
      const fields = optional[`${call.method} ${call.route}`] ?? call.required ?? [];
      for (const whole of [[], 5, 'x', true]) {
        expectOurs(await sendTo(call, whole, { url: url(call.route) }), call);
      }
      for (const field of fields) {
        for (const wrong of [null, 5, 'x', [], {}, true]) {
          const body = { ...Object.fromEntries(fields.map((f) => [f, 'x'])), [field]: wrong };
          expectOurs(await sendTo(call, body, { url: url(call.route) }), call);
        }
      }
    }
    // Fields one level down: the tutor's hours, a booking's times, SAT dates, evaluation answers.
    const callOf = (route: string) => bodyCalls.find((c) => c.route === route)!;
    for (const wrong of [null, 'x', 1.5, []]) {
      const rule = { weekday: wrong, startHour: 9, endHour: 12, sessionType: wrong };
      const exception = { date: '2030-01-01', kind: wrong };
      const nested: [string, unknown][] = [
        ['/api/tutor/availability', { rules: [rule], exceptions: [exception] }],
        ['/api/tutor/sat-dates', { dates: [wrong] }],
        ['/api/payments/scheduling', { contactInfo: 'a', sessionType: 'online', slots: wrong }],
        ['/api/questions/evaluation/submit', { email: 'a@example.com', answers: { a: wrong } }],
      ];
      for (const [route, body] of nested)
        expectOurs(await sendTo(callOf(route), body), callOf(route));
    }
    expect([...refusals]).toEqual([]);
  });

  it('refuses every state-changing call from another origin, and changes nothing', () =>
    changesNothing(async () => {
      const guarded = bodyCalls.filter((c) => !withoutGuard.includes(`${c.method} ${c.route}`));
      const sent = [
        ...guarded.map((call) => ({ call, type: 'application/json' })),
        ...formPosts.map((call) => ({ call, type: 'application/x-www-form-urlencoded' })),
      ];
      for (const { call, type } of sent) {
        for (const origin of [
          'https://evil.example',
          'null',
          'http://localhost:3000.evil.example',
        ]) {
          const body = Object.fromEntries((call.required ?? []).map((f) => [f, 'x']));
          const res = await send({
            method: call.method,
            url: withId(call.route),
            headers: { origin, 'content-type': type },
            payload: type === 'application/json' ? JSON.stringify(body) : '',
          });
          expect(res.statusCode, `${call.method} ${call.route} from ${origin}`).toBe(403);
          expectErrorShape(res);
        }
      }
    }));

  it('refuses wrong content types and malformed JSON, and changes nothing', () =>
    changesNothing(async () => {
      const contentType = fc.constantFrom(
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/jsonp',
        'text/json',
        '',
      );
      const payload = fc.oneof(
        hostileString,
        fc.constantFrom('{"answer":', '{answer: 1}', '\u0000'),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...bodyCalls),
          contentType,
          payload,
          async (call, type, body) =>
            expectRefused(await sendTextTo(call, body, { contentType: type ?? null }), call),
        ),
        settings,
      );
      // JSON that does not parse.
      for (const call of bodyCalls) {
        for (const bad of ['{"answer":', '{answer: 1}', '[1,2', '"\\x"', '{"a":1}}']) {
          expectRefused(await sendTextTo(call, bad), call);
        }
      }
    }));
});
