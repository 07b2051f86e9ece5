// Nothing that answers a question of a module leaves before the module ends (decision 032,
// point 7): the practice calls that say whether an answer is right refuse its questions then.
import { ALL_QUESTIONS_ANSWERED } from '@academy/shared/practice';
import { testMessages } from '@academy/shared/tests';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questionConcepts } from '../../src/db/schema/index.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { bankIdsOf, movableClock, testStudent } from './timed-tests-helpers.ts';

const clock = movableClock();
const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT, clock });

describe('the practice calls during a timed test', () => {
  it.each(['Free', 'Guest'])(
    'refuse to check or record a question of the module under way (%s), until it ends',
    async (tier) => {
      const s = await testStudent(app, database, tier);
      const { attemptId, module } = await s.start('short-algebra');
      const [question] = await bankIdsOf(database, attemptId, [module.questions[0]!._id]);
      const check = () => s.call('POST', `/api/questions/${question}/check`, { answer: 'A' });
      const record = () =>
        s.call('POST', '/api/progress/record-answer', {
          questionId: question,
          answer: 'A',
          hintsUsed: 0,
          superhintsUsed: 0,
        });

      for (const refused of [await check(), await record()]) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(testMessages.inTestUnderWay);
      }
      const shown = await s.call('GET', `/api/questions/${question}/answer`);
      expect(shown.statusCode).toBe(409);
      expect(shown.body).not.toContain('explanation');
      // Nor opened as a retry from the review, whose hints would give the key away.
      const retried = await s.call('GET', `/api/questions/${question}/practice`);
      expect(retried.statusCode).toBe(409);
      expect(retried.json().message).toBe(testMessages.inTestUnderWay);

      await s.finish(attemptId);
      expect((await check()).statusCode).toBe(200);
      expect((await s.call('GET', `/api/questions/${question}/practice`)).statusCode).toBe(200);
      expect((await s.call('GET', `/api/questions/${question}/answer`)).statusCode).toBe(200);
    },
  );

  it('hand out no question of the module under way, and do once it ends', async () => {
    const s = await testStudent(app, database, 'Free');
    const { attemptId, module } = await s.start('short-algebra');
    const ids = await bankIdsOf(
      database,
      attemptId,
      module.questions.map((q) => q._id),
    );
    const inModule = new Set(ids);
    const [first] = await database.db
      .select({ conceptId: questionConcepts.conceptId })
      .from(questionConcepts)
      .where(eq(questionConcepts.questionId, ids[0]!));
    const conceptId = first!.conceptId;
    const draw = async () =>
      (await s.call('GET', `/api/questions/submodule/algebra/random?concept=${conceptId}`)).json();

    // Every other question of the concept, answered in turn: none of the module's comes up.
    let served = 0;
    for (let drawn = await draw(); drawn.body !== ALL_QUESTIONS_ANSWERED; drawn = await draw()) {
      expect(inModule.has(drawn._id), `${drawn._id} is in the module under way`).toBe(false);
      const record = await s.call('POST', '/api/progress/record-answer', {
        questionId: drawn._id,
        answer: 'A',
        timeSpentMs: 1000,
      });
      expect(record.statusCode, record.body).toBe(200);
      expect(++served).toBeLessThan(500);
    }
    expect(served).toBeGreaterThan(0);

    await s.finish(attemptId);
    expect(inModule.has((await draw())._id)).toBe(true);
  });
});
