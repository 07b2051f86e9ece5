import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TutorEvaluation } from '@academy/shared/tutor';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EvaluationCard } from './evaluation-card';

const evaluation: TutorEvaluation = {
  id: 'e1',
  kind: 'math',
  email: 'eve@example.com',
  studentId: null,
  studentName: null,
  submittedAt: '2026-11-20T15:00:00.000Z',
  scoreRange: { low: 520, high: 600 },
  correct: 14,
  total: 22,
  answered: 22,
  domains: [{ domain: 'algebra', name: 'Algebra', correct: 5, total: 7 }],
  missed: [
    {
      id: 'q2',
      section: 1,
      number: 2,
      domain: 'Algebra',
      difficulty: 3,
      userAnswer: 'C',
      correctAnswer: 'B',
      question: 'What is $x$?',
      explanation: '',
      userChoiceHtml: null,
      questionHtml: 'What is <span class="katex">x</span>?',
      correctAnswerHtml: 'B',
      explanationHtml: '',
    },
  ],
  contacted: false,
};

describe('EvaluationCard', () => {
  it('shows the range, domains and missed items, and marks the submitter contacted', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 'e1', contacted: true }));
    renderWithProviders(<EvaluationCard evaluation={evaluation} showStudent={false} />);
    expect(screen.getByRole('heading', { name: /^SAT Math 520.*600$/ })).toBeTruthy();
    expect(screen.getByText('Algebra: 5/7')).toBeTruthy();
    expect(screen.getByText('Missed items (1)')).toBeTruthy();
    expect(screen.getByText('14 of 22 right')).toBeTruthy();

    const box = screen.getByRole('checkbox', { name: 'Contacted' });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/tutor/evaluations/e1');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ contacted: true });
  });

  it('says how many were left blank when the evaluation was sent early', () => {
    mockFetch();
    renderWithProviders(
      <EvaluationCard evaluation={{ ...evaluation, correct: 2, answered: 10 }} />,
    );
    // Its blanks are missed items too: without this, 20 misses read as 20 wrong answers.
    expect(screen.getByText('2 of 22 right · 10 answered, 12 left blank')).toBeTruthy();
  });

  it('names a question left without an answer as the results page does', () => {
    const blank = { ...evaluation.missed[0]!, id: 'q3', number: 3, userAnswer: null };
    renderWithProviders(
      <EvaluationCard evaluation={{ ...evaluation, missed: [...evaluation.missed, blank] }} />,
    );
    const item = (n: number) =>
      screen.getByText(`Section 1, question ${n} · Algebra`).closest('li');
    expect(item(2)!.textContent).toContain('Their answer: C. Correct answer: B.');
    expect(item(3)!.textContent).toContain('Their answer: Left blank. Correct answer: B.');
  });

  it('says why a mark was not saved', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'No evaluation with that id' }));
    renderWithProviders(<EvaluationCard evaluation={evaluation} showStudent={false} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Contacted' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No evaluation with that id');
  });

  it('names the section a range is on, and says when it is not scored yet', () => {
    renderWithProviders(
      <EvaluationCard
        evaluation={{ ...evaluation, kind: 'reading-writing', scoreRange: null }}
        showStudent={false}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'SAT Reading and Writing (not scored yet)' }),
    ).toBeTruthy();
  });
});
