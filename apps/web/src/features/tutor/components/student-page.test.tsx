import { describe, expect, it } from 'vitest';
import { RouterProvider } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { StudentPage } from './student-page';

describe('StudentPage', () => {
  it('offers the way back to the students, not Try again, for a student who is not there', async () => {
    mockFetch().mockResolvedValue(jsonResponse(404, { message: 'No student with that id' }));
    const router = createTestRouter(
      { '/tutor/students/x': () => <StudentPage studentId="x" /> },
      '/tutor/students/x',
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByText('No student with that id')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to students' }).getAttribute('href')).toMatch(
      /^\/tutor/,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
