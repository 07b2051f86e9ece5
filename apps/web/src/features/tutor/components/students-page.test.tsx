import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen } from '@testing-library/react';
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
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
};

afterEach(() => {
  vi.unstubAllGlobals();
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
