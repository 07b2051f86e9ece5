import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CorrectnessBadge } from './correctness-badge';
import { FlagNote } from './flag-note';

describe('CorrectnessBadge', () => {
  it('says in words on which try a missed question went right', () => {
    render(
      <CorrectnessBadge
        question={{ isCorrect: true, firstAttemptCorrect: false, correctOnTry: 2 }}
      />,
    );
    expect(screen.getByText('Correct on 2nd try')).toBeTruthy();
  });

  it('says Correct for a right first try, and Incorrect for a wrong latest answer', () => {
    const { rerender } = render(
      <CorrectnessBadge
        question={{ isCorrect: true, firstAttemptCorrect: true, correctOnTry: 1 }}
      />,
    );
    expect(screen.getByText('Correct')).toBeTruthy();
    rerender(
      <CorrectnessBadge
        question={{ isCorrect: false, firstAttemptCorrect: false, correctOnTry: null }}
      />,
    );
    expect(screen.getByText('Incorrect')).toBeTruthy();
  });
});

describe('FlagNote', () => {
  it('says the question is flagged for the tutor, with the note', () => {
    render(<FlagNote flag={{ note: 'Why C?', createdAt: '2026-11-28T10:00:00Z' }} />);
    expect(screen.getByText('Flagged for my tutor').parentElement?.textContent).toBe(
      'Flagged for my tutor: Why C?',
    );
  });
});
