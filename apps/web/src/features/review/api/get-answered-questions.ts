import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnsweredQuestionsPage } from '@academy/shared/progress';
import { apiClient, type DenialOptions } from '../../../lib/api-client';
import type { AnsweredSearch } from '../lib/answered-search';
import { REVIEW_QUERY_DEFAULTS } from './review-query-defaults';

/** GET /api/progress/answered-questions: one page of the user's answered questions. */
export const getAnsweredQuestions = (
  filter: AnsweredSearch,
  signal?: AbortSignal,
  denial?: DenialOptions,
) =>
  apiClient.get<AnsweredQuestionsPage>('/progress/answered-questions', {
    // Empty values are left out of the query string by the client; concepts are comma-joined.
    query: { ...filter },
    signal,
    fallbackMessage: 'Failed to fetch previously answered questions',
    ...denial,
  });

/** Every page and filter of the review: a recorded answer changes them all. */
export const answeredQuestionsKey = ['progress', 'answered-questions'] as const;

export const answeredQuestionsQueryOptions = (filter: AnsweredSearch, denial?: DenialOptions) =>
  queryOptions({
    queryKey: [...answeredQuestionsKey, filter],
    queryFn: ({ signal }) => getAnsweredQuestions(filter, signal, denial),
    ...REVIEW_QUERY_DEFAULTS,
  });

/** Keeps the last page on screen while the next filter or page loads, instead of a spinner. */
export const useAnsweredQuestions = (filter: AnsweredSearch) =>
  useQuery({ ...answeredQuestionsQueryOptions(filter), placeholderData: keepPreviousData });
