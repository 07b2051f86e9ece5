import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorQuestionReportDetail } from '@academy/shared/question-report-detail';
import {
  questionReportResolutionMessages,
  type QuestionReportState,
} from '@academy/shared/question-report-resolution';
import type { TutorQuestionReportsPage } from '@academy/shared/question-reports';
import { apiClient } from '../../../lib/api-client';
import { useTutorMutation } from './tutor-api';

/** GET /api/tutor/reports: a page of the students' reports, open ones first. */
export const reportsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['tutor', 'reports', page],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiClient.get<TutorQuestionReportsPage>('/tutor/reports', { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });

/**
 * GET /api/tutor/reports/:id: the reported question with its key, and the reporter's first
 * answer; asked for when the card's question is opened. The bank changes only with a deploy.
 */
export const reportDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['tutor', 'report', id],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      apiClient.get<TutorQuestionReportDetail>(`/tutor/reports/${id}`, { signal }),
  });

export const useReports = (page: number) => useQuery(reportsQueryOptions(page));
export const useReportDetail = (id: number) => useQuery(reportDetailQueryOptions(id));

export const useResolveReport = () =>
  useTutorMutation(({ id, note }: { id: number; note: string }) =>
    apiClient.post<QuestionReportState>(
      `/tutor/reports/${id}/resolve`,
      note.trim() ? { note } : {},
      { fallbackMessage: questionReportResolutionMessages.resolveFailed },
    ),
  );

export const useReopenReport = () =>
  useTutorMutation((id: number) =>
    apiClient.post<QuestionReportState>(
      `/tutor/reports/${id}/reopen`,
      {},
      { fallbackMessage: questionReportResolutionMessages.reopenFailed },
    ),
  );
