import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Question } from '@academy/shared/questions';
import { renderWithProviders } from '../../../test/render';
import { QuestionCard } from './question-card';
import {
  button,
  freeEntry,
  multipleChoice,
  radio,
  renderCard,
  withFakeApi,
} from './question-card.test-kit';

withFakeApi();

const showCard = (question: Question) =>
  renderWithProviders(<QuestionCard question={question} onNext={vi.fn()} />);
const typedAnswer = () => screen.getByLabelText<HTMLInputElement>('Your answer');

// Each card unmounted and drawn again stands for a reload of the page, or a return to it.
describe('QuestionCard answer not yet checked', () => {
  it('keeps a typed answer through a reload, and forgets it once checked', async () => {
    const first = showCard(freeEntry);
    fireEvent.change(typedAnswer(), { target: { value: '3/4' } });
    first.unmount();

    const { onRecorded } = renderCard(freeEntry);
    await waitFor(() => expect(typedAnswer().value).toBe('3/4'));
    fireEvent.click(button('Check Answer'));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the choice picked through a reload, for that question only', async () => {
    const first = showCard(multipleChoice);
    fireEvent.click(radio('C'));
    first.unmount();

    const again = showCard(multipleChoice);
    await waitFor(() => expect(radio('C').checked).toBe(true));
    expect(button('Check Answer').disabled).toBe(false);
    again.unmount();

    showCard(freeEntry);
    expect(typedAnswer().value).toBe('');
  });
});
