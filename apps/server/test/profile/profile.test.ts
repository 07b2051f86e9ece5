import { profileMessages } from '@academy/shared/profile';
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';

const { app } = await buildTestApp();

describe('GET and PATCH /api/profile', () => {
  it('requires a session', async () => {
    expect((await jsonCall(app, 'GET', '/api/profile')).statusCode).toBe(401);
    expect(
      (await jsonCall(app, 'PATCH', '/api/profile', { firstname: 'A', lastname: 'B' })).statusCode,
    ).toBe(401);
  });

  it('returns the profile fields of SPEC §3', async () => {
    const { cookie, email } = await signUp(app);
    const res = await jsonCall(app, 'GET', '/api/profile', undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email,
      subscriptionTier: 'Guest',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('saves names, phone and an upper-cased state, and ignores an email change', async () => {
    const { cookie, email } = await signUp(app);
    const res = await jsonCall(
      app,
      'PATCH',
      '/api/profile',
      {
        firstname: ' Mary ',
        lastname: 'Jackson',
        phoneNumber: '+12145550100',
        state: 'tx',
        email: 'x@y.z',
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstname: 'Mary',
      lastname: 'Jackson',
      phoneNumber: '+12145550100',
      state: 'TX',
      email,
    });
    const again = await jsonCall(app, 'GET', '/api/profile', undefined, cookie);
    expect(again.json()).toMatchObject({ state: 'TX', phoneNumber: '+12145550100', email });
  });

  it('keeps only the digits of a phone number written with spaces, dashes and brackets', async () => {
    const { cookie } = await signUp(app);
    const res = await jsonCall(
      app,
      'PATCH',
      '/api/profile',
      { firstname: 'A', lastname: 'B', phoneNumber: ' +1 (214) 555-0100 ' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().phoneNumber).toBe('+12145550100');
  });

  it('clears phone and state when they are absent or empty', async () => {
    const { cookie } = await signUp(app);
    await jsonCall(
      app,
      'PATCH',
      '/api/profile',
      { firstname: 'A', lastname: 'B', phoneNumber: '2145550100', state: 'CA' },
      cookie,
    );
    const res = await jsonCall(
      app,
      'PATCH',
      '/api/profile',
      { firstname: 'A', lastname: 'B', phoneNumber: '', state: '' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().phoneNumber).toBeUndefined();
    expect(res.json().state).toBeUndefined();
  });

  it.each([
    [{ firstname: '' }, 'firstname', profileMessages.firstnameRequired],
    [{ lastname: '' }, 'lastname', profileMessages.lastnameRequired],
    [{ phoneNumber: '12345' }, 'phoneNumber', profileMessages.phoneInvalid],
    [{ phoneNumber: '+1214555010a' }, 'phoneNumber', profileMessages.phoneInvalid],
    [{ phoneNumber: '(214) 555' }, 'phoneNumber', profileMessages.phoneInvalid],
    [{ phoneNumber: '1'.repeat(17) }, 'phoneNumber', profileMessages.phoneInvalid],
    [{ state: 'Texas' }, 'state', profileMessages.stateLength],
    [{ state: 'DC' }, 'state', profileMessages.stateUnknown],
    [{ state: 'ZZ' }, 'state', profileMessages.stateUnknown],
  ])('refuses %o on %s', async (override, param, msg) => {
    const { cookie } = await signUp(app);
    const res = await jsonCall(
      app,
      'PATCH',
      '/api/profile',
      { firstname: 'A', lastname: 'B', ...override },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ param, msg });
  });

  it.each(['2145550100', '12145550100', '+12145550100', '+442071838750'])(
    'accepts phone %s',
    async (phoneNumber) => {
      const { cookie } = await signUp(app);
      const res = await jsonCall(
        app,
        'PATCH',
        '/api/profile',
        { firstname: 'A', lastname: 'B', phoneNumber },
        cookie,
      );
      expect(res.statusCode).toBe(200);
    },
  );
});
