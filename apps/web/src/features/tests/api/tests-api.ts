import { queryOptions } from '@tanstack/react-query';
import type {
  FinishModuleInput,
  FinishedTest,
  SaveTestAnswerInput,
  SaveTestAnswerResponse,
  StartTestResponse,
  TestAttemptView,
  TestResult,
  TestSummary,
} from '@academy/shared/tests';
import { apiClient, STALLED_CALL_MS } from '../../../lib/api-client';

const attemptPath = (attemptId: string) => `/tests/attempts/${encodeURIComponent(attemptId)}`;

export const testsQueryOptions = () =>
  queryOptions({
    queryKey: ['tests'],
    queryFn: ({ signal }) => apiClient.get<TestSummary[]>('/tests', { signal }),
  });

export const finishedTestsQueryOptions = () =>
  queryOptions({
    queryKey: ['tests', 'finished'],
    queryFn: ({ signal }) => apiClient.get<FinishedTest[]>('/tests/finished', { signal }),
  });

/** The attempt as the server holds it: always afresh, its clock and module are the server's. */
export const attemptQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: ['tests', 'attempt', attemptId],
    queryFn: ({ signal }) => apiClient.get<TestAttemptView>(attemptPath(attemptId), { signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const resultQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: ['tests', 'result', attemptId],
    queryFn: ({ signal }) =>
      apiClient.get<TestResult>(`${attemptPath(attemptId)}/result`, { signal }),
    staleTime: Infinity,
  });

export const startTest = (testId: string) =>
  apiClient.post<StartTestResponse>(`/tests/${encodeURIComponent(testId)}/start`);

/**
 * Sets a question's answer (sent again, it sets the same). A stalled call is given up, so the
 * answer waits to be sent again and the module's end does not wait on it.
 */
export const saveTestAnswer = (attemptId: string, questionId: string, input: SaveTestAnswerInput) =>
  apiClient.put<SaveTestAnswerResponse>(
    `${attemptPath(attemptId)}/answers/${encodeURIComponent(questionId)}`,
    input,
    { timeoutMs: STALLED_CALL_MS },
  );

/**
 * Ends the module on screen, and only that one (another device may have moved the test on);
 * given up when it stalls, the attempt is read afresh to say whether it ended.
 */
export const finishTestModule = (attemptId: string, module: number) =>
  apiClient.post<TestAttemptView>(
    `${attemptPath(attemptId)}/finish-module`,
    { module } satisfies FinishModuleInput,
    { timeoutMs: STALLED_CALL_MS },
  );

/** Ends the whole SAT's break before its time: the next module starts now (decision 066). */
export const resumeTest = (attemptId: string) =>
  apiClient.post<TestAttemptView>(`${attemptPath(attemptId)}/resume`);
