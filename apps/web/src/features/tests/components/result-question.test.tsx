import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { MathHtml } from '@academy/shared/questions';
import type { TestResultQuestion } from '@academy/shared/tests';
import { onePlusOne } from '../../../test/test-attempts';
import { ResultQuestion } from './result-question';

const html = (text: string) => text as MathHtml;
const question: TestResultQuestion = {
  number: 1,
  module: 1,
  question: onePlusOne('1-1'),
  domain: 'algebra',
  answer: 'A',
  marked: false,
  correctAnswer: 'B',
  correctAnswerLatex: 'B',
  correctAnswerHtml: html('B'),
  isCorrect: false,
  explanation: 'Adding gives 2.',
  explanationLatex: 'Adding gives 2.',
  explanationHtml: html('Adding gives 2.'),
  seconds: 12,
  concepts: [{ _id: 'c1', name: 'Linear equations' }],
};

// A phone with text at 200%: an inline formula KaTeX keeps on one line (a \dfrac in the
// explanation) ran past the result's card and made the whole page scroll sideways.
describe('ResultQuestion', () => {
  beforeEach(() => {
    // Every box wider inside than it shows, as a long formula's is on a phone.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  });
  afterEach(() => vi.restoreAllMocks());

  it('scrolls a formula wider than its card in its own box: answers and explanation', () => {
    render(
      <ResultQuestion
        q={question}
        moduleName="Module 1"
        numberInModule={1}
        answerLabel="Your answer"
      />,
    );
    expect(screen.getByRole('region', { name: 'Explanation, scrolls sideways' }).textContent).toBe(
      'Adding gives 2.',
    );
    expect(screen.getByRole('region', { name: 'Your answer, scrolls sideways' }).textContent).toBe(
      '1',
    );
    expect(
      screen.getByRole('region', { name: 'Correct answer, scrolls sideways' }).textContent,
    ).toBe('2');
  });
});
