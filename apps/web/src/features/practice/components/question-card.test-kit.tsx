// What the QuestionCard tests share: two questions, a fake API answering each call, and finders.
import { afterEach, beforeEach, vi } from 'vitest';
import { screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { Question } from '@academy/shared/questions';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { QuestionCard } from './question-card';
import { testMathHtml } from '../../../test/math-html';

export const multipleChoice: Question = {
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

export const freeEntry: Question = {
  ...multipleChoice,
  _id: 'q-free',
  type: 'free_entry',
  choices: [],
  hints: [],
  indepthHints: [],
};

type Handler = (body: unknown, init?: RequestInit) => Response | Promise<Response>;
let fetchMock: ReturnType<typeof mockFetch>;
let routes: Record<string, Handler>;

/** Answers each `METHOD /api/path` from `routes`; records what was posted. */
export function serve(overrides: Record<string, Handler> = {}) {
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
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined, init);
  });
}

export const postsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

export function renderCard(question: Question = multipleChoice) {
  const onNext = vi.fn();
  const onRecorded = vi.fn();
  const { queryClient, store } = renderWithProviders(
    <QuestionCard question={question} onNext={onNext} onRecorded={onRecorded} />,
  );
  return { store, onNext, onRecorded, queryClient };
}

// Radios are found by value: jsdom cannot compute names through KaTeX's MathML.
export const radio = (id: string) =>
  document.querySelector<HTMLInputElement>(`input[type="radio"][value="${id}"]`)!;
export const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
export const queryButton = (name: string) => screen.queryByRole('button', { name });

/** Gives each test of the calling file a fresh fake API (files share modules: isolate is off). */
export function withFakeApi() {
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock = mockFetch();
    serve();
  });
  afterEach(() => {
    toast.remove();
    vi.unstubAllGlobals();
  });
}

/** The headers of each call to `path`, in order. */
export const headersTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => init?.headers as Record<string, string>);
