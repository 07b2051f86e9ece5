import { ACADEMY, DEFAULT_ACADEMY_CONTACT } from '@academy/shared/academy';
import { describe, expect, it } from 'vitest';
import { evaluationReceiptMail } from '../../src/features/evaluation/mails.ts';

describe("the student's evaluation receipt", () => {
  const { text } = evaluationReceiptMail('student@example.com', DEFAULT_ACADEMY_CONTACT);

  it('says which academy it is from and how to reach it', () => {
    expect(text).toContain(`the ${ACADEMY.name} SAT Math Evaluation`);
    expect(text).toContain(DEFAULT_ACADEMY_CONTACT.phone);
    expect(text.trimEnd().split('\n').at(-1)).toBe(ACADEMY.name);
  });

  it('breaks lines only between paragraphs, so a phone wraps each one whole', () => {
    const lines = text.split('\n').filter(Boolean);
    expect(lines).toContain(
      'We received your answers. One of our experts will review them and send you detailed ' +
        'feedback for free, usually within two business days.',
    );
  });
});
