// No call returns another user's data, a password hash, a session token, or a correct answer
// (or an explanation) before the user has earned it by checking.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/features/auth/session-token.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { answer } from '../practice/practice-helpers.ts';

const { app } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });
const alice = await signUp(app, { firstname: 'Alice', lastname: 'Secretname' });
const bob = await signUp(app, { firstname: 'Bob', lastname: 'Other' });
await answer(app, alice.cookie, 'test-linear-001', true);
await answer(app, alice.cookie, 'test-system-002', false);

const tokenOf = (cookie: string) => cookie.split('=')[1]!;
const secretsOf = (cookie: string) => [tokenOf(cookie), hashSessionToken(tokenOf(cookie))];
const ANSWER_KEYS = [
  'correctAnswer',
  'correctAnswerLatex',
  'acceptedAnswers',
  'accepted',
  'answer',
  'explanation',
  'explanationLatex',
  'explanationImage',
];

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

const READS = [
  '/api/auth/verify',
  '/api/auth/debug-cookies',
  '/api/profile',
  '/api/modules',
  '/api/modules/sat-math/submodules',
  '/api/modules/submodules',
  '/api/modules/submodules/algebra/concepts',
  '/api/modules/submodules/algebra/concept-scores',
  '/api/progress',
  '/api/progress/stats',
  '/api/progress/answered-questions',
  '/api/progress/concepts',
  '/api/questions/evaluation',
  '/api/payments/current-subscription',
  '/api/account/export',
  '/api/config',
  '/api/health',
];

describe('data exposure', () => {
  it('no read carries a password hash, a session token or its hash, for anyone', async () => {
    const bodies: LightMyRequestResponse[] = [];
    for (const url of READS) {
      for (const who of [alice, bob])
        bodies.push(await jsonCall(app, 'GET', url, undefined, who.cookie));
    }
    bodies.push(
      await jsonCall(app, 'GET', '/api/questions/submodule/algebra/random', undefined, bob.cookie),
    );
    for (const res of bodies) {
      expect(res.statusCode).toBeLessThan(500);
      for (const secret of [...secretsOf(alice.cookie), ...secretsOf(bob.cookie)]) {
        expect(res.body).not.toContain(secret);
      }
      expect(res.body).not.toMatch(/\$argon2|password_?hash|google_?sub|token_?hash/i);
      expect(res.headers['set-cookie'] ?? '').not.toContain(tokenOf(alice.cookie));
    }
  });

  it("no call shows another user's answers, scores, progress or profile", async () => {
    const get = async (url: string) =>
      (await jsonCall(app, 'GET', url, undefined, bob.cookie)).json();
    const bobAnswered = await get('/api/progress/answered-questions');
    expect(bobAnswered.questions).toEqual([]);
    expect(bobAnswered.pagination.total).toBe(0);
    const scores = await get('/api/modules/submodules/algebra/concept-scores');
    expect(scores.every((s: { score: number }) => s.score === 0)).toBe(true);
    const averages = await get('/api/modules/submodules');
    expect(averages.every((s: { averageScore: number }) => s.averageScore === 0)).toBe(true);
    expect((await get('/api/progress/stats')).totals).toMatchObject({ answered: 0, attempts: 0 });
    expect((await get('/api/progress')).totals).toMatchObject({ answered: 0, attempts: 0 });
    const profile = await get('/api/profile');
    expect(profile.email).toBe(bob.email);
    expect(JSON.stringify(profile)).not.toContain('Secretname');
    // Alice, for contrast, sees her own.
    const hers = await jsonCall(
      app,
      'GET',
      '/api/progress/answered-questions',
      undefined,
      alice.cookie,
    );
    expect(hers.json().pagination.total).toBe(2);
    // There is no way to name another user: no call takes a user id.
    const other = await jsonCall(
      app,
      'GET',
      `/api/progress/answered-questions?userId=${alice.user._id}&user=${alice.user._id}`,
      undefined,
      bob.cookie,
    );
    expect(other.json().questions).toEqual([]);
  });

  it('never sends a correct answer or an explanation before the user checked', async () => {
    // A fresh user: everything unanswered.
    const carol = await signUp(app);
    for (let i = 0; i < 4; i++) {
      const res = await jsonCall(
        app,
        'GET',
        '/api/questions/submodule/algebra/random',
        undefined,
        carol.cookie,
      );
      expect(res.statusCode).toBe(200);
      const keys = keysOf(res.json());
      for (const key of ANSWER_KEYS) expect(keys.has(key), key).toBe(false);
      const id = res.json()._id as string;
      const early = await jsonCall(
        app,
        'GET',
        `/api/questions/${id}/answer`,
        undefined,
        carol.cookie,
      );
      expect(early.statusCode).toBe(409);
      expect(early.body).not.toMatch(/explanation/i);
    }
    // Checking answers only whether it is right, never what is right.
    const check = await jsonCall(
      app,
      'POST',
      '/api/questions/test-system-001/check',
      { answer: 'A' },
      carol.cookie,
    );
    expect(check.json()).toEqual({ isCorrect: false });
    // Once checked, the answer is earned.
    const after = await jsonCall(
      app,
      'GET',
      '/api/questions/test-system-001/answer',
      undefined,
      carol.cookie,
    );
    expect(after.statusCode).toBe(200);
    expect(after.json().correctAnswer).toBe('C');
    // Another user's check earns nothing for this one.
    const dave = await signUp(app);
    const daves = await jsonCall(
      app,
      'GET',
      '/api/questions/test-system-001/answer',
      undefined,
      dave.cookie,
    );
    expect(daves.statusCode).toBe(409);
    // The review list holds correct answers only for questions the user answered.
    const list = await jsonCall(
      app,
      'GET',
      '/api/progress/answered-questions',
      undefined,
      dave.cookie,
    );
    expect(list.json().questions).toEqual([]);
  });

  it('the public evaluation carries no answers', async () => {
    const res = await jsonCall(app, 'GET', '/api/questions/evaluation');
    expect(res.statusCode).toBe(200);
    const keys = keysOf(res.json());
    for (const key of ANSWER_KEYS) expect(keys.has(key), key).toBe(false);
    expect(res.body).not.toMatch(/"(domain|difficulty)"/);
  });
});
