import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { useCheckAnswer } from './check-answer';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

function Checker() {
  const check = useCheckAnswer();
  return (
    <button type="button" onClick={() => check.mutate({ questionId: 'q1', answer: 'A' })}>
      Check
    </button>
  );
}

describe('useCheckAnswer', () => {
  const held = 'This question is in your timed test under way: answer it there.';
  it.each([
    [409, held, held],
    [500, 'Internal server error', 'Failed to check answer'],
  ])('a %i saying "%s" is toasted as "%s"', async (status, message, said) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { message }));
    renderWithProviders(<Checker />);
    screen.getByRole('button', { name: 'Check' }).click();
    expect(await screen.findByText(said)).toBeTruthy();
  });
});
