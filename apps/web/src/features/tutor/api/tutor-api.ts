import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { GoalInput } from '@academy/shared/goal-schema';
import type { StudyGoal } from '@academy/shared/goals';
import type { Role } from '@academy/shared/roles';
import type { TutorResultsPage } from '@academy/shared/sat-scores';
import type {
  StudentSort,
  TutorEvaluationsPage,
  TutorNote,
  TutorStudentDetail,
  TutorTestResult,
  TutorStudentSummary,
  TutorStudentsPage,
} from '@academy/shared/tutor';
import type { SessionBrief } from '@academy/shared/tutor-brief';
import type {
  TutorCancelledSession,
  TutorMovedSession,
  TutorSessionsPage,
} from '@academy/shared/tutor-sessions';
import { apiClient, type DenialOptions } from '../../../lib/api-client';
import { FREE_SLOTS_KEY } from '../../scheduling/api/get-free-slots';

export interface StudentsSearch {
  q?: string;
  sort: StudentSort;
  page: number;
}

export const studentsQueryOptions = (search: StudentsSearch) =>
  queryOptions({
    queryKey: ['tutor', 'students', search],
    queryFn: ({ signal }) =>
      apiClient.get<TutorStudentsPage>('/tutor/students', { signal, query: { ...search } }),
    // The list stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export const studentQueryOptions = (id: string, denial?: DenialOptions) =>
  queryOptions({
    queryKey: ['tutor', 'student', id],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiClient.get<TutorStudentDetail>(`/tutor/students/${id}`, { signal, ...denial }),
  });

/** A student's finished test as the tutor opens it from the student's page. */
export const studentResultQueryOptions = (
  studentId: string,
  attemptId: string,
  denial?: DenialOptions,
) =>
  queryOptions({
    queryKey: ['tutor', 'student', studentId, 'test', attemptId],
    queryFn: ({ signal }) =>
      apiClient.get<TutorTestResult>(
        `/tutor/students/${encodeURIComponent(studentId)}/tests/${encodeURIComponent(attemptId)}`,
        { signal, ...denial },
      ),
    staleTime: Infinity,
  });

export const evaluationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['tutor', 'evaluations', page],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiClient.get<TutorEvaluationsPage>('/tutor/evaluations', { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });

export const sessionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['tutor', 'sessions', page],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiClient.get<TutorSessionsPage>('/tutor/sessions', { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/tutor/results: every student's official scores, and how practice held them. */
export const resultsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['tutor', 'results', page],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiClient.get<TutorResultsPage>('/tutor/results', { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });

export const briefQueryOptions = (id: string, practiceSheet: number) =>
  queryOptions({
    queryKey: ['tutor', 'brief', id, practiceSheet],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiClient.get<SessionBrief>(`/tutor/students/${id}/brief`, {
        signal,
        query: { practiceSheet },
      }),
  });

export const useStudents = (search: StudentsSearch) => useQuery(studentsQueryOptions(search));
export const useStudent = (id: string) => useQuery(studentQueryOptions(id));
export const useEvaluations = (page: number) => useQuery(evaluationsQueryOptions(page));
export const useUpcomingSessions = (page: number) => useQuery(sessionsQueryOptions(page));
export const useBrief = (id: string, n: number) => useQuery(briefQueryOptions(id, n));
export const useStudentTestResult = (studentId: string, attemptId: string) =>
  useQuery(studentResultQueryOptions(studentId, attemptId));
export const useResults = (page: number) => useQuery(resultsQueryOptions(page));

/**
 * Every change on a student's page reads the page (and the lists) afresh; a session moved or
 * canceled also the free times the next Move form offers: read before the change, they offered
 * for 30 s the hour just taken, which the server then refused, and not the one just freed.
 */
export function useTutorMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  { changesSlots = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tutor'] }),
        changesSlots ? queryClient.invalidateQueries({ queryKey: FREE_SLOTS_KEY }) : null,
      ]),
  });
}

export const useAddNote = (studentId: string) =>
  useTutorMutation((text: string) =>
    apiClient.post<TutorNote>(`/tutor/students/${studentId}/notes`, { text }),
  );
export const useEditNote = () =>
  useTutorMutation(({ id, text }: { id: number; text: string }) =>
    apiClient.patch<TutorNote>(`/tutor/notes/${id}`, { text }),
  );
export const useDeleteNote = () =>
  useTutorMutation((id: number) => apiClient.delete<void>(`/tutor/notes/${id}`));
export const useSetContacted = () =>
  useTutorMutation(({ id, contacted }: { id: string; contacted: boolean }) =>
    apiClient.patch<{ id: string; contacted: boolean }>(`/tutor/evaluations/${id}`, { contacted }),
  );
export const useSetFree = (studentId: string) =>
  useTutorMutation((free: boolean) =>
    apiClient.post<TutorStudentSummary>(`/tutor/students/${studentId}/free`, { free }),
  );
export const useSetRole = (studentId: string) =>
  useTutorMutation((role: Role) =>
    apiClient.patch<{ id: string; role: Role }>(`/tutor/students/${studentId}/role`, { role }),
  );
export const useCancelSession = () =>
  useTutorMutation(
    ({ id, message }: { id: string; message: string }) =>
      apiClient.post<TutorCancelledSession>(
        `/tutor/sessions/${id}/cancel`,
        message.trim() ? { message } : {},
        { fallbackMessage: 'Failed to cancel the session' },
      ),
    { changesSlots: true },
  );
export const useSetStudentGoal = (studentId: string) =>
  useTutorMutation((input: GoalInput) =>
    apiClient.put<StudyGoal>(`/tutor/students/${studentId}/goal`, input, {
      fallbackMessage: 'Failed to save the goal',
    }),
  );
export const useMoveSession = () =>
  useTutorMutation(
    ({ id, start, message }: { id: string; start: string; message: string }) =>
      apiClient.post<TutorMovedSession>(
        `/tutor/sessions/${id}/move`,
        message.trim() ? { start, message } : { start },
        { fallbackMessage: 'Failed to move the session' },
      ),
    { changesSlots: true },
  );
