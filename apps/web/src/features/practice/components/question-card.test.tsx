import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FEEDBACK_CORRECT, FEEDBACK_WRONG } from '@academy/shared/practice';
import { NOT_A_NUMBER_MESSAGE } from '@academy/shared/sat-number-entry';
import { renderWithProviders } from '../../../test/render';
import { progressOverviewQueryOptions } from '../../home/api/get-progress-overview';
import { answeredQuestionsKey } from '../../review/api/get-answered-questions';
import { conceptScoresKey } from '../api/get-concept-scores';
import { submodulesQueryOptions } from '../api/get-submodules';
import { QuestionCard } from './question-card';
import {
  button,
  freeEntry,
  multipleChoice,
  postsTo,
  queryButton,
  radio,
  renderCard,
  serve,
  withFakeApi,
} from './question-card.test-kit';
import { jsonResponse } from '../../../test/fetch-mock';

withFakeApi();

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

  it('keeps a right answer: another choice cannot be picked or checked after it', async () => {
    serve({
      'POST /api/questions/q-mc/check': (body) =>
        jsonResponse(200, { isCorrect: (body as { answer: string }).answer === 'B' }),
    });
    const { onRecorded } = renderCard();
    fireEvent.click(radio('B'));
    fireEvent.click(button('Check Answer'));
    expect(await screen.findByText(FEEDBACK_CORRECT)).toBeTruthy();
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));

    fireEvent.click(radio('A'));
    expect(radio('B').checked).toBe(true);
    expect(button('Check Answer').disabled).toBe(true);
    fireEvent.submit(radio('B').closest('form')!);
    expect(postsTo('/api/questions/q-mc/check')).toEqual([{ answer: 'B' }]);
    expect(screen.getByText(FEEDBACK_CORRECT)).toBeTruthy();
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

  it('sends back a typed answer that is not one number with the rule, ungraded', async () => {
    renderCard(freeEntry);
    const field = screen.getByLabelText('Your answer');
    fireEvent.change(field, { target: { value: '1,500' } });
    fireEvent.click(button('Check Answer'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(NOT_A_NUMBER_MESSAGE);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(postsTo('/api/questions/q-free/check')).toEqual([]);
    expect(screen.queryByText(FEEDBACK_WRONG)).toBeNull();

    fireEvent.change(field, { target: { value: '1500' } });
    expect(screen.queryByText(NOT_A_NUMBER_MESSAGE)).toBeNull();
    fireEvent.click(button('Check Answer'));
    expect(await screen.findByText(FEEDBACK_CORRECT)).toBeTruthy();
    expect(postsTo('/api/questions/q-free/check')).toEqual([{ answer: '1500' }]);
  });
});
