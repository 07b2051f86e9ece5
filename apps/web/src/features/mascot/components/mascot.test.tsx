import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { correctAnswer, mascotReducer, wrongAnswer } from '../../../store/mascot-slice';
import { MASCOT_MUTED_STORAGE_KEY } from '../lib/mute-preference';
import { Mascot } from './mascot';

interface Spoken {
  text: string;
  rate: number;
  pitch: number;
}

let spoken: Spoken[];

beforeEach(() => {
  spoken = [];
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      rate = 1;
      pitch = 1;
      volume = 1;
      lang = '';
      constructor(public text: string) {}
    },
  );
  vi.stubGlobal('speechSynthesis', {
    speak: (utterance: Spoken) => spoken.push(utterance),
    cancel: () => {},
    getVoices: () => [],
  });
});

afterEach(() => {
  vi.useRealTimers();
});

/** The mascot at `path`, where Google's button shows, is hidden, or the config is not in yet. */
async function renderAt(path: string, google: 'shown' | 'hidden' | 'unknown' = 'shown') {
  const googleSignIn = google === 'unknown' ? undefined : google === 'shown';
  const store = configureStore({ reducer: { mascot: mascotReducer } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Mascot googleSignIn={googleSignIn} /> }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const mascot = await screen.findByTestId('mascot');
  return { store, mascot, router };
}

describe('Mascot', () => {
  it('says the login line sentence by sentence and shows it to screen readers', async () => {
    const { mascot } = await renderAt('/login');
    const line = 'Here, you can login. I always prefer to login with Google!';
    expect(screen.getByRole('status').textContent).toContain(line);
    expect(spoken.map((u) => u.text)).toEqual([
      'Here, you can login.',
      'I always prefer to login with Google!',
    ]);
    expect(mascot.getAttribute('data-emotion')).toBe('idle');
    // Not draggable on the login page: nothing to focus or grab.
    expect(
      screen.getByRole('img', { name: 'Summit, your study buddy' }).hasAttribute('tabindex'),
    ).toBe(false);
  });

  it('says the register line in one utterance', async () => {
    await renderAt('/signup');
    expect(spoken.map((u) => u.text)).toEqual([
      'Here, you can register. Use Google to do it faster!',
    ]);
  });

  // GOOGLE_CLIENT_ID unset: the pages show no Google button, so the lines do not send the
  // visitor looking for one.
  it('says lines without Google where the server offers no Google sign-in', async () => {
    const { store } = await renderAt('/signup', 'hidden');
    expect(store.getState().mascot.message).toBe('Here, you can register. It only takes a minute!');
    expect(spoken.map((u) => u.text)).toEqual(['Here, you can register. It only takes a minute!']);
  });

  it('says the login line without Google sentence by sentence', async () => {
    await renderAt('/login', 'hidden');
    expect(screen.getByRole('status').textContent).toBe('Here, you can login. Welcome back!');
    expect(spoken.map((u) => u.text)).toEqual(['Here, you can login.', 'Welcome back!']);
  });

  it('waits for the server to say whether Google sign-in is offered', async () => {
    const { store } = await renderAt('/signup', 'unknown');
    expect(store.getState().mascot.message).toBeUndefined();
    expect(spoken).toEqual([]);
  });

  it("takes the page's line down when the page is left (signed up, on to the home)", async () => {
    const { store, router } = await renderAt('/signup');
    expect(store.getState().mascot.message).toBe(
      'Here, you can register. Use Google to do it faster!',
    );
    await act(() => router.navigate({ to: '/' }));
    expect(store.getState().mascot.message).toBeUndefined();
  });

  it('reacts to answers with a pose, a message and a varied voice, then settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store, mascot } = await renderAt('/practice/algebra');

    act(() => {
      store.dispatch(correctAnswer());
    });
    expect(mascot.getAttribute('data-emotion')).toBe('happy');
    const praise = store.getState().mascot.message;
    expect(praise).toBeTruthy();
    expect(screen.getByText(praise!)).toBeTruthy();
    // The page announces the result; the mascot's line is not announced after it.
    expect(screen.getByRole('status').textContent).toBe('');
    expect(spoken.at(-1)?.text).toBe(praise);
    expect(spoken.at(-1)?.rate).toBeGreaterThanOrEqual(1);
    expect(spoken.at(-1)?.rate).toBeLessThanOrEqual(1.1);
    expect(spoken.at(-1)?.pitch).toBeGreaterThanOrEqual(1.3);
    expect(spoken.at(-1)?.pitch).toBeLessThanOrEqual(1.4);

    act(() => {
      store.dispatch(wrongAnswer());
    });
    expect(mascot.getAttribute('data-emotion')).toBe('sad');
    expect(store.getState().mascot.message).not.toBe(praise);

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(mascot.getAttribute('data-emotion')).toBe('idle');
    expect(store.getState().mascot.message).toBeUndefined();
  });

  it('remembers the mute switch and stays silent while muted', async () => {
    await renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Mute mascot voice' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(MASCOT_MUTED_STORAGE_KEY)).toBe('true');
  });

  it('starts muted when muted on an earlier visit', async () => {
    localStorage.setItem(MASCOT_MUTED_STORAGE_KEY, 'true');
    await renderAt('/login');
    expect(
      screen.getByRole('button', { name: 'Mute mascot voice' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(spoken).toEqual([]);
    expect(screen.getByRole('status').textContent).toContain('Here, you can login.');
  });
});
