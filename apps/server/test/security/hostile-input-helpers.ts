// What the hostile-input tests (hostile-*.test.ts) share: the API calls they attack, the
// generated hostile values, a signed-in test app (an administrator), and the expectations every answer must meet
// (a 4xx in the documented shape or a 2xx, never a 5xx, no secret in any answer).
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { hashSessionToken } from '../../src/features/auth/session-token.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { TEST_ORIGIN, buildTestApp, signUp } from '../helpers/test-app.ts';
import type { Call } from './hostile-calls.ts';
import { expectErrorShape, rowCounts } from './security-helpers.ts';

// Bounded, so each file stays well under 30 s on PGlite.
const RUNS = Number(process.env.SECURITY_FUZZ_RUNS ?? 100);
export const settings = {
  numRuns: RUNS,
  seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined,
};

export const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

export const withId = (route: string, id = 'test-linear-001', raw = false) =>
  route.replace(':id', raw ? id : encode(id));

// ---- generators -------------------------------------------------------------------------

/** Raw path and query pieces no encoder produces: broken escapes and overlong UTF-8. */
export const rawPieces = fc.constantFrom(
  '%',
  '%zz',
  '%C0%AF',
  '%FF%FE',
  '%00',
  '%2e%2e%2f',
  '..%2F..%2F',
  '%E2%80%AE',
);

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
export const hostileString = fc.oneof(
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
export const hostileValue = fc.oneof(hostileString, wrongType);

/** An object with the call's required fields, at least one of them missing or not a string. */
export function brokenBody(call: Call) {
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
      else out[field] = wellTyped(call, field, wrong) ? null : wrong;
      return out;
    });
}

/** A value a required field may take: a string, or an empty list where the field is a list. */
export const wellTyped = (call: Call, field: string, value: unknown) =>
  typeof value === 'string' ||
  (call.lists?.includes(field) === true && Array.isArray(value) && value.length === 0);

// ---- answers ----------------------------------------------------------------------------

/** Under 500, and in the error shape when it is a failure (HTML calls answer with a page). */
export function expectRefusedOrFine(res: LightMyRequestResponse, call?: Call) {
  expect(res.statusCode, `${call?.method} ${call?.route}: ${res.body.slice(0, 300)}`).toBeLessThan(
    500,
  );
  if (res.statusCode >= 400 && !call?.html) expectErrorShape(res);
}

/** A 4xx in the error shape. */
export function expectRefused(res: LightMyRequestResponse, call: Call) {
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

// ---- the app ----------------------------------------------------------------------------

export interface SendOptions {
  /** Another method than the call's own. */
  method?: InjectOptions['method'];
  /** Another URL than the call's route with a valid id. */
  url?: string;
  /** The content-type header: JSON unless told, none with `null`. */
  contentType?: string | null;
  /** With the student's session cookie (the default) or without. */
  signedIn?: boolean;
}

/**
 * A test app on the fixture bank with rate limits out of the way and a signed-in student, and
 * ways to send to it that check no answer carries a secret.
 */
export async function hostileInputApp() {
  const { app, database } = await buildTestApp(
    { AUTH_RATE_LIMIT_MAX: '1000000', PUBLIC_FORM_RATE_LIMIT_MAX: '1000000' },
    { bankRoot: FIXTURE_BANK },
  );
  const student = await signUp(app);
  // An administrator passes every role check (a parent's, a tutor's), so each call's own
  // validation meets the hostile input rather than a 403 before it.
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.email, student.email));
  const token = student.cookie.split('=')[1]!;
  const secrets = [token, hashSessionToken(token), '$argon2', 'password_hash', 'passwordHash'];

  /** Any request, from the student's browser unless `signedIn` is false. */
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

  /** Sends `text` as it is (no body when undefined) to the call. */
  function sendTextTo(call: Call, text: string | undefined, options: SendOptions = {}) {
    const {
      method = call.method,
      url = withId(call.route),
      contentType = 'application/json',
    } = options;
    return send({
      method,
      url,
      signedIn: options.signedIn,
      headers: contentType === null ? {} : { 'content-type': contentType },
      ...(text === undefined ? {} : { payload: text }),
    });
  }

  /** Sends `body` as JSON to the call. */
  const sendTo = (call: Call, body: unknown, options: SendOptions = {}) =>
    sendTextTo(call, jsonBody(body), options);

  /** Runs `attack`, then expects the tables a failing call must not touch to be as they were. */
  async function changesNothing(attack: () => Promise<void>) {
    const countsBefore = await rowCounts(database);
    await attack();
    expect(await rowCounts(database)).toEqual(countsBefore);
  }

  return { app, database, send, sendTo, sendTextTo, changesNothing };
}
