// Generated hostile input against every API call: wrong types, huge and empty strings, deep
// objects, unicode, SQL and HTML, wrong content types, bad ids in paths and queries. Every
// answer is a 4xx (or a 2xx where the input happens to be acceptable) in the documented shape,
// never a 5xx, and calls that must fail change no data.
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/features/auth/session-token.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { TEST_ORIGIN, buildTestApp, signUp } from '../helpers/test-app.ts';
import { expectErrorShape, registeredRoutes, rowCounts } from './security-helpers.ts';

const { app, database } = await buildTestApp(
  { AUTH_RATE_LIMIT_MAX: '1000000', PUBLIC_FORM_RATE_LIMIT_MAX: '1000000' },
  { bankRoot: FIXTURE_BANK },
);
const student = await signUp(app);
const token = student.cookie.split('=')[1]!;
const secrets = [token, hashSessionToken(token), '$argon2', 'password_hash', 'passwordHash'];

// Bounded, so the file stays well under 30 s on PGlite.
const RUNS = Number(process.env.SECURITY_FUZZ_RUNS ?? 100);
const settings = {
  numRuns: RUNS,
  seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined,
};

interface Call {
  method: 'GET' | 'POST' | 'PATCH';
  route: string;
  /** Body fields that must be present and well-typed: anything else must fail. */
  required?: string[];
  /** Some answers are HTML pages (the local test checkout), not the JSON error shape. */
  html?: boolean;
}

/** Every API call of SPEC §7 and the server's own; the test below checks none is missing. */
const CALLS: Call[] = [
  { method: 'GET', route: '/api/config' },
  { method: 'GET', route: '/api/health' },
  {
    method: 'POST',
    route: '/api/auth/signup',
    required: ['email', 'password', 'firstname', 'lastname'],
  },
  { method: 'POST', route: '/api/auth/login', required: ['email', 'password'] },
  { method: 'POST', route: '/api/auth/google', required: ['token'] },
  { method: 'GET', route: '/api/auth/verify' },
  { method: 'GET', route: '/api/auth/debug-cookies' },
  { method: 'GET', route: '/api/profile' },
  { method: 'PATCH', route: '/api/profile', required: ['firstname', 'lastname'] },
  { method: 'GET', route: '/api/modules' },
  { method: 'GET', route: '/api/modules/:id/submodules' },
  { method: 'GET', route: '/api/modules/submodules' },
  { method: 'GET', route: '/api/modules/submodules/:id/concepts' },
  { method: 'GET', route: '/api/modules/submodules/:id/concept-scores' },
  { method: 'GET', route: '/api/questions/submodule/:id/random' },
  { method: 'POST', route: '/api/questions/:id/check', required: ['answer'] },
  { method: 'GET', route: '/api/questions/:id/answer' },
  { method: 'GET', route: '/api/questions/evaluation' },
  { method: 'POST', route: '/api/questions/evaluation/submit', required: ['email', 'answers'] },
  { method: 'GET', route: '/api/progress' },
  { method: 'GET', route: '/api/progress/stats' },
  { method: 'POST', route: '/api/progress/record-answer', required: ['questionId', 'answer'] },
  { method: 'GET', route: '/api/progress/answered-questions' },
  { method: 'GET', route: '/api/progress/concepts' },
  { method: 'POST', route: '/api/payments/create-customer' },
  { method: 'GET', route: '/api/payments/current-subscription' },
  { method: 'POST', route: '/api/payments/cancel-subscription' },
  { method: 'POST', route: '/api/payments/subscription', required: ['subscriptionTier'] },
  { method: 'POST', route: '/api/payments/scheduling', required: ['contactInfo', 'sessionType'] },
  { method: 'GET', route: '/api/payments/verify-checkout-session' },
  { method: 'GET', route: '/api/payments/verify-scheduling-session' },
  { method: 'GET', route: '/api/payments/local-checkout/:id', html: true },
  { method: 'POST', route: '/api/payments/local-checkout/:id/pay', html: true },
  { method: 'POST', route: '/api/payments/local-checkout/:id/cancel', html: true },
  { method: 'POST', route: '/api/payments/webhook' },
];
// Calls that sign out or rotate the caller's own session are exercised in sessions.test.ts.
const SESSION_ENDING = ['GET /api/auth/logout', 'GET /api/auth/reset-token'];

