import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { answer } from './practice-helpers.ts';

const { app } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });

const student = await signUp(app);
await answer(app, student.cookie, 'test-linear-001', true);
await answer(app, student.cookie, 'test-system-001', false);
await answer(app, student.cookie, 'test-linear-002', false);
await answer(app, student.cookie, 'test-system-001', true); // latest attempt of system-001 is right

const list = async (query = '', cookie = student.cookie) =>
  jsonCall(app, 'GET', `/api/progress/answered-questions${query}`, undefined, cookie);
const ids = async (query = '') =>
  (await list(query)).json().questions.map((q: { questionId: string }) => q.questionId);

describe('GET /api/progress/answered-questions', () => {
  it('lists one entry per question with its latest attempt, newest first', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.questions.map((q: { questionId: string }) => q.questionId)).toEqual([
      'test-system-001',
      'test-linear-002',
      'test-linear-001',
    ]);
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 3, totalPages: 1 });
    expect(body.questions[0]).toMatchObject({
      userAnswer: 'C',
      isCorrect: true,
      attempts: 2,
      pointsEarned: 0, // the first attempt was wrong
      correctAnswer: 'C',
      correctAnswerLatex: '$7$',
      module: 'SAT Math',
      subModule: 'Algebra',
      difficulty: 3,
      type: 'multiple_choice',
      concepts: [{ _id: 'systems-of-linear-equations', name: 'Systems of Linear Equations' }],
      explanationLatex: expect.stringContaining('Adding the equations'),
    });
    expect(body.questions[0].choices).toHaveLength(4);
    expect(body.questions[2]).toMatchObject({
      pointsEarned: 1,
      isCorrect: true,
      timeSpentMs: expect.any(Number),
    });
    expect(new Date(body.questions[0].answeredAt).getTime()).toBeGreaterThanOrEqual(
      new Date(body.questions[1].answeredAt).getTime(),
    );
  });

  it('filters by module, sub-module and any of several concepts, alone and combined', async () => {
    expect(await ids('?module=sat-math')).toHaveLength(3);
    expect(await ids('?module=other-module')).toEqual([]);
    expect(await ids('?subModule=algebra')).toHaveLength(3);
    expect(await ids('?subModule=geometry-trigonometry')).toEqual([]);
    expect(await ids('?concepts=systems-of-linear-equations')).toEqual(['test-system-001']);
    expect(
      await ids('?concepts=systems-of-linear-equations,linear-equations-one-variable'),
    ).toHaveLength(3);
    expect(
      await ids('?module=sat-math&subModule=algebra&concepts=linear-equations-one-variable'),
    ).toEqual(['test-linear-002', 'test-linear-001']);
    expect(await ids('?concepts=unknown-concept')).toEqual([]);
  });

  it('searches the question text case-insensitively, with %, _ and quotes taken literally', async () => {
    expect(await ids('?search=SATISFIES')).toEqual(['test-linear-002']);
    expect(await ids(`?search=${encodeURIComponent('x - y = 4')}`)).toEqual(['test-system-001']);
    expect(await ids(`?search=${encodeURIComponent('2x + 3')}`)).toEqual(['test-linear-001']);
    expect(await ids(`?search=${encodeURIComponent(' is  the\tvalue ')}`)).toEqual([
      'test-system-001',
      'test-linear-001',
    ]);
    for (const s of ['%', '_', "'", '\\', '%%', "' or 1=1 --"]) {
      const res = await list(`?search=${encodeURIComponent(s)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().questions).toEqual([]);
    }
  });

  it("finds what a phone's smart punctuation or a copy of the card's math typed", async () => {
    const reader = await signUp(app);
    await answer(app, reader.cookie, 'test-system-001', false);
    for (const call of ['check', 'record'] as const) {
      await jsonCall(
        app,
        'POST',
        call === 'check' ? '/api/questions/test-wic-001/check' : '/api/progress/record-answer',
        { questionId: 'test-wic-001', answer: 'B', isCorrect: true, timeSpentMs: 0 },
        reader.cookie,
      );
    }
    const found = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`, reader.cookie))
        .json()
        .questions.map((q: { questionId: string }) => q.questionId);
    // The bank writes ' and -; a phone types ’ and “ ”, and the card's math shows a minus sign.
    expect(await found('committee’s report')).toEqual(['test-wic-001']);
    expect(await found('committee‘s')).toEqual(['test-wic-001']);
    expect(await found('x − y = 4')).toEqual(['test-system-001']);
    expect(await found('x – y')).toEqual(['test-system-001']);
    // Typed without the bank's spaces around the signs.
    expect(await found('x−y=4')).toEqual(['test-system-001']);
    expect(await found('x -y= 4')).toEqual(['test-system-001']);
    expect(await found('committee"s')).toEqual([]);
  });

  it('pages: the last page, beyond the last, and bad bounds', async () => {
    const first = (await list('?limit=2')).json();
    expect(first.questions).toHaveLength(2);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const last = (await list('?limit=2&page=2')).json();
    expect(last.questions.map((q: { questionId: string }) => q.questionId)).toEqual([
      'test-linear-001',
    ]);
    const beyond = (await list('?limit=2&page=9')).json();
    expect(beyond).toEqual({
      questions: [],
      pagination: { page: 9, limit: 2, total: 3, totalPages: 2 },
    });
    for (const query of [
      '?page=0',
      '?page=-1',
      '?page=abc',
      '?limit=1000',
      '?limit=0',
      `?search=${'a'.repeat(10_000)}`,
      '?concepts=Bad!Id',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it("never shows another user's answers, and needs a session", async () => {
    const other = await signUp(app);
    expect((await list('', other.cookie)).json()).toEqual({
      questions: [],
      pagination: { page: 1, limit: 12, total: 0, totalPages: 0 },
    });
    expect((await list('', '')).statusCode).toBe(401);
  });
});

const reader = await signUp(app);
await answer(app, reader.cookie, 'test-linear-001', true);
await answer(app, reader.cookie, 'test-system-001', false);

describe('the review page over HTTP', () => {
  const get = (headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: '/api/progress/answered-questions?page=1',
      headers: { cookie: reader.cookie, ...headers },
    });

  it('is compressed as accepted from its first send, and is the same page as sent as is', async () => {
    const first = await get({ 'accept-encoding': 'br, gzip' });
    expect(first.headers['content-encoding']).toBe('br');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(plain.json());
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(plain.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const gzipped = await get({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers 304 to a current copy, also when a proxy weakened the tag', async () => {
    const etag = String((await get()).headers.etag);
    for (const tag of [etag, `W/${etag}`, `"older", ${etag}`, '*']) {
      const res = await get({ 'if-none-match': tag });
      expect(res.statusCode, tag).toBe(304);
      expect(res.body, tag).toBe('');
    }
    expect((await get({ 'if-none-match': '"older"' })).statusCode).toBe(200);

    await answer(app, reader.cookie, 'test-linear-002', true);
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().pagination.total).toBe(3);
  });
});

describe('GET /api/progress/concepts', () => {
  it('lists every concept with module and sub-module names', async () => {
    const res = await jsonCall(app, 'GET', '/api/progress/concepts', undefined, student.cookie);
    expect(res.json()).toEqual([
      expect.objectContaining({
        _id: 'linear-equations-one-variable',
        module: 'SAT Math',
        subModule: 'Algebra',
      }),
      expect.objectContaining({
        _id: 'systems-of-linear-equations',
        description: 'Solve two linear equations together.',
      }),
      expect.objectContaining({ _id: 'circles', subModule: 'Geometry and Trigonometry' }),
      expect.objectContaining({ _id: 'words-in-context', module: 'SAT Reading and Writing' }),
      expect.objectContaining({ _id: 'boundaries', subModule: 'Standard English Conventions' }),
    ]);
  });
});
