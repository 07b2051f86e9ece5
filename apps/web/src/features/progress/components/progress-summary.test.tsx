import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProgressSummary } from './progress-summary';

const totals = {
  answered: 40,
  correct: 30,
  points: 90,
  timeSpentMs: 3_600_000,
  currentStreakDays: 2,
};

describe('ProgressSummary', () => {
  it("tells a parent or the tutor of the student's estimate, not as if they were the student", () => {
    render(
      <ProgressSummary
        totals={totals}
        estimate={{ status: 'ready', low: 560, high: 620 }}
        readingWritingEstimate={{ status: 'needMore', answersNeeded: 12 }}
        studentName="Sam"
      />,
    );
    const section = screen.getByRole('region', { name: 'Summary' });
    expect(section.textContent).toContain(
      "An estimate from Sam's practice, by the same model as the evaluation: their score is likely within this range.",
    );
    expect(section.textContent).toContain('Sam needs 12 more answers for an estimate');
    expect(section.textContent).not.toMatch(/\byour\b|Answer 12/i);
  });

  it('counts one answer still needed as one answer', () => {
    render(
      <ProgressSummary
        totals={totals}
        estimate={{ status: 'needMore', answersNeeded: 1 }}
        readingWritingEstimate={{ status: 'needMore', answersNeeded: 12 }}
        studentName="Sam"
      />,
    );
    const section = screen.getByRole('region', { name: 'Summary' });
    expect(section.textContent).toContain('Sam needs 1 more answer for an estimate');
  });
});
