// The owner's copy of their data (decision 052): timed tests as the owner sat them.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { testStudent } from '../tests/timed-tests-helpers.ts';

const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT });

describe('GET /api/account/export: timed tests', () => {
  it('tells a test started anew, which gave no result, from one finished', async () => {
    const s = await testStudent(app, database);
    const left = await s.start('short-algebra');
    await s.answer(left.attemptId, left.module.questions[0]!._id, 'A');
    const anew = await s.start('short-algebra');
    await s.finish(anew.attemptId);

    const res = await s.call('GET', '/api/account/export');
    expect(res.statusCode, res.body).toBe(200);
    const [abandoned, finished] = res.json().timedTests;
    expect(abandoned).toMatchObject({
      testId: 'short-algebra',
      abandonedAt: abandoned.finishedAt,
      answers: [expect.objectContaining({ answer: 'A' })],
    });
    expect(abandoned.abandonedAt).toEqual(expect.any(String));
    expect(finished).toMatchObject({ testId: 'short-algebra', abandonedAt: null });
    expect(finished.finishedAt).toEqual(expect.any(String));
  });
});
