import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EvaluationReportResponse, EvaluationResultView } from '@academy/shared/evaluation';
import { EVALUATION_KIND_INFO, type EvaluationKind } from '@academy/shared/evaluation-kinds';
import type { EvaluationReportKey } from '@academy/shared/evaluation-result';
import { apiClient, isApiError } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';

export const evaluationReportQueryKey = (kind: EvaluationKind, id: string) =>
  ['evaluation', 'report', kind, id] as const;

/** POST /api/questions/evaluation[/reading-writing]/report: a report again, by its key. */
export const evaluationReportQueryOptions = (kind: EvaluationKind, report: EvaluationReportKey) =>
  queryOptions({
    queryKey: evaluationReportQueryKey(kind, report.id),
    queryFn: ({ signal }) =>
      apiClient
        .post<EvaluationReportResponse>(
          `/questions/evaluation${EVALUATION_KIND_INFO[kind].path}/report`,
          report,
          { signal, fallbackMessage: 'Failed to fetch evaluation report' },
        )
        .then((r): EvaluationResultView => r.result),
    // A report does not change once scored.
    staleTime: Infinity,
    retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
  });

export const useEvaluationReport = (kind: EvaluationKind, report: EvaluationReportKey) =>
  useQuery(evaluationReportQueryOptions(kind, report));

/** The server no longer has the report for this key: gone, expired, or another form's. */
export const isReportGone = (error: unknown) => isApiError(error) && error.status === 404;
