import { describe, expect, it } from 'vitest';
import { RouterProvider } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { StudentTestResult } from './student-test-result';

describe('StudentTestResult', () => {
  it("leads a test that is not there back to the student's page, not to the tutor's tests", async () => {
    mockFetch().mockResolvedValue(jsonResponse(404, { message: 'Test attempt not found' }));
    renderWithProviders(
      <RouterProvider
        router={createTestRouter(
          {
            '/': () => <StudentTestResult studentId="s1" attemptId="a1" />,
            '/tutor/students/$studentId': () => null,
          },
          '/',
        )}
      />,
    );
    expect(await screen.findByText('This test was not found')).toBeTruthy();
    expect(
      screen.getByText('The test may still be under way, or the address may be mistyped.'),
    ).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to the student' });
    expect(back.getAttribute('href')).toBe('/tutor/students/s1');
    expect(screen.queryByRole('link', { name: 'See your tests' })).toBeNull();
  });
});
