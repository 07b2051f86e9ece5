import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { ACADEMY } from './lib/academy';
import type { SubModule } from '@academy/shared/catalog';
import type { AuthUser } from '@academy/shared/profile';
import type { Question } from '@academy/shared/questions';
import { AUTH_USER_STORAGE_KEY } from '@academy/shared/storage-keys';
import { App } from './app';
import { browserLocation } from './lib/api-client';
import { createAppRouter } from './lib/router';
import { jsonResponse, mockFetch } from './test/fetch-mock';
import { ada } from './test/users';
import { testMathHtml } from './test/math-html';

const algebra: SubModule = {
  _id: 'algebra',
  name: 'Algebra',
  module: 'sat-math',
  moduleName: 'SAT Math',
  averageScore: 0,
  questionCount: 1,
};
const question: Question = {
  _id: 'q1',
  subModule: 'algebra',
  body: 'What is x?',
  bodyLatex: 'What is $x$?',
  bodyHtml: testMathHtml('What is $x$?'),
  difficulty: 1,
  type: 'free_entry',
  choices: [],
  imagePosition: 'top',
  hints: [],
  indepthHints: [],
  concepts: [],
};

afterEach(() => {
  localStorage.clear();
});

/** The whole app at `path`, for a returning user whose stored session is verified at start. */
const openAsReturningUser = (path: string, answers: Record<string, unknown>) =>
  openAwaitingCheck(
    path,
    (url) => (url in answers ? jsonResponse(200, answers[url]) : undefined),
    () => jsonResponse(200, { success: true, user: ada }),
  );

describe('App', () => {
  it('names the practice topic in the title of a page opened directly', async () => {
    // The route's loader first runs while the stored session is being verified, and must run
    // again once it is: the title said only "Practice" on arrival.
    const random = '/api/questions/submodule/algebra/random';
    const { calls } = openAsReturningUser('/practice/algebra', {
      '/api/modules/submodules': [algebra],
      [random]: question,
    });
    await waitFor(() => expect(document.title).toBe(`Algebra · Practice · ${ACADEMY.name}`));
    // Running again, the loader takes the question the page drew: it draws no other.
    expect(calls(random)).toHaveLength(1);
  });
});

/**
 * Opens `path` with a stored user, answering each call by `answer` (or never: what the page
 * shows besides is no part of these tests); the session check answers `verifyAtOnce`, or waits
 * for `verified`.
 */
function openAwaitingCheck(
  path: string,
  answer: (url: string) => Response | Promise<Response> | undefined,
  verifyAtOnce?: () => Response,
  user: AuthUser = ada,
) {
  localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(user));
  let verify: (response: Response) => void = () => {};
  const fetchMock = mockFetch();
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url === '/api/auth/verify') {
      return verifyAtOnce
        ? Promise.resolve(verifyAtOnce())
        : new Promise((resolve) => (verify = resolve));
    }
    const response = answer(url);
    return response ? Promise.resolve(response) : new Promise<Response>(() => {});
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
    scrollRestoration: false,
  });
  render(<App router={router} queryClient={queryClient} />);
  return {
    calls: (url: string) => fetchMock.mock.calls.filter(([input]) => String(input) === url),
    /** Every path called, without its query string. */
    paths: () => fetchMock.mock.calls.map(([input]) => String(input).split('?')[0]),
    verified: (response: Response) => verify(response),
  };
}

describe('the home of a returning user', () => {
  const topics = '/api/modules/submodules';
  const openHome = (answer: (url: string) => Response | undefined) =>
    openAwaitingCheck('/', answer);

  it('asks for its topics while the session is being verified, and not again once it is', async () => {
    const { calls, verified } = openHome((url) =>
      url === topics ? jsonResponse(200, [algebra]) : undefined,
    );
    // Beside the check of the session, not behind it.
    await waitFor(() => expect(calls(topics)).toHaveLength(1));
    expect(calls('/api/auth/verify')).toHaveLength(1);

    verified(jsonResponse(200, { success: true, user: ada }));
    expect(await screen.findByRole('link', { name: /Algebra/ })).toBeTruthy();
    expect(calls(topics)).toHaveLength(1);
  });

  it("shows an unverified user's banner while the session is being verified", async () => {
    // Shown only once the check answered, it pushed the whole page down (a layout shift).
    const { verified } = openAwaitingCheck('/', () => undefined, undefined, {
      ...ada,
      emailVerified: false,
    });
    const banner = await screen.findByRole('region', { name: 'Email verification' });
    expect(screen.getByText('Checking your session')).toBeTruthy();

    verified(jsonResponse(200, { success: true, user: { ...ada, emailVerified: false } }));
    await waitFor(() => expect(screen.queryByText('Checking your session')).toBeNull());
    expect(screen.getByRole('region', { name: 'Email verification' })).toBe(banner);
  });

  it('shows the landing page, not the login page, when the stored session has ended', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    const { calls, verified } = openHome(() => jsonResponse(401, { message: 'Not signed in' }));
    await waitFor(() => expect(calls(topics)).toHaveLength(1));

    verified(jsonResponse(401, { message: 'Not signed in' }));
    expect(await screen.findByRole('link', { name: 'Get started' })).toBeTruthy();
    // The early calls' 401 sent nobody to /login.
    expect(replace).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_USER_STORAGE_KEY)).toBeNull();
  });
});

