import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { goalMessages } from '@academy/shared/goals';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { StudentGoal } from './student-goal';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-12-02T18:00:00Z'), toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
});

describe('StudentGoal', () => {
  it('lets the tutor set the goal agreed in a session, for the student', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (url) =>
      jsonResponse(200, String(url) === '/api/sat-dates' ? { dates: [] } : {}),
    );
    renderWithProviders(<StudentGoal studentId="s1" goal={null} />);
    expect(screen.getByText('No SAT goal set.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set goal' }));
    fireEvent.change(await screen.findByLabelText('Target score'), { target: { value: '1350' } });
    // The form is the student's goal, not the tutor's own.
    expect(screen.getByRole('form', { name: 'The student’s SAT goal' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Your SAT goal' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Test date (optional)'), {
      target: { value: '2027-03-13' },
    });
    // The student's own goal is theirs to remove, not the tutor's.
    expect(screen.queryByRole('button', { name: 'Remove goal' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(await screen.findByText(goalMessages.saved)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(url).toBe('/api/tutor/students/s1/goal');
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(String(init!.body))).toEqual({ targetScore: 1350, testDate: '2027-03-13' });
  });

  it('shows the goal with Edit', () => {
    renderWithProviders(
      <StudentGoal
        studentId="s1"
        goal={{ targetScore: 1400, testDate: null, updatedAt: '2026-11-20T12:00:00.000Z' }}
      />,
    );
    expect(screen.getByText('Target 1400 · test date not booked yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit goal' })).toBeTruthy();
  });
});
