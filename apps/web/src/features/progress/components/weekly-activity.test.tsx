import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { WeeklyActivity } from './weekly-activity';

const week = (weekStart: string, answered: number, correct: number) => ({
  weekStart,
  answered,
  correct,
  accuracy: answered ? correct / answered : 0,
});

const section = () => screen.getByRole('region', { name: 'Week by week' });

describe('WeeklyActivity', () => {
  it('tells a new student what will show, instead of charts with empty axes', () => {
    render(<WeeklyActivity weeks={[week('2026-11-30', 0, 0)]} />);
    expect(section().textContent).toContain(
      "No answers yet. Answer your first questions and each week's answers and accuracy will show here.",
    );
    // Its words kept, and nothing to chart or list.
    expect(section().textContent).toContain(
      'First tries per week (weeks from Monday, in Dallas time), and how many were right.',
    );
    expect(within(section()).queryByRole('button')).toBeNull();
    expect(within(section()).queryByRole('table')).toBeNull();
    expect(within(section()).queryByRole('status')).toBeNull();
  });

  it('names the student to a parent or the tutor', () => {
    render(<WeeklyActivity weeks={[]} studentName="Sam" />);
    expect(section().textContent).toContain(
      "No answers yet. Once Sam answers a first question, each week's answers and accuracy will show here.",
    );
  });

  it('draws the weeks once there are answers, with their table', async () => {
    render(<WeeklyActivity weeks={[week('2026-11-23', 0, 0), week('2026-11-30', 4, 2)]} />);
    expect(section().textContent).not.toContain('No answers yet');
    expect(within(section()).getByRole('button', { name: 'Show as table' })).toBeTruthy();
    const table = within(section()).getByRole('table', {
      name: 'Questions answered and accuracy per week',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});
