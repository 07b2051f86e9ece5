import { useMutation } from '@tanstack/react-query';
import type { EvaluationSubmission, EvaluationSubmitResult } from '@academy/shared/evaluation';
import { apiClient } from '../../../lib/api-client';

/** POST /api/questions/evaluation/submit: open to anyone, no sign-in needed. */
export const submitEvaluation = (payload: EvaluationSubmission) =>
  apiClient.post<EvaluationSubmitResult>('/questions/evaluation/submit', payload, {
    fallbackMessage: 'Failed to submit evaluation',
  });

export const useSubmitEvaluation = () => useMutation({ mutationFn: submitEvaluation });
