// Hidden characters, bytes that are not UTF-8, and hostile Google claims: never a 5xx, and no
// control, bidi or zero-width character is ever stored in a name or a contact (issue 34).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluationSubmissions, tutorBookings, users } from '../../src/db/schema/index.ts';
import { GOOGLE_CLIENT_ID, startFakeGoogle } from '../helpers/fake-google.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { bodyCalls, type Call } from './hostile-calls.ts';
import {
  expectRefusedOrFine,
  hostileInputApp,
  hostileString,
  settings,
} from './hostile-input-helpers.ts';

const { database, sendTo, sendTextTo } = await hostileInputApp();

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** One invisible character: a C0 or C1 control, a bidi control, a zero-width one, a BOM. */
const hiddenChar = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((c) => String.fromCharCode(c)),
  fc.constantFrom(
    ...'\u061c\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2066\u2067\u2068\u2069\ufeff',
  ),
  fc.constant('\u001b[1A\u001b[2K'),
);
/** Text a person could type, with invisible characters anywhere in it. */
const textWithHidden = fc
  .array(fc.oneof(hiddenChar, fc.constantFrom('a', 'Zoë', '王', '😀', ' ', '-', '.', '1')), {
    minLength: 1,
    maxLength: 20,
  })
  .map((parts) => parts.join(''));
const anyText = fc.oneof({ weight: 3, arbitrary: textWithHidden }, hostileString);

async function expectNothingHiddenStored() {
  const stored = [
    ...(await database.db.select().from(users)).flatMap((u) => [
      u.firstname,
      u.lastname,
      u.phoneNumber ?? '',
      u.email,
    ]),
    ...(await database.db.select().from(tutorBookings)).flatMap((b) => [
      b.fullName ?? '',
      b.contactInfo,
    ]),
    ...(await database.db.select().from(evaluationSubmissions)).map((e) => e.email),
  ];
  for (const text of stored) {
    expect(text, JSON.stringify(text)).not.toMatch(HIDDEN);
    expect(text, JSON.stringify(text)).not.toMatch(LONE_SURROGATE);
  }
}

let n = 0;
const NAME_AND_CONTACT_CALLS: [Call['method'], string, (text: string) => unknown][] = [
  [
    'POST',
    '/api/auth/signup',
    (text) => ({
      email: `hidden.${n++}@example.com`,
      password: 'Fuzz1Password',
      firstname: text,
      lastname: `${text}x`,
    }),
  ],
  [
    'PATCH',
    '/api/profile',
    (text) => ({ firstname: `A${text}`, lastname: text, phoneNumber: text }),
  ],
  [
    'POST',
    '/api/payments/scheduling',
    (text) => ({
      fullName: text,
      contactInfo: `${text}@example.com`,
      sessionType: 'online',
      sessionCount: 1,
    }),
  ],
  [
    'POST',
    '/api/questions/evaluation/submit',
    (text) => ({ email: `${text}fuzz@example.com`, answers: { 'test-eval-s1-01': 'A' } }),
  ],
];

describe('hidden characters in names and contacts', () => {
  it('are stored nowhere, and never cause a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...NAME_AND_CONTACT_CALLS),
        anyText,
        async ([method, route, body], text) => {
          const call = { method, route };
          const signedIn = !route.startsWith('/api/auth/');
          expectRefusedOrFine(await sendTo(call, body(text), { signedIn }), call);
        },
      ),
      settings,
    );
    await expectNothingHiddenStored();
  });
});

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

describe('bodies that are not UTF-8', () => {
  it('are refused with 400 by every call that reads a body, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodyCalls),
        fc.uint8Array({ minLength: 1, maxLength: 8 }),
        fc.constantFrom('firstname', 'email', 'answer', 'contactInfo', 'token'),
        async (call, bytes, field) => {
          const body = Buffer.concat([
            Buffer.from(`{"${field}":"x`),
            Buffer.from(bytes),
            Buffer.from('y","lastname":"Doe"}'),
          ]);
          let utf8 = true;
          try {
            strictUtf8.decode(body);
          } catch {
            utf8 = false;
          }
          const res = await sendTextTo(call, body as unknown as string);
          expectRefusedOrFine(res, call);
          // The webhook reads raw bytes (and is off without Stripe); payment calls may be rate
          // limited before their body is read.
          if (!utf8 && call.route !== '/api/payments/webhook' && res.statusCode !== 429) {
            expect(res.statusCode).toBe(400);
            expect(res.json().message).toBe('Request body must be valid UTF-8');
          }
        },
      ),
      settings,
    );
    await expectNothingHiddenStored();
  });
});

const google = await startFakeGoogle();
const { app: googleApp, database: googleDatabase } = await buildTestApp({
  GOOGLE_CLIENT_ID,
  GOOGLE_JWKS_URL: google.jwksUrl,
  AUTH_RATE_LIMIT_MAX: '1000000',
});

describe('hostile Google claims', () => {
  it('sign in with clean names or are refused, never a 5xx', async () => {
    let sub = 0;
    const email = fc.oneof(
      fc.constant(null).map(() => `google.${Date.now()}.${sub}@example.com`),
      anyText,
      fc.constantFrom('not-an-email', 'a@b', '@example.com', `${'x'.repeat(300)}@example.com`),
    );
    const name = fc.oneof(anyText, fc.constant(undefined), fc.integer(), fc.constant(null));
    await fc.assert(
      fc.asyncProperty(
        email,
        name,
        name,
        fc.oneof(fc.constant('digits'), anyText),
        async (emailClaim, givenName, familyName, subject) => {
          const token = await google.sign({
            sub: subject === 'digits' ? `${Date.now()}${sub++}` : subject,
            email: emailClaim,
            email_verified: true,
            ...(givenName !== undefined ? { given_name: givenName } : {}),
            ...(familyName !== undefined ? { family_name: familyName } : {}),
          });
          const res = await jsonCall(googleApp, 'POST', '/api/auth/google', { token });
          expectRefusedOrFine(res);
          if (res.statusCode === 200) {
            const { firstname, lastname, email } = res.json().user as {
              firstname: string;
              lastname: string;
              email: string;
            };
            for (const text of [firstname, lastname, email]) {
              expect(text).not.toMatch(HIDDEN);
              expect(text).not.toMatch(LONE_SURROGATE);
            }
            expect(firstname.length).toBeGreaterThan(0);
          } else {
            expect([400, 401, 409, 413]).toContain(res.statusCode);
          }
        },
      ),
      settings,
    );
    for (const user of await googleDatabase.db.select().from(users)) {
      expect(`${user.firstname}${user.lastname}${user.email}`).not.toMatch(HIDDEN);
    }
  });
});
