import { describe, expect, it } from 'vitest';
import type { EvaluationQuestion } from '@academy/shared/evaluation';
import { submissionAnswers, withAnswer } from './evaluation-answers';
import { testMathHtml } from '../../../test/math-html';

const question = (_id: string): EvaluationQuestion => ({
  _id,
  type: 'text_input',
  bodyLatex: '',
  bodyHtml: testMathHtml(''),
  choices: [],
});

describe('answers', () => {
  it('sets, changes and clears one answer', () => {
    const one = withAnswer({}, 'q1', 'A');
    expect(one).toEqual({ q1: 'A' });
    expect(withAnswer(one, 'q1', 'C')).toEqual({ q1: 'C' });
    expect(withAnswer(one, 'q1', '')).toEqual({});
  });

  it('sends trimmed answers of this evaluation only, leaving blanks out', () => {
    const answers = { q1: ' 3/4 ', q2: '   ', gone: 'A', q3: 'B' };
    expect(submissionAnswers(answers, ['q1', 'q2', 'q3'].map(question))).toEqual({
      q1: '3/4',
      q3: 'B',
    });
  });
});
