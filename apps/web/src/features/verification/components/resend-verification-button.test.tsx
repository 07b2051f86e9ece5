import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { verificationMessages } from '@academy/shared/verification-messages';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ResendVerificationButton } from './resend-verification-button';

let fetchMock: ReturnType<typeof mockFetch>;
const onVerified = vi.fn();
// As the server words it, 15 minutes before the oldest link of the hour leaves the window.
const LIMITED = verificationMessages.resendLimited(3, 15 * 60);

beforeEach(() => {
  fetchMock = mockFetch();
  onVerified.mockReset();
});

function clickResend() {
  renderWithProviders(<ResendVerificationButton onVerified={onVerified} />);
  fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
}

describe('ResendVerificationButton', () => {
  it('says no link went out when the hourly limit stopped it, not that one was sent', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { message: LIMITED }));
    clickResend();
    expect(
      await screen.findByText(
        'We sent you 3 verification links in the last hour. Use the newest one in your inbox, ' +
          'or try again in 15 minutes.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(verificationMessages.sent)).toBeNull();
    expect(onVerified).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy());
  });

  it('says a refusal once, however often Resend is pressed again', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(429, { message: LIMITED })));
    clickResend();
    expect(await screen.findByText(LIMITED)).toBeTruthy();
    for (const _ of [1, 2]) {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy());
      fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    }
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy());
    expect(screen.getAllByText(LIMITED)).toHaveLength(1);
  });

  it('mails one link for a double click', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { message: verificationMessages.sent, emailVerified: false }),
    );
    clickResend();
    fireEvent.click(screen.getByRole('button', { name: /Resend|Sending/ }));
    expect(await screen.findByText(verificationMessages.sent)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('toasts the success when a link was sent', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { message: verificationMessages.sent, emailVerified: false }),
    );
    clickResend();
    expect(await screen.findByText(verificationMessages.sent)).toBeTruthy();
    expect(screen.queryByText(LIMITED)).toBeNull();
  });

  it('says the address is verified already, and lets the banner go', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { message: verificationMessages.alreadyVerified, emailVerified: true }),
    );
    clickResend();
    expect(await screen.findByText(verificationMessages.alreadyVerified)).toBeTruthy();
    expect(onVerified).toHaveBeenCalledOnce();
  });

  it('takes the focus back once sent, which its disabling dropped', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<ResendVerificationButton onVerified={onVerified} />);
    const button = screen.getByRole('button', { name: 'Resend' });
    act(() => button.focus());
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    // Chromium moves the focus of a control disabled under it to the page; jsdom keeps it there
    // (and will not blur a disabled control), so the focus is sent to the page another way.
    act(() => {
      const elsewhere = document.body.appendChild(document.createElement('input'));
      elsewhere.focus();
      elsewhere.remove();
    });
    expect(document.activeElement).toBe(document.body);
    answer(jsonResponse(200, { message: verificationMessages.sent, emailVerified: false }));
    expect(await screen.findByText(verificationMessages.sent)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
