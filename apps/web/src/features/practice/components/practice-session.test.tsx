import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import { FEEDBACK_CORRECT, FREE_ENTRY_BRACKET_MESSAGE } from '@academy/shared/practice';
import type { Question, RandomQuestionResponse } from '@academy/shared/questions';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { PracticeSession, RETRY_NOTE, ROUND_NOTE } from './practice-session';
import { testMathHtml } from '../../../test/math-html';

const question = (id: string, body: string): Question => ({
  _id: id,
  subModule: 'algebra',
  body,
  bodyLatex: body,
  bodyHtml: testMathHtml(body),
  difficulty: 2,
  type: 'free_entry',
  choices: [],
  imagePosition: 'top',
  hints: [{ _id: `${id}-h1`, order: 1, latex: 'A hint.', html: testMathHtml('A hint.') }],
  indepthHints: [],
  concepts: [],
});

let fetchMock: ReturnType<typeof mockFetch>;

/** Serves the given random-question answers in turn; checks are right, records succeed. */
function serve(draws: RandomQuestionResponse[]) {
  const queue = [...draws];
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/random')) return jsonResponse(200, queue.shift());
    if (url.endsWith('/check')) return jsonResponse(200, { isCorrect: true });
    if (url.endsWith('/record-answer')) return jsonResponse(200, { success: true });
    throw new Error(`Unexpected call ${url}`);
  });
}

/** The session inside a minimal router, so its outcome buttons can go to /practice. */
function renderSession(at = '/') {
  const router = createTestRouter(
    {
      '/': () => (
        <Suspense fallback={<p>Loading…</p>}>
          <PracticeSession subModuleId="algebra" subModuleName="Algebra" />
        </Suspense>
      ),
      '/practice': () => <p>Topics page</p>,
    },
    at,
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const answerBox = () => screen.getByLabelText('Your answer') as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  fetchMock = mockFetch();
  // The router restores scroll positions; jsdom does not scroll.
  vi.stubGlobal('scrollTo', () => {});
});

describe('PracticeSession', () => {
  // Retried from the review, a question looked like a second chance at its points.
  it('says a retry counts for neither points nor scores', async () => {
    serve([question('q1', 'First question?')]);
    renderSession('/?question=q1');
    expect(await screen.findByText('First question?')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(RETRY_NOTE);
  });

  // In a "Practice again" round right answers left the scores where they were, unexplained.
  it('says a question of a round counts for neither points nor scores', async () => {
    serve([{ ...question('q1', 'First question?'), round: 1 }]);
    renderSession();
    expect(await screen.findByText('First question?')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(ROUND_NOTE);
  });

  it('says nothing of a retry for a question drawn', async () => {
    serve([question('q1', 'First question?')]);
    renderSession('/?question=q9');
    expect(await screen.findByText('First question?')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('Next Question draws a new question and resets the answer, hints and verdict', async () => {
    serve([question('q1', 'First question?'), question('q2', 'Second question?')]);
    renderSession();
    expect(await screen.findByText('First question?')).toBeTruthy();

    fireEvent.click(button('Show hint (0/1)'));
    fireEvent.change(answerBox(), { target: { value: '(5)' } });
    fireEvent.click(button('Check Answer'));
    expect(await screen.findByText(FEEDBACK_CORRECT)).toBeTruthy();

    await act(async () => fireEvent.click(button('Next Question')));
    expect(await screen.findByText('Second question?')).toBeTruthy();
    expect(answerBox().value).toBe('');
    expect(button('Show hint (0/1)').disabled).toBe(false);
    expect(button('Check Answer').disabled).toBe(true);
    expect(screen.queryByText(FEEDBACK_CORRECT)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next Question' })).toBeNull();
    expect(screen.queryByText(FREE_ENTRY_BRACKET_MESSAGE)).toBeNull();
    // The button that had focus is gone: the new question takes it.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question' }));
  });

  it('leaves focus alone for the first question', async () => {
    serve([question('q1', 'First question?')]);
    renderSession();
    expect(await screen.findByText('First question?')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it('shows Congratulations! when every question is answered, with a way back to the topics', async () => {
    serve([{ body: 'ALL_QUESTIONS_ANSWERED', subModule: 'algebra' }]);
    const router = renderSession();
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeTruthy();
    fireEvent.click(button('Select Another Submodule'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/practice'));
  });

  it('gives the focus to what comes after the last question, which brings it into view', async () => {
    serve([
      question('q1', 'Last question?'),
      { body: 'ALL_QUESTIONS_ANSWERED', subModule: 'algebra' },
    ]);
    renderSession();
    expect(await screen.findByText('Last question?')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    fireEvent.change(answerBox(), { target: { value: '5' } });
    fireEvent.click(button('Check Answer'));
    expect(await screen.findByText(FEEDBACK_CORRECT)).toBeTruthy();

    await act(async () => fireEvent.click(button('Next Question')));
    const title = await screen.findByRole('heading', { name: 'Congratulations!' });
    expect(document.activeElement).toBe(title);
  });

  // Homework on a concept the student had answered whole led to "No questions left" and no way
  // to do it: a new round of the topic serves the concept's questions again, missed first.
  it('offers Practice again when every question of the chosen concept is answered', async () => {
    const rounds: string[] = [];
    const draws: RandomQuestionResponse[] = [
      { body: 'ALL_QUESTIONS_ANSWERED', subModule: 'algebra', concept: 'slopes' },
      { ...question('q1', 'Again?'), round: 1 },
    ];
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/random?concept=slopes')) return jsonResponse(200, draws.shift());
      if (url.endsWith('/submodule/algebra/rounds')) {
        rounds.push(url);
        return jsonResponse(200, { subModule: 'algebra', round: 1, startedAt: '' });
      }
      throw new Error(`Unexpected call ${url}`);
    });
    const router = createTestRouter(
      {
        '/': () => (
          <Suspense fallback={<p>Loading…</p>}>
            <PracticeSession
              subModuleId="algebra"
              subModuleName="Algebra"
              concept={{ _id: 'slopes', name: 'Slopes' }}
            />
          </Suspense>
        ),
      },
      '/?concept=slopes',
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'No questions left in Slopes' }),
    ).toBeTruthy();
    await act(async () => fireEvent.click(button('Practice again')));
    expect(await screen.findByText('Again?')).toBeTruthy();
    expect(rounds).toHaveLength(1);
  });

  it('says No questions found for this submodule. with a Go Back button', async () => {
    serve([{ body: 'NO_QUESTIONS_FOUND', subModule: 'algebra' }]);
    const router = renderSession();
    expect(
      await screen.findByRole('heading', { name: 'No questions found for this submodule.' }),
    ).toBeTruthy();
    fireEvent.click(button('Go Back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/practice'));
  });
});
