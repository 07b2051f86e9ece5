import { ACADEMY, type AcademyContact } from '@academy/shared/academy';
import type { CappedMailKind } from '../mail/caps.ts';
import type { NewMail } from '../mail/outbox.ts';
import type { EvaluationResult } from './scoring.ts';

const percent = (correct: number, total: number) =>
  total ? Math.round((correct / total) * 100) : 0;

/**
 * The tutor's report: the score, where the student stands per domain, and every miss. A reply
 * reaches the student, so the tutor can answer it with the promised feedback.
 */
export function evaluationReportMail(
  to: string,
  studentEmail: string,
  result: EvaluationResult,
): NewMail {
  const lines = [
    `A student submitted the SAT Math Evaluation.`,
    ``,
    `Student: ${studentEmail}`,
    `Estimated SAT Math score: ${result.estimatedScore} (200–800)`,
    `Correct: ${result.correct} of ${result.total} (${result.answered} answered)`,
    ...result.sections.map((s, i) => `Section ${i + 1}: ${s.correct} of ${s.total}`),
    ``,
    `By domain:`,
    ...result.domains.map(
      (d) => `- ${d.name}: ${d.correct} of ${d.total} (${percent(d.correct, d.total)}%)`,
    ),
    ``,
    `Missed questions (${result.missed.length}):`,
    ...result.missed.map(
      (m) =>
        `- Section ${m.section} #${m.number} [${m.domain}, difficulty ${m.difficulty}] ` +
        `answered ${m.userAnswer === null ? '(blank)' : JSON.stringify(m.userAnswer)}, correct ${m.correctAnswer}\n  ${m.question}`,
    ),
  ];
  return {
    to,
    replyTo: studentEmail,
    kind: 'evaluation-report',
    subject: `SAT Math Evaluation: ${studentEmail} (est. ${result.estimatedScore})`,
    text: lines.join('\n'),
  };
}

/**
 * The student's receipt: no score, the tutor follows up with feedback. Signed by the academy, so
 * the student knows who will write; one paragraph a line, as a narrow mail app wraps it.
 */
export function evaluationReceiptMail(
  to: string,
  academy: AcademyContact,
): NewMail & { kind: CappedMailKind } {
  return {
    to,
    replyTo: academy.email,
    kind: 'evaluation-receipt',
    subject: 'We received your SAT Math Evaluation',
    text: [
      `Thank you for taking the ${ACADEMY.name} SAT Math Evaluation!`,
      '',
      'We received your answers. One of our experts will review them and send you detailed ' +
        'feedback for free, usually within two business days.',
      '',
      `Questions? Call ${academy.phone} or reply to this email.`,
      '',
      'We wish you a great day ahead!',
      ACADEMY.name,
      '',
    ].join('\n'),
  };
}
