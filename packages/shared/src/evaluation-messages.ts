import { MAX_ANSWER_LENGTH } from './practice.ts';

// Apart from the submission's schema, so that the page that shows them does not load zod.
export const evaluationMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  answersRequired: 'Please answer at least one question',
  unknownQuestion: 'Answers may only be given for questions of this evaluation',
  answerTooLong: `An answer cannot be more than ${MAX_ANSWER_LENGTH} characters`,
  answerNotText: 'An answer must be text',
  submitFailed: 'Failed to submit evaluation. Please try again.',
  loadFailed: 'Failed to load evaluation questions. Please try again.',
  loading: 'Loading evaluation questions...',
  empty: 'No questions available.',
  tired: 'Tired? You can submit your answers now!',
  success:
    'Hooray! You have submitted your evaluation test. One of our experts will send you a detailed feedback for free! We wish you a great day ahead!',
  answerPlaceholder: 'Enter your answer...',
} as const;

/** The dialog's own check (SPEC §5): empty, then an @; the server checks the address fully. */
export function evaluationEmailError(raw: string): string | undefined {
  const email = raw.trim();
  if (!email) return evaluationMessages.emailRequired;
  if (!email.includes('@')) return evaluationMessages.emailInvalid;
  return undefined;
}
