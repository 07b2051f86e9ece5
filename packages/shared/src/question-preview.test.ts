import { describe, expect, it } from 'vitest';
import {
  oneLineFormula,
  PREVIEW_LENGTH,
  plainPreview,
  questionPreview,
} from './question-preview.ts';

const visible = (text: string) =>
  questionPreview(text)
    .segments.map((s) => (s.kind === 'math' ? `$${s.value}$` : s.value))
    .join('');

describe('questionPreview', () => {
  it('keeps a short question whole, math included', () => {
    expect(questionPreview('If $2x + 3 = 11$, what is the value of $x$?')).toEqual({
      segments: [
        { kind: 'text', value: 'If ' },
        { kind: 'math', value: '2x + 3 = 11' },
        { kind: 'text', value: ', what is the value of ' },
        { kind: 'math', value: 'x' },
        { kind: 'text', value: '?' },
      ],
      truncated: false,
    });
  });

  it('keeps prose of exactly the limit without an ellipsis', () => {
    const text = 'a'.repeat(PREVIEW_LENGTH);
    expect(questionPreview(text)).toEqual({
      segments: [{ kind: 'text', value: text }],
      truncated: false,
    });
  });

  it('cuts long prose at 150 characters and marks it truncated', () => {
    const preview = questionPreview('b'.repeat(PREVIEW_LENGTH + 1));
    expect(preview.truncated).toBe(true);
    expect(visible('b'.repeat(PREVIEW_LENGTH + 1))).toBe('b'.repeat(PREVIEW_LENGTH));
  });

  it('drops the trailing space of a cut', () => {
    const text = `${'c'.repeat(PREVIEW_LENGTH - 1)} more words`;
    expect(visible(text)).toBe('c'.repeat(PREVIEW_LENGTH - 1));
  });

  it('never splits a formula that crosses the limit: it is left out whole', () => {
    const prose = 'd'.repeat(PREVIEW_LENGTH - 5);
    const preview = questionPreview(`${prose}$\\frac{12345}{678}$ then more`);
    expect(preview).toEqual({ segments: [{ kind: 'text', value: prose }], truncated: true });
  });

  it('keeps a formula that fits, counting its readable length rather than its TeX', () => {
    // \frac{1}{2} reads as 1/2: three characters, though its TeX is eleven.
    const prose = 'e'.repeat(PREVIEW_LENGTH - 3);
    const preview = questionPreview(`${prose}$\\frac{1}{2}$ and after`);
    expect(preview.segments).toEqual([
      { kind: 'text', value: prose },
      { kind: 'math', value: '\\frac{1}{2}' },
    ]);
    expect(preview.truncated).toBe(true);
  });

  it('ends exactly at the limit without an ellipsis when nothing follows', () => {
    const prose = 'f'.repeat(PREVIEW_LENGTH - 1);
    expect(questionPreview(`${prose}$x$`).truncated).toBe(false);
  });

  it('keeps a literal dollar sign of the prose as text', () => {
    expect(questionPreview('A pen costs \\$3.')).toEqual({
      segments: [{ kind: 'text', value: 'A pen costs $3.' }],
      truncated: false,
    });
  });

  it('folds line breaks and runs of spaces into one space', () => {
    expect(visible('Line one.\n\n  Line two.')).toBe('Line one. Line two.');
  });
});

describe('plainPreview', () => {
  it('keeps a short text and cuts a long one at 150 characters plus an ellipsis', () => {
    expect(plainPreview('If x + y = 10, what is x?')).toBe('If x + y = 10, what is x?');
    expect(plainPreview('g'.repeat(PREVIEW_LENGTH))).toBe('g'.repeat(PREVIEW_LENGTH));
    expect(plainPreview('g'.repeat(PREVIEW_LENGTH + 1))).toBe(`${'g'.repeat(PREVIEW_LENGTH)}...`);
  });

  // A system stood beside the prose as a tall block in a one-line card.
  it('puts a formula of several rows on one line, its rows apart by commas', () => {
    const system = '$$\\begin{aligned} y &= 2x - 1 \\\\ 3x + y &= 19 \\end{aligned}$$ Solve it.';
    expect(questionPreview(system).segments).toEqual([
      { kind: 'math', value: 'y = 2x - 1 ,\\quad 3x + y = 19' },
      { kind: 'text', value: ' Solve it.' },
    ]);
    const table = '$\\begin{array}{c|cc} x & 0 & 1 \\\\ \\hline f(x) & 4 & 12 \\end{array}$';
    expect(oneLineFormula(table.slice(1, -1))).toBe('x \\; 0 \\; 1 ,\\quad f(x) \\; 4 \\; 12');
    expect(oneLineFormula('a \\& b')).toBe('a \\& b');
  });
});