// Issue 42: on a slow phone, each call made only after the session check costs round trips.
describe('the math pages of a returning user', () => {
  const topics = '/api/modules/submodules';
  const random = '/api/questions/submodule/algebra/random';

  it('practice draws its question while the session is being verified, and only once', async () => {
    const { calls, verified } = openAwaitingCheck('/practice/algebra', (url) =>
      url === topics
        ? jsonResponse(200, [algebra])
        : url === random
          ? jsonResponse(200, question)
          : undefined,
    );
    await waitFor(() => expect(calls(random)).toHaveLength(1));
    expect(calls(topics)).toHaveLength(1);
    expect(calls('/api/modules/submodules/algebra/concepts')).toHaveLength(1);
    expect(calls('/api/modules/submodules/algebra/concept-scores')).toHaveLength(1);
    expect(screen.queryByText('What is')).toBeNull();

    verified(jsonResponse(200, { success: true, user: ada }));
    expect(await screen.findByRole('button', { name: 'Check Answer' })).toBeTruthy();
    expect(calls(random)).toHaveLength(1);
    expect(calls(topics)).toHaveLength(1);
  });

  it('sends a Guest whose free questions are used up to /subscription, as a click would', async () => {
    // A bookmark or a mailed link: the question, drawn beside the session check, was refused.
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    const { calls, verified } = openAwaitingCheck('/practice/algebra', (url) =>
      url === topics
        ? jsonResponse(200, [algebra])
        : url === random
          ? jsonResponse(403, { message: 'Subscription required' })
          : undefined,
    );
    await waitFor(() => expect(calls(random)).toHaveLength(1));
    expect(replace).not.toHaveBeenCalled();

    verified(jsonResponse(200, { success: true, user: ada }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/subscription'));
    expect(screen.queryByText('Something went wrong!')).toBeNull();
  });

  it("practice shows a Guest's question with the trial count above it, not before it", async () => {
    // Drawn first and the count after, the count pushed the question down (a layout shift
    // Lighthouse measured at up to 0.24) under a finger about to tap a choice.
    const guest: AuthUser = { ...ada, subscriptionTier: 'Guest' };
    let countArrives: (response: Response) => void = () => {};
    const count = new Promise<Response>((resolve) => (countArrives = resolve));
    const { calls, verified } = openAwaitingCheck(
      '/practice/algebra',
      (url) =>
        url === topics
          ? jsonResponse(200, [algebra])
          : url === random
            ? jsonResponse(200, question)
            : url === '/api/progress'
              ? count
              : undefined,
      undefined,
      guest,
    );
    // Asked for beside the check and the question.
    await waitFor(() => expect(calls('/api/progress')).toHaveLength(1));

    verified(jsonResponse(200, { success: true, user: guest }));
    expect(await screen.findByText('Loading a question')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check Answer' })).toBeNull();

    countArrives(
      jsonResponse(200, {
        totals: { answered: 0, attempts: 0, correct: 0, points: 0, questionsUsed: 3 },
        subModules: [],
        guestFreeQuestions: 20,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Check Answer' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your free trial' }).textContent).toContain(
      '17 of 20 free questions left.',
    );
    expect(calls('/api/progress')).toHaveLength(1);
  });

  it('practice sends nobody away on the early calls of a session that has ended', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    const { calls, verified } = openAwaitingCheck('/practice/algebra', () =>
      jsonResponse(401, { message: 'Not signed in' }),
    );
    await waitFor(() => expect(calls(random)).toHaveLength(1));

    verified(jsonResponse(401, { message: 'Not signed in' }));
    // The check decides: the login page, reached inside the app, with the way back.
    expect(await screen.findByRole('heading', { name: /sign in|log in/i })).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  it('the review asks for its first page while the session is being verified', async () => {
    const { paths } = openAwaitingCheck('/previously-answered', () => undefined);
    await waitFor(() => expect(paths()).toContain('/api/progress/answered-questions'));
    expect(paths()).toEqual(
      expect.arrayContaining(['/api/auth/verify', '/api/modules', '/api/progress/concepts']),
    );
  });
});
