import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EvaluationQuestionsResponse } from '@academy/shared/evaluation';
import { EVALUATION_KIND_INFO, type EvaluationKind } from '@academy/shared/evaluation-kinds';
import { apiClient } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';

// SPEC §9: the evaluation query is fresh for 5 minutes and retried once.
const FRESH_MS = 5 * 60 * 1000;
const RETRIES = 1;

export const getEvaluationQuestions = (kind: EvaluationKind = 'math', signal?: AbortSignal) =>
  apiClient.get<EvaluationQuestionsResponse>(
    `/questions/evaluation${EVALUATION_KIND_INFO[kind].path}`,
    { signal, fallbackMessage: 'Failed to fetch evaluation questions' },
  );

export const evaluationQuestionsQueryOptions = (kind: EvaluationKind = 'math') =>
  queryOptions({
    queryKey: ['evaluation', 'questions', kind],
    queryFn: ({ signal }) => getEvaluationQuestions(kind, signal),
    staleTime: FRESH_MS,
    // One retry, and none for a client error, which would answer the same again.
    retry: (failureCount, error) => failureCount < RETRIES && shouldRetry(failureCount, error),
  });

export const useEvaluationQuestions = (kind: EvaluationKind = 'math') =>
  useQuery(evaluationQuestionsQueryOptions(kind));
