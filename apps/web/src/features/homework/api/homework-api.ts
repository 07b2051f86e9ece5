import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Homework, HomeworkList } from '@academy/shared/homework';
import type { HomeworkInput } from '@academy/shared/homework-schema';
import { apiClient } from '../../../lib/api-client';

/** GET /api/homework: the signed-in student's own. */
export const myHomeworkQueryOptions = () =>
  queryOptions({
    queryKey: ['homework', 'mine'],
    // Practice moves the counts: read afresh on each visit to the home.
    staleTime: 0,
    queryFn: ({ signal }) => apiClient.get<HomeworkList>('/homework', { signal }),
  });

/** GET /api/tutor/students/:id/homework: a student's, as their tutor sees it. */
export const studentHomeworkQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: ['homework', 'student', studentId],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiClient.get<HomeworkList>(`/tutor/students/${studentId}/homework`, {
        signal,
        fallbackMessage: 'Failed to load the homework',
      }),
  });

function useHomeworkChange<Input, Output>(
  studentId: string,
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: studentHomeworkQueryOptions(studentId).queryKey }),
  });
}

export const useSetHomework = (studentId: string) =>
  useHomeworkChange(studentId, (input: HomeworkInput) =>
    apiClient.post<Homework>(`/tutor/students/${studentId}/homework`, input, {
      fallbackMessage: 'Failed to set the homework',
    }),
  );

export const useRemoveHomework = (studentId: string) =>
  useHomeworkChange(studentId, (id: string) =>
    apiClient.delete<void>(`/tutor/homework/${id}`, undefined, {
      fallbackMessage: 'Failed to remove the homework',
    }),
  );
