import { ACADEMY, type AcademyContact } from '@academy/shared/academy';
import { REPORT_REASON_LABELS, type ReportReason } from '@academy/shared/question-reports';
import { plainPreview } from '@academy/shared/question-preview';
import { oneLine, renderBlocks } from '../mail/format.ts';
import { greeting } from '../mail/layout.ts';
import type { NewMail } from '../mail/outbox.ts';

export const REPORT_RESOLVED_MAIL_KIND = 'question-report-resolved';

/** How much of the question the mail quotes: enough to recognise it, not to read it. */
const QUOTED_LENGTH = 100;

const day = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: ACADEMY.timeZone,
    month: 'long',
    day: 'numeric',
  }).format(date);

export interface ResolvedReport {
  id: number;
  reason: ReportReason;
  createdAt: Date;
  note: string | null;
  /** The question's plain text (math written out) and topic, as the bank has them now. */
  questionText: string;
  subModuleName: string | null;
}

/**
 * To the student whose report the tutor resolved: which question, that it was looked at, and the
 * tutor's note if they wrote one. Never the key: the student may not have answered it.
 */
export function reportResolvedMail(
  student: { email: string; firstname: string },
  report: ResolvedReport,
  resolverName: string,
  reportsUrl: string,
  academy: AcademyContact,
  sendAt: Date,
): NewMail {
  const topic = report.subModuleName ? ` (${report.subModuleName})` : '';
  const { text, html } = renderBlocks([
    greeting(student.firstname),
    [
      `Thank you for reporting a problem with a question${topic} on ${day(report.createdAt)}: ` +
        `"${REPORT_REASON_LABELS[report.reason]}".`,
    ],
    [`The question: ${plainPreview(report.questionText, QUOTED_LENGTH)}`],
    [`${oneLine(resolverName)} looked into it and marked your report resolved.`],
    ...(report.note ? [[`${oneLine(resolverName)} wrote: ${report.note}`]] : []),
    ['Your reports and what came of them: ', { url: reportsUrl }],
    [`Questions? Call ${academy.phone} or reply to this email.`],
    [ACADEMY.name],
  ]);
  return {
    kind: REPORT_RESOLVED_MAIL_KIND,
    to: student.email,
    replyTo: academy.email,
    subject: 'We looked at the question you reported',
    text,
    html,
    sendAt,
    topic: String(report.id),
  };
}
