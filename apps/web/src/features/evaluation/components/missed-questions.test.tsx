import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EvaluationMissedQuestion } from '@academy/shared/evaluation';
import { MissedQuestions } from './missed-questions';

const missed = (over: Partial<EvaluationMissedQuestion>): EvaluationMissedQuestion => ({
  id: 'q1',
  section: 2,
  number: 4,
  domain: 'Problem-Solving and Data Analysis',
  difficulty: 2,
  userAnswer: 'A',
  userChoice: 'A ($18.00)',
  userChoiceHtml: 'A ($18.00)',
  correctAnswer: 'B ($20.00)',
  correctAnswerHtml: 'B ($20.00)',
  question: 'A price rose by 15%...',
  questionHtml: 'A price rose by 15%...',
  explanation: '',
  explanationHtml: '',
  ...over,
});

describe('MissedQuestions', () => {
  it('shows the choice picked with its text, as the correct one; a typed answer as typed', () => {
    render(
      <MissedQuestions
        missed={[
          missed({}),
          missed({ id: 'q2', userAnswer: '7/2', userChoice: null, userChoiceHtml: null }),
          missed({ id: 'q3', userAnswer: null, userChoice: null, userChoiceHtml: null }),
        ]}
      />,
    );
    const [chosen, typed, blank] = screen.getAllByRole('listitem');
    expect(within(chosen!).getByText('A ($18.00)')).toBeTruthy();
    expect(within(chosen!).getByText('B ($20.00)')).toBeTruthy();
    expect(within(typed!).getByText('7/2')).toBeTruthy();
    expect(within(blank!).getByText('Left blank')).toBeTruthy();
  });
});

describe('MissedQuestions context', () => {
  it('shows a Reading and Writing question with its passage, a Math one with its figure', () => {
    render(
      <MissedQuestions
        missed={[
          missed({
            id: 'rw',
            passage: { texts: [{ text: 'The river rose three feet overnight.' }] },
          }),
          missed({ id: 'math', imageUrl: '/content/figure.svg', imageAlt: 'A right triangle' }),
        ]}
      />,
    );
    const passage = screen.getByRole('region', { name: 'Passage' });
    expect(within(passage).getByText('The river rose three feet overnight.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A right triangle' })).toBeTruthy();
  });
});
