import { useMutation } from '@tanstack/react-query';
import type { EvaluationSubmission, EvaluationSubmitResponse } from '@academy/shared/evaluation';
import { EVALUATION_KIND_INFO, type EvaluationKind } from '@academy/shared/evaluation-kinds';
import { apiClient } from '../../../lib/api-client';

/** POST /api/questions/evaluation[/reading-writing]/submit: open to anyone, no sign-in needed. */
export const submitEvaluation = (payload: EvaluationSubmission, kind: EvaluationKind = 'math') =>
  apiClient.post<EvaluationSubmitResponse>(
    `/questions/evaluation${EVALUATION_KIND_INFO[kind].path}/submit`,
    payload,
    { fallbackMessage: 'Failed to submit evaluation' },
  );

export const useSubmitEvaluation = (kind: EvaluationKind = 'math') =>
  useMutation({ mutationFn: (payload: EvaluationSubmission) => submitEvaluation(payload, kind) });
