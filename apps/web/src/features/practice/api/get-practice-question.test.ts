import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { randomQuestionQueryOptions } from './get-random-question';
import { startWithQuestion } from './get-practice-question';

const HELD = 'This question is in your timed test under way: answer it there.';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

describe('startWithQuestion (a retry opened from the review)', () => {
  it('says why a question of the timed test under way is held back, and lets the page draw', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: HELD }));
    const errors = vi.spyOn(toast, 'error');
    const queryClient = new QueryClient();
    await startWithQuestion(queryClient, 'algebra', 'linear-001');
    expect(errors).toHaveBeenCalledWith(HELD, expect.anything());
    expect(
      queryClient.getQueryData(randomQuestionQueryOptions('algebra').queryKey),
    ).toBeUndefined();
  });

  it('lets any other failure through, for the page to show', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Internal server error' }));
    await expect(startWithQuestion(new QueryClient(), 'algebra', 'linear-001')).rejects.toThrow();
  });
});