/** Percent-encodes what a browser would send: UTF-8 bytes, a lone surrogate as U+FFFD. */
const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
/** Raw path and query pieces no encoder produces: broken escapes and overlong UTF-8. */
const rawPieces = fc.constantFrom(
  '%',
  '%zz',
  '%C0%AF',
  '%FF%FE',
  '%00',
  '%2e%2e%2f',
  '..%2F..%2F',
  '%E2%80%AE',
);

const withId = (route: string, id = 'test-linear-001', raw = false) =>
  route.replace(':id', raw ? id : encode(id));
const bodyCalls = CALLS.filter((c) => c.method !== 'GET' && !c.html);
const mustFailCalls = bodyCalls.filter((c) => c.required);
const idCalls = CALLS.filter((c) => c.route.includes(':id'));

// ---- generators -------------------------------------------------------------------------

const nasty = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1); select pg_sleep(5); --',
  '\\',
  '%',
  '_',
  '%_%\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil',
  'e\u0301\u0301\u0301',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂',
  '   ',
  '',
  'null',
  'NaN',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
);
const hugeString = fc.constantFrom('a'.repeat(5_000), 'é'.repeat(20_000), 'x'.repeat(70_000));
const hostileString = fc.oneof(
  { weight: 4, arbitrary: nasty },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 120 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);
const deep = fc
  .integer({ min: 10, max: 20_000 })
  .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown);
/** Anything but a string. */
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
  fc.constant({ __proto__: { admin: true } }),
  deep,
);
const hostileValue = fc.oneof(hostileString, wrongType);

/** An object with the call's required fields, at least one of them missing or not a string. */
function brokenBody(call: Call) {
  const fields = call.required!;
  return fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), { requiredKeys: [] }),
      fc.constantFrom(...fields),
      fc.option(wrongType, { nil: undefined }),
      fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 3 }),
    )
    .map(([body, field, wrong, extra]) => {
      const out: Record<string, unknown> = { ...extra, ...body };
      if (wrong === undefined) delete out[field];
      else out[field] = wrong;
      return out;
    });
}

// ---- sending ----------------------------------------------------------------------------

async function send(options: InjectOptions & { signedIn?: boolean }) {
  const { signedIn = true, ...rest } = options;
  const res = await app.inject({
    ...rest,
    headers: {
      origin: TEST_ORIGIN,
      ...(signedIn ? { cookie: student.cookie } : {}),
      ...rest.headers,
    },
  });
  for (const secret of secrets) expect(res.body).not.toContain(secret);
  return res;
}

function expectRefusedOrFine(res: LightMyRequestResponse, call?: Call) {
  expect(res.statusCode, `${call?.method} ${call?.route}: ${res.body.slice(0, 300)}`).toBeLessThan(
    500,
  );
  if (res.statusCode >= 400 && !call?.html) expectErrorShape(res);
}

function expectRefused(res: LightMyRequestResponse, call: Call) {
  expect(
    res.statusCode,
    `${call.method} ${call.route}: ${res.body.slice(0, 300)}`,
  ).toBeGreaterThanOrEqual(400);
  expectRefusedOrFine(res, call);
}

const jsonBody = (body: unknown) => {
  try {
    return JSON.stringify(body);
  } catch {
    return '[]'; // a cycle or a BigInt cannot be sent as JSON at all
  }
};

