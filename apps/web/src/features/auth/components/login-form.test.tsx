import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthUser } from '@academy/shared/profile';
import { browserLocation } from '../../../lib/api-client';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ada } from '../../../test/users';
import { LoginForm } from './login-form';

const user: AuthUser = { ...ada, subscriptionTier: 'Guest' };

let fetchMock: ReturnType<typeof mockFetch>;
const onSignedIn = vi.fn();

beforeEach(() => {
  fetchMock = mockFetch();
  onSignedIn.mockReset();
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});

function fillAndSubmit(email = 'ada@example.com', password = 'Secret123') {
  renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), {
    target: { value: password },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const fieldErrors = (label: string) => {
  const input = screen.getByLabelText(label, { selector: 'input' });
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  const list = id ? document.getElementById(id) : null;
  return list
    ? within(list)
        .getAllByRole('listitem')
        // The message, without the bullet that sets several apart.
        .map((item) => item.lastElementChild?.textContent)
    : [];
};

describe('LoginForm', () => {
  it('validates on submit without calling the server', async () => {
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a lock on the form, where it stays, and gives the focus back to Sign in', async () => {
    const locked = 'Too many failed sign-ins. Try again in 15 minutes.';
    fetchMock.mockImplementation(async () => jsonResponse(429, { message: locked }));
    fillAndSubmit();
    // In the toast (SPEC §8) and on the form, where it stays while the lock holds.
    await waitFor(() => expect(screen.getAllByText(locked)).toHaveLength(2));
    expect(screen.getByRole('alert').textContent).toBe(locked);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' })),
    );
    // Tried again while locked: the same words once more, not a second toast over the first.
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(locked));
    await new Promise((settled) => setTimeout(settled, 50));
    expect(screen.getAllByText(locked)).toHaveLength(2);
  });

  it("rejects an invalid email with 'Invalid email address'", async () => {
    fillAndSubmit('not-an-email');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
  });

  it("shows 'Signing in...' on a disabled button while pending, then signs in", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    fillAndSubmit();
    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);

    answer(jsonResponse(200, { user }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(await screen.findByText('Logged in successfully!')).toBeTruthy();
  });

  it("marks email and password 'Invalid email or password' on 400 'Invalid credentials'", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: 'Invalid credentials' }));
    fillAndSubmit();
    await waitFor(() => expect(fieldErrors('Email')).toEqual(['Invalid email or password']));
    expect(fieldErrors('Password')).toEqual(['Invalid email or password']);
    // Read out once, by the password field that takes the focus, not once a field.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Invalid email or password',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('puts each errors[] item of a 400 on its field', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: 'Validation failed',
        errors: [
          { param: 'email', msg: 'Invalid email address' },
          { param: 'password', msg: 'Password is required' },
        ],
      }),
    );
    fillAndSubmit();
    await waitFor(() => expect(fieldErrors('Email')).toEqual(['Invalid email address']));
    expect(fieldErrors('Password')).toEqual(['Password is required']);
    expect(screen.queryByText('Validation failed')).toBeNull();
  });

  it('shows any other 400 message as a toast', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: 'Account is locked' }));
    fillAndSubmit();
    expect(await screen.findByText('Account is locked')).toBeTruthy();
    expect(fieldErrors('Email')).toEqual([]);
  });

  it('shows other API errors as a toast with their message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { message: 'Down for maintenance' }));
    fillAndSubmit();
    expect(await screen.findByText('Down for maintenance')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Network error occurred' when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    fillAndSubmit();
    expect(await screen.findByText('Network error occurred')).toBeTruthy();
  });

  it("shows 'An unexpected error occurred' for a failure that is not an API error", async () => {
    fetchMock.mockResolvedValue(new Response('{oops', { status: 200 }));
    fillAndSubmit();
    expect(await screen.findByText('An unexpected error occurred')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
