import { useMutation } from '@tanstack/react-query';
import type { QuestionReportReceipt, ReportQuestionInput } from '@academy/shared/question-reports';
import { apiClient } from '../../../lib/api-client';

/** POST /api/questions/:id/report: "Report a problem with this question". */
export const reportQuestion = ({
  questionId,
  ...input
}: ReportQuestionInput & { questionId: string }) =>
  apiClient.post<QuestionReportReceipt>(
    `/questions/${encodeURIComponent(questionId)}/report`,
    input,
    { fallbackMessage: 'Failed to send the report' },
  );

export const useReportQuestion = () => useMutation({ mutationFn: reportQuestion });