describe('hostile input to every API call', () => {
  it('covers every registered /api route', () => {
    const listed = [...CALLS.map((c) => `${c.method} ${c.route}`), ...SESSION_ENDING].sort();
    expect(registeredRoutes(app)).toEqual(listed);
  });

  it('refuses bodies with missing or wrongly typed fields, and changes nothing', async () => {
    const countsBefore = await rowCounts(database);
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...mustFailCalls)
          .chain((call) => fc.tuple(fc.constant(call), brokenBody(call))),
        async ([call, body]) => {
          const res = await send({
            method: call.method,
            url: withId(call.route),
            headers: { 'content-type': 'application/json' },
            payload: jsonBody(body),
          });
          expectRefused(res, call);
        },
      ),
      settings,
    );
    expect(await rowCounts(database)).toEqual(countsBefore);
  });

  it('refuses any JSON value that is not the expected object, and changes nothing', async () => {
    const countsBefore = await rowCounts(database);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...mustFailCalls),
        fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileValue),
        async (call, body) => {
          fc.pre(
            typeof body !== 'object' ||
              body === null ||
              Array.isArray(body) ||
              call.required!.some((f) => typeof (body as Record<string, unknown>)[f] !== 'string'),
          );
          const res = await send({
            method: call.method,
            url: withId(call.route),
            headers: { 'content-type': 'application/json' },
            payload: jsonBody(body),
          });
          expectRefused(res, call);
        },
      ),
      settings,
    );
    expect(await rowCounts(database)).toEqual(countsBefore);
  });

  it('refuses NUL and lone surrogates in bodies, NUL in URLs, and changes nothing', async () => {
    const countsBefore = await rowCounts(database);
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
          const res = await send({
            method: call.method,
            url: withId(call.route),
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ [field]: bad, answers: { 'test-eval-s1-01': bad } }),
          });
          expectRefused(res, call);
          // The webhook reads raw bytes (and is off without Stripe): 404 there; payment calls
          // are rate limited before their body is read: 429 once the minute's budget is spent.
          if (call.route !== '/api/payments/webhook') expect([400, 429]).toContain(res.statusCode);
        }
      }
    }
    for (const call of CALLS) {
      const res = await send({
        method: call.method,
        url: `${withId(call.route, 'a\u0000b')}?search=%00`,
      });
      expect(res.statusCode).toBe(400);
      if (!call.html) expectErrorShape(res);
    }
    expect(await rowCounts(database)).toEqual(countsBefore);
  });

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
        async (call, body) => {
          const res = await send({
            method: call.method,
            url: withId(call.route),
            headers: { 'content-type': 'application/json' },
            payload: jsonBody(body),
          });
          expectRefusedOrFine(res, call);
        },
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
        async ([method, url, body], text) => {
          const res = await send({
            method,
            url,
            // Signing in or up ends the session the browser carried: keep the student's.
            signedIn: !url.startsWith('/api/auth/'),
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(body(text)),
          });
          expectRefusedOrFine(res, { method, route: url });
        },
      ),
      settings,
    );
  });

  it('refuses wrong content types and malformed JSON, and changes nothing', async () => {
    const countsBefore = await rowCounts(database);
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
    const payload = fc.oneof(hostileString, fc.constantFrom('{"answer":', '{answer: 1}', '\u0000'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodyCalls),
        contentType,
        payload,
        async (call, type, body) => {
          const res = await send({
            method: call.method,
            url: withId(call.route),
            headers: type === undefined ? {} : { 'content-type': type },
            payload: body,
          });
          expectRefused(res, call);
        },
      ),
      settings,
    );
    // JSON that does not parse.
    for (const call of bodyCalls) {
      for (const bad of ['{"answer":', '{answer: 1}', '[1,2', '"\\x"', '{"a":1}}']) {
        const res = await send({
          method: call.method,
          url: withId(call.route),
          headers: { 'content-type': 'application/json' },
          payload: bad,
        });
        expectRefused(res, call);
      }
    }
    expect(await rowCounts(database)).toEqual(countsBefore);
  });

  it('refuses bad ids in paths with 400 or 404, and changes nothing', async () => {
    const countsBefore = await rowCounts(database);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...idCalls),
        fc.oneof(
          hostileString.map((id) => ({ id: id || ' ', raw: false })),
          rawPieces.map((id) => ({ id, raw: true })),
        ),
        async (call, { id, raw }) => {
          fc.pre(id.length < 2_000);
          const res = await send({
            method: call.method,
            url: withId(call.route, id, raw),
            headers: { 'content-type': 'application/json' },
            ...(call.method === 'GET' ? {} : { payload: '{"answer":"A"}' }),
          });
          if (call.html) {
            expect([400, 403, 404, 414, 429]).toContain(res.statusCode);
          } else {
            expectRefused(res, call);
            expect([400, 404, 414, 415, 429]).toContain(res.statusCode);
          }
        },
      ),
      settings,
    );
    expect(await rowCounts(database)).toEqual(countsBefore);
  });

  // Fastify's router refuses these before any hook; app.ts's frameworkErrors shapes the answer.
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

  it('answers unknown methods and paths with 404 in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLS.filter((c) => !c.html)),
        fc.constantFrom('PUT', 'DELETE', 'OPTIONS', 'PATCH', 'POST'),
        async (call, method) => {
          fc.pre(method !== call.method && !(call.route === '/api/profile' && method === 'PATCH'));
          const res = await send({
            method: method as InjectOptions['method'],
            url: withId(call.route),
            headers: { 'content-type': 'application/json' },
            payload: '{}',
          });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expectRefusedOrFine(res);
        },
      ),
      settings,
    );
  });

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
