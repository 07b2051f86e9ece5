import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FREE_ENTRY_BRACKET_MESSAGE } from '@academy/shared/practice';
import { NOT_A_NUMBER_MESSAGE } from '@academy/shared/sat-number-entry';
import { ENTRY_RULES_HINT } from '../../../components/typed-answer/entry-rules';
import { FreeAnswerInput } from './free-answer-input';

function Harness({ type }: { type: 'text_input' | 'number_input' }) {
  const [value, setValue] = useState('');
  return <FreeAnswerInput questionId="q1" type={type} value={value} onChange={setValue} />;
}

const box = () => screen.getByLabelText('Your answer') as HTMLInputElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('FreeAnswerInput', () => {
  it.each(['number_input', 'text_input'] as const)('previews one number as math (%s)', (kind) => {
    render(<Harness type={kind} />);
    type('-7/2');
    const preview = screen.getByText('Answer Preview:').parentElement;
    expect(preview?.querySelector('math')?.getAttribute('aria-label')).toBe('negative 7 over 2');
    type('3.5.');
    expect(screen.queryByText('Answer Preview:')).toBeNull();
  });

  it('takes fractions and negatives in the number box, as the SAT does', () => {
    render(<Harness type="number_input" />);
    type('3/4');
    expect(box().value).toBe('3/4');
    type('−3.25');
    expect(box().value).toBe('-3.25');
    type('\u20133/4');
    expect(box().value).toBe('-3/4');
    type(' 1/2 ');
    expect(box().value).toBe('1/2');
    type('1234567');
    expect(box().value).toBe('123456');
  });

  // The length is cut after the filter: cut first, "(-2,000)" became "-200", another number.
  it('keeps a pasted answer whole once its brackets and commas are taken off', () => {
    render(<Harness type="number_input" />);
    type('(-2,000)');
    expect(box().value).toBe('-2000');
  });

  it.each(['text_input', 'number_input'] as const)(
    'tells the student the SAT entry rules under a %s box',
    (kind) => {
      render(<Harness type={kind} />);
      const hint = screen.getByText(ENTRY_RULES_HINT);
      expect(box().getAttribute('aria-describedby')).toContain(hint.id);
    },
  );

  it('drops brackets from a typed answer and says to enter one answer', () => {
    render(<Harness type="text_input" />);
    expect(screen.queryByText(FREE_ENTRY_BRACKET_MESSAGE)).toBeNull();
    type('(1/2, 3)');
    expect(box().value).toBe('1/2, 3');
    expect(screen.getByText(FREE_ENTRY_BRACKET_MESSAGE)).toBeTruthy();
    expect(box().getAttribute('aria-describedby')).toContain('evaluation-answer-q1-notice');
  });

  it('says to enter one answer in the number box too (SPEC §5)', () => {
    render(<Harness type="number_input" />);
    type('[8]');
    expect(box().value).toBe('8');
    expect(screen.getByText(FREE_ENTRY_BRACKET_MESSAGE)).toBeTruthy();
    expect(box().getAttribute('aria-describedby')).toContain('evaluation-answer-q1-notice');
  });

  // The evaluation has no Check: "y = 3/4" was kept without a word and scored wrong at submit,
  // where the practice card would have said, before checking, that it is not one number.
  it('says an entry is not one number once the student leaves the box', () => {
    render(<Harness type="text_input" />);
    type('y = 3/4');
    expect(screen.queryByText(NOT_A_NUMBER_MESSAGE)).toBeNull();
    fireEvent.blur(box());
    expect(screen.getByRole('alert').textContent).toBe(NOT_A_NUMBER_MESSAGE);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    type('3/4');
    expect(screen.queryByText(NOT_A_NUMBER_MESSAGE)).toBeNull();
    type('');
    expect(screen.queryByText(NOT_A_NUMBER_MESSAGE)).toBeNull();
  });

  it('says so at once of an answer given before that is not one number', () => {
    render(<FreeAnswerInput questionId="q1" type="text_input" value="75%" onChange={() => {}} />);
    expect(screen.getByText(NOT_A_NUMBER_MESSAGE)).toBeTruthy();
  });
});
