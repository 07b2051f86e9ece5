import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { TestAttemptPage } from './test-attempt-page';

const renderAttempt = () =>
  renderWithProviders(
    <RouterProvider
      router={createTestRouter(
        { '/': () => <TestAttemptPage attemptId="a1" />, '/tests': () => null },
        '/',
      )}
    />,
  );

describe('TestAttemptPage', () => {
  it('a test that is not there says so and leads back to the tests, not to a retry', async () => {
    mockFetch().mockResolvedValue(jsonResponse(404, { message: 'Test attempt not found' }));
    renderAttempt();
    expect(await screen.findByText('This test was not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your tests' }).getAttribute('href')).toBe(
      '/tests',
    );
    expect(screen.queryByText(/Check your connection/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a failed load offers to try again', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    renderAttempt();
    expect(await screen.findByText('The test could not be loaded')).toBeTruthy();
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
