import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { browserLocation } from '../../../lib/api-client';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SignupForm } from './signup-form';

let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  fetchMock = mockFetch();
});

function fill(values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Password', string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
  }
}

/** A sign-up the form's own rules accept: what happens next is the server's answer. */
const fillValid = () =>
  fill({
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Email: 'ada@example.com',
    Password: 'Secret123',
  });

describe('SignupForm', () => {
  it('shows the password hint and every failing password rule at once', async () => {
    renderWithProviders(<SignupForm onSignedUp={vi.fn()} onCheckEmail={vi.fn()} />);
    expect(
      screen.getByText('Password must contain: 8+ characters, uppercase, lowercase, and number'),
    ).toBeTruthy();
    fill({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'abc',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Password must contain at least one uppercase letter')).toBeTruthy();
    expect(screen.getByText('Password must contain at least one number')).toBeTruthy();
    expect(screen.queryByText('Password must contain at least one lowercase letter')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('submitted empty, focuses the first field of the form', async () => {
    renderWithProviders(<SignupForm onSignedUp={vi.fn()} onCheckEmail={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByLabelText('First name', { selector: 'input' }),
      ),
    );
  });

  it("puts the server's error on the email field", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: 'Validation failed',
        errors: [{ param: 'email', msg: 'Invalid email address' }],
      }),
    );
    renderWithProviders(<SignupForm onSignedUp={vi.fn()} onCheckEmail={vi.fn()} />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('refused as cross-origin, says which address to open and stays on the form', async () => {
    const message = 'Cross-origin request refused. Open https://academy.example and try again.';
    fetchMock.mockResolvedValue(jsonResponse(403, { message, code: 'CROSS_ORIGIN' }));
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    const onSignedUp = vi.fn();
    renderWithProviders(<SignupForm onSignedUp={onSignedUp} onCheckEmail={vi.fn()} />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('answered without a user, asks to check the mail instead of signing in', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { message: 'Account created successfully', verificationRequired: true }),
    );
    const onSignedUp = vi.fn();
    const onCheckEmail = vi.fn();
    renderWithProviders(<SignupForm onSignedUp={onSignedUp} onCheckEmail={onCheckEmail} />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onCheckEmail).toHaveBeenCalledWith('ada@example.com'));
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('asks for a letter in a name, and sends names without hidden characters', async () => {
    const onSignedUp = vi.fn();
    renderWithProviders(<SignupForm onSignedUp={onSignedUp} onCheckEmail={vi.fn()} />);
    fill({ 'First name': '...', 'Last name': 'Love\u200blace\u202e', Email: 'ada@example.com' });
    fill({ Password: 'Secret123' });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name must contain a letter')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'Account created successfully' }));
    fill({ 'First name': 'Ada' });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const sent = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, string>;
    expect(sent).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace' });
  });
});
