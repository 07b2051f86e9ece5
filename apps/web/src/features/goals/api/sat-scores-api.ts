import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SatScore, SatScoreList } from '@academy/shared/sat-scores';
import type { SatScoreInput } from '@academy/shared/sat-score-schema';
import { apiClient } from '../../../lib/api-client';

/** GET /api/sat-scores: the signed-in student's official scores, newest test first. */
export const satScoresQueryOptions = () =>
  queryOptions({
    queryKey: ['sat-scores'],
    queryFn: ({ signal }) =>
      apiClient.get<SatScoreList>('/sat-scores', {
        signal,
        fallbackMessage: 'Failed to load your SAT scores',
      }),
  });

function useScoresChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: satScoresQueryOptions().queryKey }),
  });
}

export const useAddSatScore = () =>
  useScoresChange((input: SatScoreInput) =>
    apiClient.post<SatScore>('/sat-scores', input, {
      fallbackMessage: 'Failed to save your scores',
    }),
  );

export const useRemoveSatScore = () =>
  useScoresChange((id: string) =>
    apiClient.delete<void>(`/sat-scores/${id}`, undefined, {
      fallbackMessage: 'Failed to remove your scores',
    }),
  );
