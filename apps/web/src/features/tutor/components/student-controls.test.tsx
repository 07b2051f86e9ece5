import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TutorStudentDetail } from '@academy/shared/tutor';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { StudentControls } from './student-controls';

const student = (plan: 'Free' | 'Guest'): TutorStudentDetail['student'] => ({
  id: 'u1',
  firstname: 'Sam',
  lastname: 'Lovelace',
  email: 'sam@example.com',
  plan,
  role: 'student',
  lastActiveAt: null,
  weakestTopic: null,
  goal: null,
});

const freeCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/tutor/students/u1/free'));

describe('StudentControls', () => {
  it('asks before taking the Free tier away, and keeps it when told to', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { ...student('Guest') }));
    renderWithProviders(<StudentControls student={student('Free')} />);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Free tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the Free tier from Sam?' });
    expect(dialog.textContent).toContain('Sam goes back to Guest at once');
    fireEvent.click(screen.getByRole('button', { name: 'Keep the Free tier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(freeCalls(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Free tier' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove it' }));
    await waitFor(() => expect(freeCalls(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(freeCalls(fetchMock)[0]![1]!.body))).toEqual({ free: false });
  });

  it('gives the Free tier at once', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { ...student('Free') }));
    renderWithProviders(<StudentControls student={student('Guest')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Give Free tier' }));
    await waitFor(() => expect(freeCalls(fetchMock)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
