import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

/** Chromium moves the focus of a control disabled under it to the page; jsdom keeps it there. */
function dropFocusToPage() {
  act(() => {
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();
    elsewhere.remove();
  });
  expect(document.activeElement).toBe(document.body);
}

/** A call held until the test answers it, so the button is seen disabled. */
function heldCall(fetchMock: ReturnType<typeof mockFetch>, path: string) {
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockImplementation((url) =>
    String(url).endsWith(path)
      ? new Promise<Response>((resolve) => (answer = resolve))
      : Promise.resolve(jsonResponse(200, { valid: true })),
  );
  return (response: Response) => answer(response);
}

const failure = () => jsonResponse(503, { message: 'Service unavailable' });

describe('the password-reset pages after a failed request', () => {
  it('forgot password: the focus goes back to Send reset link', async () => {
    const answer = heldCall(mockFetch(), '/auth/forgot-password');
    renderWithProviders(
      <RouterProvider
        router={createTestRouter({ '/forgot-password': ForgotPasswordPage }, '/forgot-password')}
      />,
    );
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'ada@example.com' },
    });
    const send = screen.getByRole('button', { name: 'Send reset link' });
    act(() => send.focus());
    fireEvent.click(send);
    await screen.findByRole('button', { name: 'Sending link...' });
    dropFocusToPage();
    answer(failure());
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(send));
  });

  it('reset password: the focus goes back to Set new password', async () => {
    const answer = heldCall(mockFetch(), '/auth/reset-password');
    renderWithProviders(
      <RouterProvider
        router={createTestRouter(
          { '/reset-password': () => <ResetPasswordPage token="a-token" /> },
          '/reset-password',
        )}
      />,
    );
    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'Fresh4Start' },
    });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'Fresh4Start' },
    });
    const save = screen.getByRole('button', { name: 'Set new password' });
    act(() => save.focus());
    fireEvent.click(save);
    await screen.findByRole('button', { name: 'Saving password...' });
    dropFocusToPage();
    answer(failure());
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(save));
  });
});
