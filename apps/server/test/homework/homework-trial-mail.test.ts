// The homework mail to a Guest whose free questions end before the homework does: past them,
// practice stops at the plan page, which the tutor's panel says and the mail now says too.
import { describe, expect, it } from 'vitest';
import { jsonCall } from '../helpers/test-app.ts';
import { mailsTo } from '../payments/helpers.ts';
import { answer } from '../practice/practice-helpers.ts';
import { setTier } from '../tests/timed-tests-helpers.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';

const { app, database, userWith } = await tutorTestApp({ GUEST_FREE_QUESTIONS: '3' });
const tutor = await userWith('tutor', { firstname: 'Maya', lastname: 'Reyes' });

/** A student who checked `checked` questions, set `count` algebra questions: their mail. */
async function homeworkMailOf(checked: number, count: number, tier?: string) {
  const student = await userWith('student');
  if (tier) await setTier(database, student.id, tier);
  const ids = ['test-linear-001', 'test-linear-002', 'test-system-001'] as const;
  for (const id of ids.slice(0, checked)) {
    await answer(app, student.cookie, id, true);
  }
  const body = { subModuleId: 'algebra', questionCount: count };
  const res = await jsonCall(
    app,
    'POST',
    `/api/tutor/students/${student.id}/homework`,
    body,
    tutor.cookie,
  );
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await mailsTo(database.db, student.email, 'homework-set');
  return mail!.textBody;
}

describe('the homework mail to a Guest', () => {
  it('says how many free questions are left when they are fewer than the homework', async () => {
    expect(await homeworkMailOf(2, 3)).toMatch(
      /You have 1 free question left on your trial, fewer than this homework asks: choose a plan to practice all of it: http:\/\/[^/]+\/subscription/,
    );
  });

  it('says when the trial is used up', async () => {
    expect(await homeworkMailOf(3, 3)).toContain(
      'You have used every free question of your trial: choose a plan to practice all of it:',
    );
  });

  it('says nothing of a trial the homework fits in, nor to a student with a plan', async () => {
    expect(await homeworkMailOf(0, 3)).not.toContain('trial');
    expect(await homeworkMailOf(3, 3, 'Free')).not.toContain('trial');
  });
});
