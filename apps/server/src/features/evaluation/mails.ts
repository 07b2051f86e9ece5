import { ACADEMY, type AcademyContact } from '@academy/shared/academy';
import { mathTextToPlain } from '@academy/shared/math-text';
import { EVALUATION_KIND_INFO, type EvaluationKindInfo } from '@academy/shared/evaluation-kinds';
import {
  BLANK_ANSWER_TEXT,
  firstSittingDay,
  retakeNote,
  scoreRangeMeaning,
  scoreRangeText,
  type EvaluationRetake,
} from '@academy/shared/evaluation-result';
import { sectionStarted, sectionTimeText } from '@academy/shared/evaluation-timing';
import type { CappedMailKind } from '../mail/caps.ts';
import type { NewMail } from '../mail/outbox.ts';
import type { EvaluationResult } from './scoring.ts';

const percent = (correct: number, total: number) =>
  total ? Math.round((correct / total) * 100) : 0;

/** A choice with its text, as the correct answer is given; a typed answer quoted as typed. */
const answered = ({ userAnswer, userChoice }: EvaluationResult['missed'][number]) =>
  userChoice
    ? mathTextToPlain(userChoice)
    : userAnswer === null
      ? BLANK_ANSWER_TEXT
      : JSON.stringify(userAnswer);

/** Per section (with its time, when the page sent it) and per domain, as the success screen. */
const tallyLines = ({ sections, timing, domains }: EvaluationResult, info: EvaluationKindInfo) => [
  ...sections.map((s, i) => {
    const seconds = timing?.sectionSeconds[i];
    const time =
      timing && seconds !== undefined
        ? `; time: ${sectionTimeText(seconds, timing.finishedInTime[i] ?? false, info.sectionMinutes, sectionStarted(timing, i))}`
        : '';
    return `Section ${i + 1}: ${s.correct} of ${s.total}${time}`;
  }),
  ``,
  `By domain:`,
  ...domains.map(
    (d) => `- ${d.name}: ${d.correct} of ${d.total} (${percent(d.correct, d.total)}%)`,
  ),
];

/** The same form again, its keys seen after the first sitting: the estimate reads high. */
const retakeLine = (retake: EvaluationRetake) =>
  `Retake: sent ${retake.earlier} time${retake.earlier === 1 ? '' : 's'} before from this ` +
  `address or account, first on ${firstSittingDay(retake)} ` +
  `(est. ${scoreRangeText(retake.firstRange)}); its answers were shown then, so this ` +
  `estimate reads higher than the student's level.`;

/**
 * The tutor's report: the score, where the student stands per domain, and every miss. A reply
 * reaches the student, so the tutor can answer it with the promised feedback.
 */
export function evaluationReportMail(
  to: string,
  studentEmail: string,
  result: EvaluationResult,
  info: EvaluationKindInfo = EVALUATION_KIND_INFO.math,
): NewMail {
  const lines = [
    `A student submitted the ${info.title}.`,
    ``,
    `Student: ${studentEmail}`,
    ...(result.retake ? [retakeLine(result.retake)] : []),
    `Estimated ${info.scoreName} score: ${scoreRangeText(result.scoreRange)} (an 80% range)`,
    // The tutor's words, not the code's: 0 is the average test taker, in standard deviations.
    `Ability estimate: ${result.ability.mean.toFixed(2)}, 80% interval ` +
      `${result.ability.low80.toFixed(2)} to ${result.ability.high80.toFixed(2)} ` +
      `(0 is an average test taker)`,
    `Correct: ${result.correct} of ${result.total} (${result.answered} answered)`,
    ...tallyLines(result, info),
    ``,
    `Missed questions (${result.missed.length}):`,
    ...result.missed.map(
      (m) =>
        `- Section ${m.section} #${m.number} [${m.domain}, difficulty ${m.difficulty}] ` +
        `answer ${answered(m)}, correct ${mathTextToPlain(m.correctAnswer)}\n` +
        `  ${mathTextToPlain(m.question)}`,
    ),
  ];
  return {
    to,
    replyTo: studentEmail,
    kind: 'evaluation-report',
    subject:
      `${info.title}${result.retake ? ' (retake)' : ''}: ${studentEmail} ` +
      `(est. ${scoreRangeText(result.scoreRange)})`,
    text: lines.join('\n'),
  };
}

/**
 * The result page's next steps, as links: the mail is often the only lasting view of the result
 * (a parent's, on a phone), and a visitor's account is made with the address it went to, which
 * then lists the sitting.
 */
function nextSteps(to: string, { publicUrl, signedIn }: { publicUrl: string; signedIn: boolean }) {
  const link = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(path, publicUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  };
  return [
    signedIn
      ? `Keep practicing on your account: ${link('/')}`
      : 'Create your free account with this address to keep this result and practice your ' +
        `weakest topics: ${link('/signup', { email: to })}`,
    ...(signedIn
      ? []
      : [`Start the Quarterly plan: ${link('/signup', { plan: 'Quarterly', email: to })}`]),
    `Book a session with our tutor: ${link('/', { book: 'session' })}`,
  ];
}

/**
 * The student's receipt: the result the screen showed, and the tutor's feedback still to follow.
 * Signed by the academy, so the student knows who will write; one paragraph a line, as a narrow
 * mail app wraps it.
 */
export function evaluationReceiptMail(
  to: string,
  academy: AcademyContact,
  result: EvaluationResult,
  links: { publicUrl: string; signedIn: boolean },
  info: EvaluationKindInfo = EVALUATION_KIND_INFO.math,
): NewMail & { kind: CappedMailKind } {
  return {
    to,
    replyTo: academy.email,
    kind: 'evaluation-receipt',
    subject: `We received your ${info.title}`,
    text: [
      `Thank you for taking the ${ACADEMY.name} ${info.title}!`,
      '',
      'We received your answers. One of our experts will review them and send you detailed ' +
        'feedback for free, usually within two business days.',
      '',
      `Estimated ${info.scoreName} score: ${scoreRangeText(result.scoreRange)}`,
      scoreRangeMeaning(info.scoreName),
      // As the result page says it: the receipt often reaches a parent, who would otherwise
      // take a retake's range for the student's level.
      ...(result.retake ? ['', retakeNote(result.retake)] : []),
      '',
      ...tallyLines(result, info),
      '',
      ...(result.missed.length > 0 ? [`Questions to review (${result.missed.length}):`, ''] : []),
      ...result.missed.flatMap((m) => [
        `Section ${m.section}, question ${m.number} (${m.domain}): ${mathTextToPlain(m.question)}`,
        `Your answer: ${answered(m)}. Correct answer: ${mathTextToPlain(m.correctAnswer)}.`,
        ...(m.explanation ? [mathTextToPlain(m.explanation)] : []),
        '',
      ]),
      ...nextSteps(to, links),
      '',
      `Questions? Call ${academy.phone} or reply to this email.`,
      '',
      'We wish you a great day ahead!',
      ACADEMY.name,
      '',
    ].join('\n'),
  };
}
