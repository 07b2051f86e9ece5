// GET /api/tutor/reports/:id (decision 058): the reported question whole, with its key, accepted
// answers and explanation rendered by the server, and the reporter's first answer. The key goes
// to tutors and admins only: a student reaches it through no call of the reports.
import { ERROR_CODES } from '@academy/shared/errors';
import type { TutorQuestionReportDetail } from '@academy/shared/question-report-detail';
import type { TutorQuestionReportsPage } from '@academy/shared/question-reports';
import { describe, expect, it } from 'vitest';
import { jsonCall } from '../helpers/test-app.ts';
import { answer } from '../practice/practice-helpers.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';

const { app, userWith } = await tutorTestApp();
const [tutor, admin, student, parent] = await Promise.all([
  userWith('tutor'),
  userWith('admin'),
  userWith('student', { firstname: 'Rhea', lastname: 'Reporter' }),
  userWith('parent'),
]);

// The student answers the choice question wrong (A), then reports both it and the typed one
// they were only shown.
await answer(app, student.cookie, 'test-linear-001', false);
await jsonCall(app, 'GET', '/api/questions/test-linear-002/practice', undefined, student.cookie);
for (const [questionId, reason] of [
  ['test-linear-001', 'wrong-answer'],
  ['test-linear-002', 'unclear'],
]) {
  const res = await jsonCall(
    app,
    'POST',
    `/api/questions/${questionId}/report`,
    { reason },
    student.cookie,
  );
  expect(res.statusCode).toBe(200);
}
const { reports } = (
  await jsonCall(app, 'GET', '/api/tutor/reports', undefined, tutor.cookie)
).json() as TutorQuestionReportsPage;
const idOf = (questionId: string) => reports.find((r) => r.questionId === questionId)!.id;

const detail = (id: number | string, cookie = tutor.cookie) =>
  jsonCall(app, 'GET', `/api/tutor/reports/${id}`, undefined, cookie);

describe('GET /api/tutor/reports/:id', () => {
  it('gives a choice question with its choices, key and explanation rendered, and the first answer', async () => {
    const id = idOf('test-linear-001');
    const res = await detail(id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TutorQuestionReportDetail;
    expect(body.id).toBe(id);
    expect(body.question).toMatchObject({
      type: 'multiple_choice',
      bodyLatex: 'If $2x + 3 = 11$, what is the value of $x$?',
      correctAnswer: 'B',
      acceptedAnswers: [],
      explanationLatex: 'Subtracting $3$ gives $2x = 8$, so $x = 4$. The answer is B.',
      retired: false,
    });
    // Rendered once by the server (decision 039): KaTeX's HTML with MathML.
    expect(body.question!.bodyHtml).toContain('class="katex"');
    expect(body.question!.explanationHtml).toContain('<math');
    expect(body.question!.choices.map((c) => c.id)).toEqual(['A', 'B', 'C', 'D']);
    expect(body.question!.choices[1]!.html).toContain('katex');
    expect(body.firstAttempt).toMatchObject({ answer: 'A', isCorrect: false });
    expect(Date.parse(body.firstAttempt!.answeredAt)).not.toBeNaN();
  });

  it('gives a typed question its accepted answers; no first answer when there was none', async () => {
    const body = (await detail(idOf('test-linear-002'), admin.cookie)).json();
    expect(body.question).toMatchObject({
      type: 'free_entry',
      choices: [],
      correctAnswer: '2/3',
      acceptedAnswers: ['2/3'],
      correctAnswerLatex: '$\\frac{2}{3}$',
    });
    expect(body.question.correctAnswerHtml).toContain('katex');
    expect(body.firstAttempt).toBeNull();
  });

  it('answers 404 for an unknown report and 400 for a malformed id', async () => {
    const unknown = await detail(987654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No report with that id' });
    expect((await detail('1.5')).statusCode).toBe(400);
  });

  it('never gives the key to a student, a parent or anyone signed out', async () => {
    const id = idOf('test-linear-001');
    expect((await detail(id, '')).statusCode).toBe(401);
    for (const who of [student, parent]) {
      const res = await detail(id, who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.roleRequired });
      expect(res.body).not.toContain('Subtracting');
    }
    // The student's own list of reports names the question, never its answer.
    const own = await jsonCall(app, 'GET', '/api/question-reports', undefined, student.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().reports).toHaveLength(2);
    for (const field of ['correctAnswer', 'acceptedAnswers', 'explanation', 'choices']) {
      expect(own.body).not.toContain(`"${field}`);
    }
    expect(own.body).not.toContain('Subtracting');
    expect(own.body).not.toContain('2/3');
  });
});
