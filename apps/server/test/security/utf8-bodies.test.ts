// A JSON body must be UTF-8 (RFC 8259): other bytes are refused, never stored as U+FFFD.
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { TEST_ORIGIN, buildTestApp, jsonCall, signUp, uniqueEmail } from '../helpers/test-app.ts';

const { app, database } = await buildTestApp();

const rawJson = (method: 'POST' | 'PATCH', url: string, payload: Buffer, cookie?: string) =>
  app.inject({
    method,
    url,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    payload,
  });

/** JSON text with raw bytes in place of `@@`. */
const withBytes = (json: string, bytes: number[]) => {
  const [before, after] = json.split('@@') as [string, string];
  return Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
};

describe('a JSON body that is not UTF-8', () => {
  it.each([
    ['a Latin-1 é', [0xe9]],
    ['a lone continuation byte', [0x80]],
    ['an overlong slash', [0xc0, 0xaf]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a truncated sequence', [0xe2, 0x82]],
    ['0xFF', [0xff]],
  ])('is refused with 400 (%s), and nothing is stored', async (_case, bytes) => {
    const before = (await database.db.select().from(users)).length;
    const res = await rawJson(
      'POST',
      '/api/auth/signup',
      withBytes(
        `{"email":"${uniqueEmail()}","password":"Correct1Horse","firstname":"Ren@@e","lastname":"Doe"}`,
        bytes,
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request body must be valid UTF-8' });
    expect((await database.db.select().from(users)).length).toBe(before);
  });

  it('does not change a profile', async () => {
    const { cookie } = await signUp(app);
    const res = await rawJson(
      'PATCH',
      '/api/profile',
      withBytes('{"firstname":"Ren@@e","lastname":"Doe"}', [0xe9]),
      cookie,
    );
    expect(res.statusCode).toBe(400);
    const profile = (await jsonCall(app, 'GET', '/api/profile', undefined, cookie)).json();
    expect(profile.firstname).toBe('Ada');
  });

  it('valid UTF-8 of every width still works, and the body limit still holds', async () => {
    const { user } = await signUp(app, { firstname: 'Renée 王 😀' });
    expect(user.firstname).toBe('Renée 王 😀');
    const huge = await rawJson('POST', '/api/auth/login', Buffer.alloc(70 * 1024, 0x20));
    expect(huge.statusCode).toBe(413);
  });
});
