import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TutorStudentsPage } from '@academy/shared/tutor';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { StudentsPage } from './students-page';

const page: TutorStudentsPage = {
  students: [
    {
      id: 's1',
      firstname: 'Stella',
      lastname: 'Student',
      email: 'stella@example.com',
      plan: 'Monthly',
      lastActiveAt: null,
      weakestTopic: null,
      goal: null,
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('StudentsPage', () => {
  it('searches once the tutor pauses typing', async () => {
    mockFetch().mockResolvedValue(jsonResponse(200, page));
    const onSearch = vi.fn();
    const router = createTestRouter(
      { '/': () => <StudentsPage search={{ sort: 'lastActive', page: 1 }} onSearch={onSearch} /> },
      '/',
    );
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByRole('link', { name: /Stella Student/ });
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Search students'), { target: { value: 'stel' } });
    vi.advanceTimersByTime(300);
    expect(onSearch).toHaveBeenCalledWith({ sort: 'lastActive', page: 1, q: 'stel' });
  });

  it('tells a screen reader what a search found', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, page));
    const router = createTestRouter(
      {
        '/': () => (
          <StudentsPage search={{ sort: 'lastActive', page: 1, q: 'stel' }} onSearch={vi.fn()} />
        ),
      },
      '/',
    );
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByRole('link', { name: /Stella Student/ });
    const told = await screen.findByText('1 student matches “stel”.');
    expect(told.getAttribute('role')).toBe('status');
  });

  it('tells a screen reader when a search finds no one', async () => {
    mockFetch().mockResolvedValue(jsonResponse(200, { ...page, students: [], total: 0 }));
    const router = createTestRouter(
      {
        '/': () => (
          <StudentsPage search={{ sort: 'lastActive', page: 1, q: 'zzz' }} onSearch={vi.fn()} />
        ),
      },
      '/',
    );
    renderWithProviders(<RouterProvider router={router} />);
    // The empty list says it to the eye; the live region to a screen reader.
    await waitFor(() =>
      expect(
        screen
          .getAllByText('No student matches “zzz”.')
          .map((e) => e.getAttribute('role'))
          .sort(),
      ).toEqual([null, 'status'].sort()),
    );
  });

  it('says where the list ends for a page past it, and goes there', async () => {
    mockFetch().mockResolvedValue(jsonResponse(200, { ...page, students: [], page: 2, total: 2 }));
    const onSearch = vi.fn();
    const router = createTestRouter(
      { '/': () => <StudentsPage search={{ sort: 'lastActive', page: 2 }} onSearch={onSearch} /> },
      '/',
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByText('There is no page 2: the students end on page 1.')).toBeTruthy();
    expect(screen.queryByText('No students yet.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(onSearch).toHaveBeenCalledWith({ sort: 'lastActive', page: 1 });
  });

  it('shows each student’s SAT goal, and sorts by the soonest test', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T18:00:00Z'), toFake: ['Date'] });
    const goal = { targetScore: 1400, testDate: '2026-12-05', updatedAt: '2026-11-20T12:00:00Z' };
    mockFetch().mockResolvedValue(
      jsonResponse(200, { ...page, students: [{ ...page.students[0]!, goal }] }),
    );
    const onSearch = vi.fn();
    const router = createTestRouter(
      { '/': () => <StudentsPage search={{ sort: 'lastActive', page: 1 }} onSearch={onSearch} /> },
      '/',
    );
    renderWithProviders(<RouterProvider router={router} />);
    const row = await screen.findByRole('link', { name: /Stella Student/ });
    expect(row.textContent).toContain('SAT goal: Target 1400Sat, Dec 5 · 3 days to go');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'testDate' } });
    expect(onSearch).toHaveBeenCalledWith({ sort: 'testDate', page: 1 });
  });

  it('drops the search still waiting when a student is opened, so the list does not come back', async () => {
    mockFetch().mockResolvedValue(jsonResponse(200, page));
    const onSearch = vi.fn();
    // The list stays on screen while the student's page loads: here the click goes nowhere.
    const router = createTestRouter(
      {
        '/': () => (
          <div onClickCapture={(event) => event.preventDefault()}>
            <StudentsPage search={{ sort: 'lastActive', page: 1 }} onSearch={onSearch} />
          </div>
        ),
      },
      '/',
    );
    renderWithProviders(<RouterProvider router={router} />);
    const link = await screen.findByRole('link', { name: /Stella Student/ });
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Search students'), { target: { value: 'stel' } });
    fireEvent.click(link);
    vi.advanceTimersByTime(1000);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
