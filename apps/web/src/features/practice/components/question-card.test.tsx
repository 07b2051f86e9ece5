import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { FEEDBACK_CORRECT, FEEDBACK_WRONG } from '@academy/shared/practice';
import type { Question } from '@academy/shared/questions';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { progressOverviewQueryOptions } from '../../home/api/get-progress-overview';
import { answeredQuestionsKey } from '../../review/api/get-answered-questions';
import { conceptScoresKey } from '../api/get-concept-scores';
import { submodulesQueryOptions } from '../api/get-submodules';
import { QuestionCard } from './question-card';
import { testMathHtml } from '../../../test/math-html';

const multipleChoice: Question = {
  _id: 'q-mc',
  subModule: 'algebra',
  body: 'If 2x + 3 = 11, what is x?',
  bodyLatex: 'If $2x + 3 = 11$, what is $x$?',
  bodyHtml: testMathHtml('If $2x + 3 = 11$, what is $x$?'),
  difficulty: 1,
  type: 'multiple_choice',
  choices: ['3', '4', '5', '7'].map((n, i) => ({
    id: 'ABCD'[i]!,
    latex: `$${n}$`,
    html: testMathHtml(`$${n}$`),
    text: n,
  })),
  imagePosition: 'top',
  hints: [
    {
      _id: 'h1',
      order: 1,
      latex: 'Undo the addition first.',
      html: testMathHtml('Undo the addition first.'),
    },
    {
      _id: 'h2',
      order: 2,
      latex: 'Then undo the multiplication.',
      html: testMathHtml('Then undo the multiplication.'),
    },
  ],
  indepthHints: [
    {
      _id: 's1',
      order: 1,
      latex: 'Subtract 3, then divide by 2.',
      html: testMathHtml('Subtract 3, then divide by 2.'),
    },
  ],
  concepts: [{ _id: 'linear', name: 'Linear Equations' }],
};

const freeEntry: Question = {
  ...multipleChoice,
  _id: 'q-free',
  type: 'free_entry',
  choices: [],
  hints: [],
  indepthHints: [],
};

type Handler = (body: unknown) => Response | Promise<Response>;
let fetchMock: ReturnType<typeof mockFetch>;
let routes: Record<string, Handler>;

/** Answers each `METHOD /api/path` from `routes`; records what was posted. */
function serve(overrides: Record<string, Handler> = {}) {
  routes = {
    'POST /api/questions/q-mc/check': () => jsonResponse(200, { isCorrect: false }),
    'POST /api/questions/q-free/check': () => jsonResponse(200, { isCorrect: true }),
    'POST /api/progress/record-answer': () => jsonResponse(200, { success: true }),
    'GET /api/questions/q-mc/answer': () =>
      jsonResponse(200, {
        correctAnswer: 'B',
        correctAnswerLatex: '$4$',
        explanation: 'Subtracting 3 gives 2x = 8, so x = 4.',
        explanationLatex: 'Subtracting $3$ gives $2x = 8$, so $x = 4$.',
      }),
    ...overrides,
  };
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected call ${key}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
}

const postsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

function renderCard(question: Question = multipleChoice) {
  const onNext = vi.fn();
  const onRecorded = vi.fn();
  const { queryClient, store } = renderWithProviders(
    <QuestionCard question={question} onNext={onNext} onRecorded={onRecorded} />,
  );
  return { store, onNext, onRecorded, queryClient };
}

// Radios are found by value: jsdom cannot compute names through KaTeX's MathML.
const radio = (id: string) =>
  document.querySelector<HTMLInputElement>(`input[type="radio"][value="${id}"]`)!;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const queryButton = (name: string) => screen.queryByRole('button', { name });

beforeEach(() => {
  sessionStorage.clear();
  fetchMock = mockFetch();
  serve();
});

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
});

