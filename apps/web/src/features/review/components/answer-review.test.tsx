import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { AnsweredQuestionDetail } from '@academy/shared/progress';
import { testMathHtml } from '../../../test/math-html';
import { AnswerReview } from './answer-review';

const freeEntry = (userAnswer: string, isCorrect: boolean) =>
  ({
    type: 'free_entry',
    choices: [],
    userAnswer,
    isCorrect,
    correctAnswer: '10/3',
    correctAnswerLatex: '$\\frac{10}{3}$',
    correctAnswerHtml: testMathHtml('$\\frac{10}{3}$'),
  }) as unknown as AnsweredQuestionDetail;

describe('a typed answer under review', () => {
  it('labels a wrong one (Your Answer), beside the correct one', () => {
    render(<AnswerReview question={freeEntry('3', false)} />);
    expect(screen.getByText('(Your Answer)').className).toContain('text-red-700');
    expect(screen.getAllByText('(Correct)')).toHaveLength(1);
  });

  it('labels a right one (Correct), not "Your answer (Your Answer)"', () => {
    render(<AnswerReview question={freeEntry('10/3', true)} />);
    expect(screen.queryByText('(Your Answer)')).toBeNull();
    expect(screen.getAllByText('(Correct)')).toHaveLength(2);
  });
});
