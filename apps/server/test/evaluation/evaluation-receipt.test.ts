import { ACADEMY, DEFAULT_ACADEMY_CONTACT } from '@academy/shared/academy';
import { describe, expect, it } from 'vitest';
import { loadEvaluation } from '../../src/features/evaluation/evaluation-store.ts';
import { evaluationTiming } from '@academy/shared/evaluation-timing';
import {
  evaluationReceiptMail,
  evaluationReportMail,
} from '../../src/features/evaluation/mails.ts';
import { scoreEvaluation } from '../../src/features/evaluation/scoring.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';

const { questions } = loadEvaluation(DEFAULT_CONTENT_ROOT)!;
const [first, second] = questions;
// The first question right, the second wrong, the rest blank.
const result = scoreEvaluation(questions, { [first!.id]: first!.accepted[0]!, [second!.id]: '7' });

const links = { publicUrl: 'https://academy.example', signedIn: false };
const receipt = (r: typeof result, signedIn = false) =>
  evaluationReceiptMail('student@example.com', DEFAULT_ACADEMY_CONTACT, r, {
    ...links,
    signedIn,
  });

describe("the student's evaluation receipt", () => {
  const { text } = receipt(result);

  it('says which academy it is from and how to reach it', () => {
    expect(text).toContain(`the ${ACADEMY.name} SAT Math Evaluation`);
    expect(text).toContain(DEFAULT_ACADEMY_CONTACT.phone);
    expect(text.trimEnd().split('\n').at(-1)).toBe(ACADEMY.name);
  });

  it('carries the result the screen shows: the range, the counts and each miss explained', () => {
    const { low, high } = result.scoreRange;
    expect(text).toContain(`Estimated SAT Math score: ${low}–${high}`);
    expect(text).toContain('This is an estimate, not an official SAT score');
    expect(text).toContain('Section 1: 1 of 22');
    expect(text).toContain('By domain:');
    expect(text).toContain(`Questions to review (43):`);
    expect(text).toContain('Section 1, question 2');
    expect(text).toContain('Your answer: "7".');
    // A question left without an answer is named as on the results page.
    expect(text).toContain('Your answer: Left blank.');
    // Math is written out for a plain-text mail.
    expect(text).not.toMatch(/\\[a-z]+/);
  });

  it("names a blank in the tutor's report as the results page and the receipt do", () => {
    const report = evaluationReportMail('tutor@example.com', 'student@example.com', result);
    expect(report.text).toMatch(/ answer "7", correct /);
    expect(report.text).toMatch(/ answer Left blank, correct /);
  });

  it('says how long each section took against its limit, when the page sent the times', () => {
    const timed = { ...result, timing: evaluationTiming([1_860, 2_280]) };
    const mail = receipt(timed);
    expect(mail.text).toContain('Section 1: 1 of 22; time: 31 min — within the 35 minutes');
    expect(mail.text).toContain('Section 2: 0 of 22; time: 38 min — over the 35 minutes');
    const report = evaluationReportMail('tutor@example.com', 'student@example.com', timed);
    expect(report.text).toContain('Section 2: 0 of 22; time: 38 min — over the 35 minutes');
    // In the tutor's words: no reference to our design notes.
    expect(report.text).toMatch(
      /^Ability estimate: -?\d+\.\d\d, 80% interval .+ \(0 is an average test taker\)$/m,
    );
    expect(report.text).not.toContain('decision');
    // Without times (an older page), the counts alone.
    expect(text).toMatch(/^Section 1: 1 of 22$/m);
  });

  it('breaks lines only between paragraphs, so a phone wraps each one whole', () => {
    const lines = text.split('\n').filter(Boolean);
    expect(lines).toContain(
      'We received your answers. One of our experts will review them and send you detailed ' +
        'feedback for free, usually within two business days.',
    );
  });

  // The page's next steps, which the mail, often a parent's only lasting view, lacked: a parent
  // reading it on a phone could not find the account that keeps the result.
  it("offers the result page's next steps, the address filled in for a visitor", () => {
    expect(text).toContain(
      'Create your free account with this address to keep this result and practice your ' +
        'weakest topics: https://academy.example/signup?email=student%40example.com',
    );
    expect(text).toContain(
      'Start the Quarterly plan: https://academy.example/signup?plan=Quarterly&email=student%40example.com',
    );
    expect(text).toContain('Book a session with our tutor: https://academy.example/?book=session');
    const signedIn = receipt(result, true).text;
    expect(signedIn).not.toContain('/signup');
    expect(signedIn).toContain('Keep practicing on your account: https://academy.example/');
    expect(signedIn).toContain(
      'Book a session with our tutor: https://academy.example/?book=session',
    );
  });
});
