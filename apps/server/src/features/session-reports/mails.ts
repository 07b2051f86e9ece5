import { ACADEMY, type AcademyContact } from '@academy/shared/academy';
import type { SessionReport } from '@academy/shared/session-reports';
import { formatDateTime, oneLine, renderBlocks, type Block } from '../mail/format.ts';
import { greeting } from '../mail/layout.ts';
import type { NewMail } from '../mail/outbox.ts';

export const SESSION_REPORT_MAIL_KIND = 'session-report';

const shortDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: ACADEMY.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(iso));

const paragraphs = (text: string): Block[] => text.split(/\n+/).map((line) => [line]);

/**
 * The report, mailed once when first written: to the student (`child` unset), and to each of
 * their linked parents (`child` the student's first name), each with the page that keeps it.
 */
export function sessionReportMail(
  reader: { email: string; firstname: string },
  report: SessionReport,
  pageUrl: string,
  academy: AcademyContact,
  child?: string,
): NewMail {
  const whose = child ? `${oneLine(child)}'s` : 'your';
  const { text, html } = renderBlocks([
    greeting(reader.firstname),
    [
      `${report.authorName} wrote about ${whose} tutor session of ` +
        `${formatDateTime(new Date(report.startsAt), ACADEMY.timeZone)}:`,
    ],
    ...paragraphs(report.summary),
    ...(report.nextSteps ? [['Next steps:'], ...paragraphs(report.nextSteps)] : []),
    [child ? 'Every report, with the homework and progress: ' : 'Every report: ', { url: pageUrl }],
    [`Questions? Call ${academy.phone} or reply to this email.`],
    [ACADEMY.name],
  ]);
  return {
    kind: SESSION_REPORT_MAIL_KIND,
    to: reader.email,
    replyTo: academy.email,
    subject: `${child ? `${oneLine(child)}'s` : 'Your'} session report: ${shortDay(report.startsAt)}`,
    text,
    html,
    topic: report.id,
  };
}
