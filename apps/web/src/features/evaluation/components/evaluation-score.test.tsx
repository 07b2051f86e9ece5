import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EvaluationMissedQuestion, EvaluationResultView } from '@academy/shared/evaluation';
import { EvaluationScore } from './evaluation-score';

const missed = (id: string, userAnswer: string | null) =>
  ({ id, section: 2, number: 1, domain: 'algebra', userAnswer }) as EvaluationMissedQuestion;

const result = (m: EvaluationMissedQuestion[]): EvaluationResultView => ({
  scoreRange: { low: 400, high: 480 },
  sections: [
    { correct: 15, total: 22 },
    { correct: 0, total: 22 },
  ],
  domains: [],
  missed: m,
});

describe('EvaluationScore', () => {
  it('says how many questions were left blank and that a guess costs nothing', () => {
    render(
      <EvaluationScore result={result([missed('a', 'B'), missed('b', null), missed('c', ' ')])} />,
    );
    expect(screen.getByRole('note').textContent).toBe(
      '2 of the 44 questions were left blank. They count as wrong, as on the test, so this range may sit below what you can do. On test day, answer every question: a wrong guess costs nothing.',
    );
  });

  it('says nothing of blanks when every question was answered', () => {
    render(<EvaluationScore result={result([missed('a', 'B')])} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  // One fixed form whose keys each sitting shows: a second sitting reads high, and says so.
  it('says a retake counts what was remembered, naming the first sitting’s day', () => {
    render(
      <EvaluationScore
        result={{
          ...result([missed('a', 'B')]),
          retake: {
            earlier: 1,
            firstAt: '2026-12-01T23:30:00Z',
            firstRange: { low: 420, high: 500 },
          },
        }}
      />,
    );
    expect(screen.getByRole('note').textContent).toBe(
      'You took this evaluation before, on Tue, Dec 1, 2026, and saw its answers then: this estimate counts what you remembered, so it reads higher than a first sitting would.',
    );
  });
});
