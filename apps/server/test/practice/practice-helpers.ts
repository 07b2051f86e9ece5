import type { FastifyInstance } from 'fastify';
import { jsonCall } from '../helpers/test-app.ts';

/** The fixture bank's questions and their right and wrong answers. */
export const FIXTURE = {
  'test-linear-001': { difficulty: 1, right: 'B', wrong: 'A' },
  'test-linear-002': { difficulty: 2, right: '2/3', wrong: '3/2' },
  'test-system-001': { difficulty: 3, right: 'C', wrong: 'D' },
  'test-system-002': { difficulty: 4, right: '8', wrong: '6' },
} as const;
export type FixtureId = keyof typeof FIXTURE;

export async function answer(
  app: FastifyInstance,
  cookie: string,
  questionId: FixtureId,
  correct: boolean,
) {
  const value = correct ? FIXTURE[questionId].right : FIXTURE[questionId].wrong;
  const check = await jsonCall(
    app,
    'POST',
    `/api/questions/${questionId}/check`,
    { answer: value },
    cookie,
  );
  const record = await jsonCall(
    app,
    'POST',
    '/api/progress/record-answer',
    { questionId, answer: value, isCorrect: correct, timeSpentMs: 0 },
    cookie,
  );
  return { check, record };
}
