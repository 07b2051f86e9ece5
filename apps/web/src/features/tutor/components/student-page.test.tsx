import { describe, expect, it } from 'vitest';
import { RouterProvider } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { StudentPage } from './student-page';

describe('StudentPage', () => {
  it.each([
    [404, 'No student with that id'],
    [400, 'Invalid id'],
  ])('offers the way back to the students, not Try again, for a %i', async (status, message) => {
    mockFetch().mockResolvedValue(jsonResponse(status, { message }));
    const router = createTestRouter(
      { '/tutor/students/x': () => <StudentPage studentId="x" /> },
      '/tutor/students/x',
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to students' }).getAttribute('href')).toMatch(
      /^\/tutor/,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
