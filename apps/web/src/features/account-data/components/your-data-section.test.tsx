import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountDataMessages } from '@academy/shared/account-data';
import type { Role } from '@academy/shared/roles';
import { AuthContext } from '../../auth/auth-context';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { fakeGoogleIdentity } from '../../../test/fake-google-identity';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { ada } from '../../../test/users';
import { YourDataSection } from './your-data-section';

let fetchMock: ReturnType<typeof mockFetch>;
const google = fakeGoogleIdentity();
let answer: (url: string, init?: RequestInit) => Response | Promise<Response>;
const logout = vi.fn(async () => undefined);

beforeEach(() => {
  fetchMock = mockFetch();
  answer = () => jsonResponse(404, { message: 'Not found' });
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === '/api/auth/settings') {
      return jsonResponse(200, { newSignInAlerts: true, hasPassword: true });
    }
    return answer(String(url), init);
  });
  logout.mockClear();
});

function renderSection(role: Role = 'student', hasPassword = true) {
  fetchMock.mockImplementation(async (url, init) =>
    String(url) === '/api/auth/settings'
      ? jsonResponse(200, { newSignInAlerts: true, hasPassword })
      : answer(String(url), init),
  );
  const router = createTestRouter(
    {
      '/profile': () => <YourDataSection role={role} />,
      '/': () => <h1>Landing</h1>,
      '/sessions': () => <h1>Sessions</h1>,
    },
    '/profile',
  );
  renderWithProviders(
    <AuthContext.Provider
      value={{
        state: { status: 'authenticated', user: { ...ada, role }, signedOut: false },
        signIn: () => undefined,
        updateUser: () => undefined,
        logout,
      }}
    >
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

const deleteCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/account');

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('YourDataSection', () => {
  it('downloads the data as a file named for the day, with a wait shown', async () => {
    let release: (r: Response) => void = () => undefined;
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    const created = vi.fn(() => 'blob:academy');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    const busy = await screen.findByRole('button', { name: 'Preparing your file...' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release(jsonResponse(200, { format: 'academy-account-export/1' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const link = clicked.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toMatch(/^academy-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(link.href).toBe('blob:academy');
    expect(await screen.findByText(/^Saved as academy-data-/)).toBeTruthy();
    clicked.mockRestore();
  });

  it('says when the download failed', async () => {
    answer = () => jsonResponse(500, {});
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(accountDataMessages.exportFailed)).toBeTruthy();
  });

  it('asks for the password, shows the server refusal on the field, then signs out and goes home', async () => {
    answer = (_url, init) => {
      const body = JSON.parse(String(init!.body)) as { password: string };
      return body.password === 'Correct1Horse'
        ? jsonResponse(200, { message: accountDataMessages.deleted })
        : jsonResponse(400, {
            message: accountDataMessages.passwordIncorrect,
            errors: [{ param: 'password', msg: accountDataMessages.passwordIncorrect }],
          });
    };
    const router = renderSection();
    const dialog = await openDialog();
    expect(within(dialog).getByText(/not refunded/)).toBeTruthy();
    expect(within(dialog).getByText(/for 7 years, as the law requires/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(accountDataMessages.passwordRequired)).toBeTruthy();
    expect(deleteCalls()).toHaveLength(0);

    const password = within(dialog).getByLabelText('Your password');
    fireEvent.change(password, { target: { value: 'Wrong1Horse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(accountDataMessages.passwordIncorrect)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(password));

    fireEvent.change(password, { target: { value: 'Correct1Horse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(accountDataMessages.deleted)).toBeTruthy();
    const [, init] = deleteCalls().at(-1)!;
    expect(init!.method).toBe('DELETE');
    expect(JSON.parse(String(init!.body))).toEqual({ password: 'Correct1Horse' });
  });

  it('has an account made with Google confirm with Google, which sends the deletion', async () => {
    answer = (url) =>
      url === '/api/config'
        ? jsonResponse(200, { googleClientId: 'client-1' })
        : jsonResponse(200, { message: accountDataMessages.deleted });
    renderSection('parent', false);
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete my account' })).toBeNull();
    within(dialog).getByRole('group', { name: 'Confirm with Google to delete your account' });
    await waitFor(() => expect(google.ready()).toBe(true));
    act(() => google.press('id-token'));
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(JSON.parse(String(deleteCalls()[0]![1]!.body))).toEqual({ googleToken: 'id-token' });
  });

  it('says why the account stays while sessions are ahead, with the way to them', async () => {
    answer = () => jsonResponse(409, { message: accountDataMessages.sessionsAhead(2) });
    const router = renderSection();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'Correct1Horse' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(accountDataMessages.sessionsAhead(2));
    expect(logout).not.toHaveBeenCalled();
    fireEvent.click(within(alert).getByRole('link', { name: 'Go to your sessions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions'));
  });

  it('tells staff that an administrator closes their account', async () => {
    renderSection('tutor');
    expect(await screen.findByText(accountDataMessages.staffAccount)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
  });
});
