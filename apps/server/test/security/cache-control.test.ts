// What a browser or a shared cache may keep: an API answer is the caller's own and stored
// nowhere unless its route says so (decision 018).
import { describe, expect, it } from 'vitest';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { postForm, startCheckout, verify } from '../payments/helpers.ts';

const { app, database } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });
const pathOf = (url: string) => new URL(url).pathname;
const idOf = (url: string) => pathOf(url).split('/').pop()!;
const get = (url: string, cookie?: string) => jsonCall(app, 'GET', url, undefined, cookie);

describe('Cache-Control of API answers', () => {
  it('is no-store on the answers about the caller', async () => {
    const { cookie } = await signUpVerified(app, database);
    const sessionUrl = await startCheckout(app, cookie, 'Monthly');
    await postForm(app, `${pathOf(sessionUrl)}/pay`);
    const booking = await jsonCall(app, 'POST', '/api/payments/scheduling', {
      contactInfo: 'maria.parent@example.com',
      sessionType: 'online',
      sessionCount: 1,
    });
    const bookingId = idOf(booking.json().data.sessionUrl);

    const answers = {
      profile: await get('/api/profile', cookie),
      verify: await get('/api/auth/verify', cookie),
      progress: await get('/api/progress', cookie),
      stats: await get('/api/progress/stats', cookie),
      scores: await get('/api/modules/submodules', cookie),
      subscription: await get('/api/payments/current-subscription', cookie),
      checkout: await verify(app, cookie, idOf(sessionUrl)),
      booking: await get(`/api/payments/verify-scheduling-session?sessionId=${bookingId}`),
      config: await get('/api/config'),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('is no-store on errors, also of routes whose success may be cached', async () => {
    const errors = [
      await get('/api/profile'),
      await get('/api/modules'),
      await get('/api/no-such-call'),
      await jsonCall(app, 'POST', '/api/auth/login', { email: 'x' }),
    ];
    for (const res of errors) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const { cookie } = await signUp(app);
    const unknown = await get('/api/modules/submodules/nope/concepts', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('lets the browser reuse the catalogue for a few minutes, privately', async () => {
    const { cookie } = await signUp(app);
    const modules = await get('/api/modules', cookie);
    const moduleId = modules.json()[0]._id as string;
    const submodules = await get(`/api/modules/${moduleId}/submodules`, cookie);
    const concepts = await get(
      `/api/modules/submodules/${submodules.json()[0]._id as string}/concepts`,
      cookie,
    );
    for (const res of [modules, submodules, concepts]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=300');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('keeps public caching of the evaluation and revalidation of the answered questions', async () => {
    const evaluation = await get('/api/questions/evaluation');
    expect(evaluation.headers['cache-control']).toBe('public, max-age=300');
    const { cookie } = await signUp(app);
    const answered = await get('/api/progress/answered-questions', cookie);
    expect(answered.headers['cache-control']).toBe('private, no-cache');
    expect(answered.headers.etag).toBeDefined();
  });
});
