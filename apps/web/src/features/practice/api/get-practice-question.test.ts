import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { randomQuestionQueryOptions } from './get-random-question';
import { RETRY_UNAVAILABLE, startWithQuestion } from './get-practice-question';

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
    await expect(startWithQuestion(queryClient, 'algebra', 'linear-001')).resolves.toBe(false);
    expect(errors).toHaveBeenCalledWith(HELD, expect.anything());
    expect(
      queryClient.getQueryData(randomQuestionQueryOptions('algebra').queryKey),
    ).toBeUndefined();
  });

  it('says a question gone from the bank or of another topic is not served, and lets the page draw', async () => {
    const errors = vi.spyOn(toast, 'error');
    const queryClient = new QueryClient();
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'Question not found' }));
    await expect(startWithQuestion(queryClient, 'algebra', 'retired-001')).resolves.toBe(false);
    expect(errors).toHaveBeenLastCalledWith(RETRY_UNAVAILABLE.gone, expect.anything());

    fetchMock.mockResolvedValue(
      jsonResponse(200, { _id: 'boundaries-008', subModule: 'boundaries' }),
    );
    await expect(startWithQuestion(queryClient, 'algebra', 'boundaries-008')).resolves.toBe(false);
    expect(errors).toHaveBeenLastCalledWith(RETRY_UNAVAILABLE.elsewhere, expect.anything());
    expect(
      queryClient.getQueryData(randomQuestionQueryOptions('algebra').queryKey),
    ).toBeUndefined();
  });

  it('puts a question of the topic in place of the draw', async () => {
    const question = { _id: 'linear-001', subModule: 'algebra' };
    fetchMock.mockResolvedValue(jsonResponse(200, question));
    const queryClient = new QueryClient();
    await expect(startWithQuestion(queryClient, 'algebra', 'linear-001')).resolves.toBe(true);
    expect(queryClient.getQueryData(randomQuestionQueryOptions('algebra').queryKey)).toEqual(
      question,
    );
  });

  it('lets any other failure through, for the page to show', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Internal server error' }));
    await expect(startWithQuestion(new QueryClient(), 'algebra', 'linear-001')).rejects.toThrow();
  });
});
