import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SessionReport,
  SessionReportList,
  SessionsToReport,
  TutorSessionReports,
} from '@academy/shared/session-reports';
import type { SessionReportInput } from '@academy/shared/session-report-schema';
import { apiClient } from '../../../lib/api-client';

/** GET /api/session-reports: the signed-in student's own. */
export const mySessionReportsQueryOptions = () =>
  queryOptions({
    queryKey: ['session-reports', 'mine'],
    queryFn: ({ signal }) => apiClient.get<SessionReportList>('/session-reports', { signal }),
  });

/** GET /api/tutor/students/:id/session-reports: the sessions to report, and those reported. */
export const studentSessionReportsQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: ['session-reports', 'student', studentId],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiClient.get<TutorSessionReports>(`/tutor/students/${studentId}/session-reports`, {
        signal,
        fallbackMessage: 'Failed to load the session reports',
      }),
  });

/** GET /api/tutor/sessions/to-report: every student's held sessions without a report. */
export const sessionsToReportQueryOptions = () =>
  queryOptions({
    queryKey: ['session-reports', 'to-report'],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiClient.get<SessionsToReport>('/tutor/sessions/to-report', {
        signal,
        fallbackMessage: 'Failed to load the sessions to report',
      }),
  });

/** PUT /api/tutor/sessions/:id/report: writes a session's report, or corrects it. */
export function useWriteSessionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, ...input }: SessionReportInput & { sessionId: string }) =>
      apiClient.put<SessionReport>(`/tutor/sessions/${sessionId}/report`, input, {
        fallbackMessage: 'Failed to save the report',
      }),
    // The student's panel and the tutor's to-do list both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session-reports'] }),
  });
}
