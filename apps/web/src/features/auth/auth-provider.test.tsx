import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuthUser } from '@academy/shared/profile';
import {
  PRACTICE_ANSWER_DRAFT_STORAGE_PREFIX,
  AUTH_USER_STORAGE_KEY,
  HOMEWORK_DRAFT_STORAGE_PREFIX,
  MATH_TOOLS_OPEN_STORAGE_KEY,
  TUTOR_NOTE_DRAFT_STORAGE_PREFIX,
} from '@academy/shared/storage-keys';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { ada } from '../../test/users';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { serverVerifiedUserKey, startSessionCheck } from './api/verify-session';
import { QueryClient } from '@tanstack/react-query';
import { sessionEndedMarked } from '../../lib/session-ended';
import { correctAnswer, setEmotion } from '../../store/mascot-slice';

const bob: AuthUser = { ...ada, _id: 'u2', firstname: 'Bob', email: 'bob@example.com' };

function Probe() {
  const { state, signIn, logout } = useAuth();
  return (
    <>
      <p>{state.status === 'authenticated' ? `Hello ${state.user.firstname}` : state.status}</p>
      <button onClick={() => signIn(bob)}>Sign in as Bob</button>
      <button onClick={() => void logout()}>Sign out</button>
    </>
  );
}

let fetchMock: ReturnType<typeof mockFetch>;
const answers = (routes: Record<string, () => Response>) =>
  fetchMock.mockImplementation(async (input) => {
    const handler = routes[String(input)];
    if (!handler) throw new Error(`unexpected call ${String(input)}`);
    return handler();
  });

beforeEach(() => {
  fetchMock = mockFetch();
  localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(ada));
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const renderProvider = () =>
  renderWithProviders(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

describe('AuthProvider (SPEC §4)', () => {
  it('starts signed in as the user the server verified as it drew the page, and keeps them', async () => {
    // The browser still holds another user, from before a sign-in elsewhere: the server knows.
    const { queryClient } = renderWithProviders(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
      { seed: (client) => client.setQueryData(serverVerifiedUserKey, bob) },
    );
    expect(screen.getByText('Hello Bob')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(AUTH_USER_STORAGE_KEY)).toContain('"Bob"'));
    expect(queryClient.getQueryData(serverVerifiedUserKey)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('re-verifies a stored user at start, loading meanwhile', async () => {
    answers({ '/api/auth/verify': () => jsonResponse(200, { success: true, user: ada }) });
    renderProvider();
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('takes up the check the app sent as it started, without sending another', async () => {
    answers({ '/api/auth/verify': () => jsonResponse(200, { success: true, user: ada }) });
    startSessionCheck(new QueryClient());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    renderProvider();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clears the stored user at once when the server no longer knows the session', async () => {
    answers({ '/api/auth/verify': () => jsonResponse(401, { message: 'Not authenticated' }) });
    renderProvider();
    expect(await screen.findByText('anonymous')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(AUTH_USER_STORAGE_KEY)).toBeNull();
    // The login page a protected page sends the user to then says why it appears.
    expect(sessionEndedMarked()).toBe(true);
  });

  it('asks once more when the network fails, then keeps the user', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(200, { success: true, user: ada }));
    renderProvider();
    expect(await screen.findByText('Hello Ada', {}, { timeout: 3000 })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the stored user through a server outage, without signing them out', async () => {
    answers({
      '/api/auth/verify': () =>
        jsonResponse(503, { message: 'The service is temporarily unavailable' }),
    });
    renderProvider();
    expect(await screen.findByText('Hello Ada', {}, { timeout: 3000 })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(AUTH_USER_STORAGE_KEY)).not.toBeNull();
    expect(sessionEndedMarked()).toBe(false);
  });

  it('signs out locally even when the logout call fails', async () => {
    answers({
      '/api/auth/verify': () => jsonResponse(200, { success: true, user: ada }),
      '/api/auth/logout': () => jsonResponse(500, { message: 'Database unavailable' }),
    });
    renderProvider();
    await screen.findByText('Hello Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('anonymous')).toBeTruthy();
    expect(localStorage.getItem(AUTH_USER_STORAGE_KEY)).toBeNull();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/auth/logout'),
    );
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
  });

  it("signing out leaves nothing of the user's in the tab: a tutor's unsent note and homework, a student's unchecked answer go", async () => {
    answers({
      '/api/auth/verify': () => jsonResponse(200, { success: true, user: ada }),
      '/api/auth/logout': () => jsonResponse(200, { success: true }),
    });
    sessionStorage.setItem(`${TUTOR_NOTE_DRAFT_STORAGE_PREFIX}s1`, 'Struggles with ratios');
    sessionStorage.setItem(`${PRACTICE_ANSWER_DRAFT_STORAGE_PREFIX}q1`, '3/4');
    sessionStorage.setItem(`${HOMEWORK_DRAFT_STORAGE_PREFIX}s1`, '{"note":"Ratios first"}');
    sessionStorage.setItem(MATH_TOOLS_OPEN_STORAGE_KEY, 'calculator');
    renderProvider();
    await screen.findByText('Hello Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('anonymous')).toBeTruthy();
    expect(sessionStorage.getItem(`${TUTOR_NOTE_DRAFT_STORAGE_PREFIX}s1`)).toBeNull();
    expect(sessionStorage.getItem(`${PRACTICE_ANSWER_DRAFT_STORAGE_PREFIX}q1`)).toBeNull();
    expect(sessionStorage.getItem(`${HOMEWORK_DRAFT_STORAGE_PREFIX}s1`)).toBeNull();
    // A tool left open is the tab's, not the person's.
    expect(sessionStorage.getItem(MATH_TOOLS_OPEN_STORAGE_KEY)).toBe('calculator');
  });

  it('follows another tab: its rename, and its sign-in while this tab is signed out', async () => {
    answers({
      '/api/auth/verify': () => jsonResponse(200, { success: true, user: ada }),
      '/api/auth/logout': () => jsonResponse(200, { success: true }),
    });
    renderProvider();
    await screen.findByText('Hello Ada');
    const otherTabStores = (user: AuthUser) => {
      localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(user));
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_USER_STORAGE_KEY }));
    };
    act(() => otherTabStores({ ...ada, firstname: 'Augusta' }));
    expect(await screen.findByText('Hello Augusta')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('anonymous')).toBeTruthy();
    act(() => otherTabStores(ada));
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it("starts the mascot's streak over for each user of the tab, not at the start-up check", async () => {
    answers({
      '/api/auth/verify': () => jsonResponse(200, { success: true, user: ada }),
      '/api/auth/logout': () => jsonResponse(200, { success: true }),
    });
    const { store } = renderProvider();
    act(() => void store.dispatch(setEmotion('welcome')));
    await screen.findByText('Hello Ada');
    expect(store.getState().mascot.emotion).toBe('welcome');

    const twoRight = () =>
      act(() => {
        store.dispatch(correctAnswer());
        store.dispatch(correctAnswer());
      });
    twoRight();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByText('anonymous');
    // The streak is reset by an effect after that render: on a busy machine, a moment later.
    await waitFor(() =>
      expect(store.getState().mascot).toMatchObject({ consecutiveCorrect: 0, emotion: 'idle' }),
    );

    twoRight();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in as Bob' }));
    await screen.findByText('Hello Bob');
    await waitFor(() =>
      expect(store.getState().mascot).toMatchObject({ consecutiveCorrect: 0, emotion: 'idle' }),
    );
  });
});
