import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import type { AnsweredQuestion, AnsweredQuestionDetail } from '@academy/shared/progress';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { testMathHtml } from '../../../test/math-html';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { AnsweredCard } from './answered-card';

const card: AnsweredQuestion = {
  questionId: 'q-system-1',
  answeredAt: '2026-11-28T10:00:00.000Z',
  body: 'If x + y = 10 and x - y = 4, what is x?',
  bodyLatex: 'If $x + y = 10$ and $x - y = 4$, what is $x$?',
  previewHtml: testMathHtml('If $x + y = 10$ and $x - y = 4$, what is $x$?'),
  type: 'multiple_choice',
  choices: ['5', '6', '7', '8'].map((n, i) => ({ id: 'ABCD'[i]!, latex: `$${n}$`, text: n })),
  correctAnswer: 'C',
  correctAnswerLatex: '$7$',
  userAnswer: 'D',
  isCorrect: false,
  explanation: 'Adding the equations gives 2x = 14.',
  explanationLatex: 'Adding the equations gives $2x = 14$.',
  module: 'SAT Math',
  subModule: 'Algebra',
  subModuleId: 'algebra',
  difficulty: 3,
  pointsEarned: 0,
  timeSpentMs: 42_000,
  inTimedTest: false,
  attempts: 1,
  firstAttemptCorrect: false,
  correctOnTry: null,
  flag: null,
  concepts: [{ _id: 'systems', name: 'Systems of Linear Equations' }],
};

const detail: AnsweredQuestionDetail = {
  ...card,
  bodyHtml: testMathHtml(card.bodyLatex),
  imagePosition: 'top',
  choices: card.choices.map((c) => ({ ...c, html: testMathHtml(c.latex) })),
  correctAnswerHtml: testMathHtml(card.correctAnswerLatex),
  explanationHtml: testMathHtml(card.explanationLatex),
};

async function renderCard(question: AnsweredQuestion = card) {
  const router = createTestRouter(
    { '/': () => <AnsweredCard question={question} now={new Date('2026-11-29T10:00:00Z')} /> },
    '/',
  );
  renderWithProviders(<RouterProvider router={router} />);
  // jsdom lays nothing out, so its name runs the card's blocks together without spaces.
  return screen.findByRole('button', { name: /^Incorrect,\s?1 days? ago:/ });
}

const detailCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) =>
    String(url).endsWith('/api/progress/answered-questions/q-system-1'),
  );

describe('the Question Details modal of a review card', () => {
  it('shows a spinner while the question loads, then the question; reopened, at once', async () => {
    const fetchMock = mockFetch();
    let answer!: (res: Response) => void;
    const details = new Promise<Response>((resolve) => (answer = resolve));
    // The flag control beside Retry asks for the question's flag state on its own.
    fetchMock.mockImplementation((url) =>
      String(url).endsWith('/flag')
        ? Promise.resolve(jsonResponse(200, { questionId: 'q-system-1', flag: null }))
        : details,
    );
    fireEvent.click(await renderCard());

    // The dialog's code loads on the first press.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Question Details' },
      { timeout: 5000 },
    );
    // The card's own facts come first, from the list.
    expect(within(dialog).getByText('Difficulty 3/5')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Loading the question');
    expect(within(dialog).queryByText('Answer choices')).toBeNull();

    answer(jsonResponse(200, detail));
    expect(await within(dialog).findByText('Answer choices')).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(within(dialog).getByText('(Correct)')).toBeTruthy();
    expect(within(dialog).getByText('(Your Answer)')).toBeTruthy();
    expect(within(dialog).getByText('Adding the equations gives 2x = 14.')).toBeTruthy();
    expect(detailCalls(fetchMock)).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /^Incorrect/ }));
    const again = await screen.findByRole('dialog', { name: 'Question Details' });
    expect(within(again).getByText('Answer choices')).toBeTruthy();
    expect(within(again).queryByRole('status')).toBeNull();
    expect(detailCalls(fetchMock)).toHaveLength(1);
  });

  it('says so when the question fails to load, and tries again', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Server error' }));
    fireEvent.click(await renderCard());
    // The dialog's code loads on the first press.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Question Details' },
      { timeout: 5000 },
    );
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Failed to load the question. Please try again.');

    fetchMock.mockResolvedValue(jsonResponse(200, detail));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Answer choices')).toBeTruthy();
  });
});

describe('the controls beside a review card', () => {
  it('are described by the question they act on, as a page holds several alike', async () => {
    await renderCard();
    const description = 'If x + y = 10 and x - y = 4, what is x?';
    expect(screen.getByRole('link', { name: 'Retry this question', description })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Report a problem', description })).toBeTruthy();
    // Each dialog's loaded trigger takes its stand-in's place: the descriptions stay.
    for (const [trigger, dialog] of [
      [
        screen.getByRole('button', { name: 'Report a problem' }),
        'Report a problem with this question',
      ],
      [screen.getByRole('button', { name: /^Incorrect/ }), 'Question Details'],
    ] as const) {
      fireEvent.click(trigger);
      fireEvent.keyDown(await screen.findByRole('dialog', { name: dialog }), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(screen.getByRole('link', { name: 'Retry this question', description })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Report a problem', description })).toBeTruthy();
  });
});

describe('a Reading and Writing card', () => {
  it('is named and previewed by the start of its passage, not its stock question', async () => {
    const lead = 'After weeks of dry weather, the first heavy rain was ______ to the farmers';
    const button = await renderCard({
      ...card,
      body: 'Which choice completes the text with the most logical and precise word or phrase?',
      bodyLatex:
        'Which choice completes the text with the most logical and precise word or phrase?',
      previewHtml: lead,
      passagePreview: lead,
    });
    expect(button.textContent).toContain(lead);
    expect(button.textContent).not.toContain('Which choice');
  });

  it('says when the time on it was a timed test’s count', async () => {
    expect((await renderCard()).textContent).toContain('Time spent: 42s');
    cleanup();
    const button = await renderCard({ ...card, timeSpentMs: 48_000, inTimedTest: true });
    expect(button.textContent).toContain('Time spent: 48s in a timed test');
  });

  it('offers no retry of a question that has left the bank, and says so', async () => {
    await renderCard();
    expect(screen.getByRole('link', { name: 'Retry this question' })).toBeTruthy();
    cleanup();
    await renderCard({ ...card, retired: true });
    expect(screen.queryByRole('link', { name: 'Retry this question' })).toBeNull();
    expect(screen.getByText('No longer in the question bank')).toBeTruthy();
  });
});