describe('QuestionCard', () => {
  it('enables Check Answer only once an answer is chosen', () => {
    renderCard();
    expect(button('Check Answer').disabled).toBe(true);
    expect(queryButton('Show Answer')).toBeNull();
    expect(queryButton('Next Question')).toBeNull();
    fireEvent.click(radio('B'));
    expect(button('Check Answer').disabled).toBe(false);
  });

  it('checks, records with the hints used, reacts, then offers the answer and the next question', async () => {
    const { store, onNext, onRecorded, queryClient } = renderCard();
    const scoresKey = [...conceptScoresKey, 'algebra'];
    const submodulesKey = submodulesQueryOptions().queryKey;
    queryClient.setQueryData(scoresKey, []);
    queryClient.setQueryData(submodulesKey, []);
    const reviewKey = [...answeredQuestionsKey, { page: 1 }];
    queryClient.setQueryData(reviewKey, {});
    queryClient.setQueryData([...progressOverviewQueryOptions().queryKey], {});
    fireEvent.click(button('Show hint (0/2)'));
    fireEvent.click(radio('A'));
    fireEvent.click(button('Check Answer'));

    expect(await screen.findByText(FEEDBACK_WRONG)).toBeTruthy();
    expect(postsTo('/api/questions/q-mc/check')).toEqual([{ answer: 'A' }]);
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
    expect(postsTo('/api/progress/record-answer')).toEqual([
      {
        questionId: 'q-mc',
        answer: 'A',
        isCorrect: false,
        timeSpentMs: 0,
        hintsUsed: 1,
        superhintsUsed: 0,
      },
    ]);
    expect(store.getState().mascot).toMatchObject({ emotion: 'sad', consecutiveWrong: 1 });
    // SPEC §4: recording refreshes the concept scores and the submodule averages.
    await waitFor(() => expect(queryClient.getQueryState(scoresKey)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(submodulesKey)?.isInvalidated).toBe(true);
    // The review lists the answer just given, and the home counts it.
    expect(queryClient.getQueryState(reviewKey)?.isInvalidated).toBe(true);
    const overviewKey = progressOverviewQueryOptions().queryKey;
    expect(queryClient.getQueryState(overviewKey)?.isInvalidated).toBe(true);

    fireEvent.click(button('Show Answer'));
    // The reveal's heading, and the mark on choice B.
    expect(await screen.findAllByText('Correct answer')).toHaveLength(2);
    expect(screen.getByText('Explanation')).toBeTruthy();
    expect(queryButton('Show Answer')).toBeNull();

    fireEvent.click(button('Next Question'));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('shows the hints opened again after a reload, and records them with the answer', async () => {
    const first = renderWithProviders(<QuestionCard question={multipleChoice} onNext={vi.fn()} />);
    fireEvent.click(button('Show hint (0/2)'));
    fireEvent.click(button('Show superhint (0/1)'));
    first.unmount();

    // The page again, as after a reload: the same question, its hints still open.
    const { onRecorded } = renderCard();
    expect(await screen.findByText('Undo the addition first.')).toBeTruthy();
    expect(screen.getByText('Subtract 3, then divide by 2.')).toBeTruthy();
    fireEvent.click(radio('A'));
    fireEvent.click(button('Check Answer'));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
    expect(postsTo('/api/progress/record-answer')).toEqual([
      expect.objectContaining({ hintsUsed: 1, superhintsUsed: 1 }),
    ]);
    // Counted once recorded: its next showing starts with none open.
    expect(sessionStorage.length).toBe(0);
  });

  it('lets the student try again after a wrong answer', async () => {
    serve({
      'POST /api/questions/q-mc/check': (body) =>
        jsonResponse(200, { isCorrect: (body as { answer: string }).answer === 'B' }),
    });
    const { store } = renderCard();
    fireEvent.click(radio('A'));
    fireEvent.click(button('Check Answer'));
    expect(await screen.findByText(FEEDBACK_WRONG)).toBeTruthy();

    fireEvent.click(radio('B'));
    fireEvent.click(button('Check Answer'));
    expect(await screen.findByText(FEEDBACK_CORRECT)).toBeTruthy();
    expect(screen.queryByText(FEEDBACK_WRONG)).toBeNull();
    expect(store.getState().mascot).toMatchObject({ emotion: 'happy', consecutiveCorrect: 1 });
  });

  it('disables Check Answer while the check is pending', async () => {
    let answer: (response: Response) => void = () => {};
    serve({
      'POST /api/questions/q-mc/check': () => new Promise<Response>((done) => (answer = done)),
    });
    renderCard();
    fireEvent.click(radio('C'));
    fireEvent.click(button('Check Answer'));
    await waitFor(() => expect(button('Check Answer').disabled).toBe(true));

    answer(jsonResponse(200, { isCorrect: true }));
    expect(await screen.findByText(FEEDBACK_CORRECT)).toBeTruthy();
  });

  it('checks and records once on a double click', async () => {
    const { onRecorded } = renderCard();
    fireEvent.click(radio('A'));
    fireEvent.click(button('Check Answer'));
    fireEvent.click(button('Check Answer'));

    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
    expect(postsTo('/api/questions/q-mc/check')).toHaveLength(1);
    expect(postsTo('/api/progress/record-answer')).toHaveLength(1);
    // Once both are done, the same answer is not checked again (Enter, or the button): only
    // another answer is a new try.
    await waitFor(() => expect(button('Check Answer').disabled).toBe(true));
    fireEvent.submit(radio('A').closest('form')!);
    fireEvent.click(radio('B'));
    fireEvent.click(button('Check Answer'));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(2));
    expect(postsTo('/api/questions/q-mc/check')).toEqual([{ answer: 'A' }, { answer: 'B' }]);
  });

  it('checks a free-entry answer without its brackets', async () => {
    const { store } = renderCard(freeEntry);
    expect(button('Check Answer').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: '(2/3)' } });
    fireEvent.submit(screen.getByLabelText('Your answer').closest('form')!);

    expect(await screen.findByText(FEEDBACK_CORRECT)).toBeTruthy();
    expect(postsTo('/api/questions/q-free/check')).toEqual([{ answer: '2/3' }]);
    expect(store.getState().mascot.emotion).toBe('happy');
  });

  it('says Failed to check answer when the check fails, and records nothing', async () => {
    serve({ 'POST /api/questions/q-mc/check': () => jsonResponse(500, { message: 'Boom' }) });
    renderCard();
    fireEvent.click(radio('A'));
    fireEvent.click(button('Check Answer'));

    expect(await screen.findByText('Failed to check answer')).toBeTruthy();
    expect(screen.queryByText(FEEDBACK_WRONG)).toBeNull();
    expect(queryButton('Next Question')).toBeNull();
    expect(postsTo('/api/progress/record-answer')).toEqual([]);
    expect(button('Check Answer').disabled).toBe(false);
  });

  it('says Failed to record answer when recording fails, keeping the verdict', async () => {
    serve({ 'POST /api/progress/record-answer': () => jsonResponse(500, { message: 'Boom' }) });
    const { onRecorded } = renderCard();
    fireEvent.click(radio('A'));
    fireEvent.click(button('Check Answer'));

    expect(await screen.findByText('Failed to record answer')).toBeTruthy();
    expect(screen.getByText(FEEDBACK_WRONG)).toBeTruthy();
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it('tries recording again after a failure before saying it failed', async () => {
    let failures = 1;
    serve({
      'POST /api/progress/record-answer': () =>
        failures-- > 0
          ? jsonResponse(503, { message: 'Database unavailable' })
          : jsonResponse(200, { success: true }),
    });
    const { onRecorded } = renderCard();
    fireEvent.click(radio('A'));
    fireEvent.click(button('Check Answer'));

    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
    expect(postsTo('/api/progress/record-answer')).toHaveLength(2);
    expect(screen.queryByText('Failed to record answer')).toBeNull();
    // Sent again with its key: had the first call landed, the server answers it once.
    const keys = fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/progress/record-answer')
      .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(keys[1]).toBe(keys[0]);
  });
});
