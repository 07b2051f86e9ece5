import { describe, expect, it } from 'vitest';
import { RouterProvider } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import type { BriefQuestion, SessionBrief } from '@academy/shared/tutor-brief';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { satScore } from '../../../test/sat-score';
import { sessionReport } from '../../../test/session-report';
import { createTestRouter } from '../../../test/test-router';
import { BriefPage } from './brief-page';

const question: BriefQuestion = {
  questionId: 'q1',
  subModuleName: 'Algebra',
  body: 'If $2x = 8$, what is $x$?',
  imageUrl: null,
  imageAlt: null,
  choices: [
    { id: 'A', text: '$2$' },
    { id: 'B', text: '$4$' },
  ],
  correctAnswer: 'B',
  correctAnswerText: '$4$',
  explanation: 'Divide both sides by 2.',
};

const brief: SessionBrief = {
  student: { id: 's1', firstname: 'Stella', lastname: 'Student' },
  generatedAt: '2026-11-28T16:00:00.000Z',
  goal: { targetScore: 1350, testDate: null, updatedAt: '2026-11-20T12:00:00.000Z' },
  satScores: [satScore],
  nextSession: {
    startsAt: '2026-12-02T21:00:00.000Z',
    endsAt: '2026-12-02T22:00:00.000Z',
    sessionType: 'online',
    joinUrl: null,
  },
  scores: [
    {
      section: 'math',
      estimate: { status: 'ready', low: 560, high: 620 },
      // 9 PM in Dallas: the brief's days are Dallas days, as its other dates, in any zone.
      evaluation: { low: 540, high: 600, submittedAt: '2026-11-21T03:00:00.000Z' },
    },
    {
      section: 'reading-writing',
      estimate: { status: 'needMore', answersNeeded: 12 },
      evaluation: null,
    },
  ],
  tests: [
    {
      attemptId: 't1',
      testId: 'sat-math-full',
      name: 'Full SAT Math',
      kind: 'full',
      section: 'math',
      // 9 PM in Dallas, the next day in UTC: the tutor reads the Dallas day.
      finishedAt: '2026-11-27T03:00:00.000Z',
      correct: 30,
      total: 44,
      unanswered: 0,
      scoreRange: { low: 580, high: 640 },
    },
  ],
  lastNote: {
    authorName: 'Tara Tutor',
    text: 'Work on systems; try the short set before Tuesday.',
    updatedAt: '2026-11-25T16:00:00.000Z',
  },
  lastReport: sessionReport,
  homework: [
    {
      id: 'h1',
      subModuleId: 'algebra',
      subModuleName: 'Algebra',
      conceptId: 'c1',
      conceptName: 'Slopes',
      questionCount: 10,
      answered: 4,
      dueOn: '2026-11-27',
      note: null,
      authorName: 'Tara Tutor',
      createdAt: '2026-11-21T16:00:00.000Z',
    },
  ],
  weakest: [
    { concept: 'c1', name: 'Slopes', subModuleName: 'Algebra', score: 3.2, trend: 1.1 },
    { concept: 'c2', name: 'Systems', subModuleName: 'Algebra', score: 2, trend: null },
  ],
  misses: [
    {
      ...question,
      answeredAt: '2026-11-27T16:00:00.000Z',
      studentAnswer: 'A',
      hintsUsed: 2,
      superhintsUsed: 1,
    },
  ],
  flags: [],
  practiceSheet: [question],
};

describe('BriefPage', () => {
  it('prints weakest concepts with trend, misses, and the answers after the sheet', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, brief));
    const router = createTestRouter(
      { '/': () => <BriefPage studentId="s1" practiceSheet={1} onPracticeSheet={() => {}} /> },
      '/',
    );
    renderWithProviders(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { name: 'Session brief: Stella Student' }),
    ).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/tutor/students/s1/brief?practiceSheet=1',
    );
    expect(
      screen.getByText('Next session: Wed, Dec 2, 2026, 3:00 PM – 4:00 PM CST · Online'),
    ).toBeTruthy();
    expect(screen.getByText('Target 1350 · test date not booked yet')).toBeTruthy();
    expect(
      screen.getByText('SAT on Sat, Nov 7, 2026: 1380 (Math 700, Reading and Writing 680)'),
    ).toBeTruthy();
    const scores = screen.getByRole('region', { name: 'Scores' });
    const rows = [...scores.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual([
      'SAT Math560–620540–600 (Nov 20, 2026)',
      'SAT Reading and Writing12 more answers neededNot taken',
    ]);
    expect(scores.textContent).toContain('Full SAT Math');
    expect(scores.textContent).toContain('Nov 26, 2026 · 30 / 44 correct');
    expect(scores.textContent).toContain('580–640');
    const report = screen.getByRole('region', { name: "Last session's report" });
    expect(report.textContent).toContain('Slopes and intercepts.');
    expect(report.textContent).toContain('Next stepsFinish the homework.');
    const note = screen.getByRole('region', { name: 'Last note' });
    expect(note.textContent).toContain('Work on systems; try the short set before Tuesday.');
    expect(note.textContent).toContain('Tara Tutor, Nov 25, 2026');
    // Due the day before the brief was made, and not done.
    expect(screen.getByRole('region', { name: 'Homework' }).textContent).toBe(
      'HomeworkSlopes (Algebra): 4 of 10 questions · Overdue: due Fri, Nov 27',
    );
    expect(screen.getByText('+1.1')).toBeTruthy();
    expect(screen.getByText('new')).toBeTruthy();
    expect(screen.getByText(/2 hints, 1 superhint\b/)).toBeTruthy();
    expect(screen.getByText('Nothing flagged.')).toBeTruthy();

    const sheet = screen.getByRole('region', { name: 'Practice sheet' });
    expect(sheet.textContent).not.toContain('Divide both sides');
    const answers = screen.getByRole('region', { name: 'Practice sheet answers' });
    expect(answers.className).toContain('brief-answers');
    expect(answers.textContent).toContain('Divide both sides by 2.');
    // The answers come last: nothing of the brief follows them.
    expect(answers.nextElementSibling).toBeNull();
  });
});
