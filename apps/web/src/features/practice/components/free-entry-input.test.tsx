import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FREE_ENTRY_BRACKET_MESSAGE } from '@academy/shared/practice';
import { NOT_A_NUMBER_MESSAGE } from '@academy/shared/sat-number-entry';
import { ENTRY_RULES_HINT } from '../../../components/typed-answer/entry-rules';
import { FreeEntryInput } from './free-entry-input';

function Harness({ numberBox }: { numberBox?: boolean }) {
  const [value, setValue] = useState('');
  return <FreeEntryInput value={value} onChange={setValue} numberBox={numberBox} />;
}

const input = () => screen.getByLabelText('Your answer') as HTMLInputElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });

describe('FreeEntryInput', () => {
  it('keeps a plain answer as typed and shows no notice', () => {
    render(<Harness />);
    type('-3/4');
    expect(input().value).toBe('-3/4');
    expect(screen.queryByText(FREE_ENTRY_BRACKET_MESSAGE)).toBeNull();
  });

  // A timed test checks nothing before its end: "1,500" and "50%" were kept, and scored wrong
  // without a word. Its box takes what the test's does.
  it('in a number box, keeps only what the SAT’s box takes', () => {
    render(<Harness numberBox />);
    type('1,500');
    expect(input().value).toBe('1500');
    type('50%');
    expect(input().value).toBe('50');
    type('(−2/3)');
    expect(input().value).toBe('-2/3');
    type('1234567');
    expect(input().value).toBe('123456');
  });

  // The test's box kept "3.5." or "1/2/3", and the module scored it wrong at its end without a
  // word, where the evaluation's number box says it is not one number once the student leaves it.
  it('in a number box, says an entry is not one number once the student leaves it', () => {
    render(<Harness numberBox />);
    type('3.5.');
    expect(screen.queryByText(NOT_A_NUMBER_MESSAGE)).toBeNull();
    fireEvent.blur(input());
    expect(screen.getByRole('alert').textContent).toBe(NOT_A_NUMBER_MESSAGE);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    type('3.5');
    expect(screen.queryByText(NOT_A_NUMBER_MESSAGE)).toBeNull();
  });

  // Bluebook's "Answer Preview:" under the box, once what is typed is one number.
  it('previews one number as math under the box, and nothing else', () => {
    render(<Harness />);
    expect(document.querySelector('math')).toBeNull();
    type('1/2');
    expect(screen.getByText('Answer Preview:').parentElement?.querySelector('mfrac')).toBeTruthy();
    type('abc');
    expect(screen.queryByText('Answer Preview:')).toBeNull();
    type('');
    expect(screen.queryByText('Answer Preview:')).toBeNull();
  });

  it('outside a number box, keeps what practice explains when checked', () => {
    render(<Harness />);
    type('1,500');
    expect(input().value).toBe('1,500');
  });

  it('tells the student the SAT entry rules, mixed numbers and long decimals included', () => {
    render(<Harness />);
    const hint = screen.getByText(ENTRY_RULES_HINT);
    expect(hint.textContent).toMatch(/3 1\/2 as 7\/2 or 3\.5/);
    expect(hint.textContent).toMatch(/no units, % or commas/);
    expect(input().getAttribute('aria-describedby')).toContain(hint.id);
  });

  it.each([
    ['(2/3)', '2/3'],
    ['[1, 5]', '1, 5'],
    ['{7}', '7'],
    ['3)', '3'],
  ])('strips the brackets of %s as they are typed', (typed, kept) => {
    render(<Harness />);
    type(typed);
    expect(input().value).toBe(kept);
    expect(screen.getByText(FREE_ENTRY_BRACKET_MESSAGE)).toBeTruthy();
    expect(input().getAttribute('aria-describedby')).toContain(
      screen.getByText(FREE_ENTRY_BRACKET_MESSAGE).closest('p')?.id,
    );
  });

  it('keeps the notice once a bracket was typed, while the answer is edited', () => {
    render(<Harness />);
    type('(');
    expect(input().value).toBe('');
    type('12');
    expect(input().value).toBe('12');
    expect(screen.getByText(FREE_ENTRY_BRACKET_MESSAGE)).toBeTruthy();
  });
});
