import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyQuestionReports } from '@academy/shared/question-reports';
import { apiClient } from '../../../lib/api-client';

/** GET /api/question-reports: the signed-in user's own reports and what came of them. */
export const myReportsQueryOptions = () =>
  queryOptions({
    queryKey: ['question-reports', 'mine'],
    staleTime: 0,
    queryFn: ({ signal }) => apiClient.get<MyQuestionReports>('/question-reports', { signal }),
  });

export const useMyReports = () => useQuery(myReportsQueryOptions());
