import { describe, expect, it } from 'vitest';
import { answerRefusedMessage, refusedAfter } from './refused-answers';

describe('refusedAfter', () => {
  const reason = 'Time is up for this module.';

  it("adds up one module's refusals, and keeps them through its end without one", () => {
    let shown = refusedAfter(undefined, 3, { question: 6, reason });
    shown = refusedAfter(shown, 3, { question: 4, reason });
    shown = refusedAfter(shown, 3);
    expect(shown).toEqual({ module: 3, questions: [4, 6], reason });
    expect(answerRefusedMessage(shown!.questions, shown!.reason)).toBe(
      `Your answers to questions 4 and 6 were not saved. ${reason}`,
    );
  });

  it("a later module's end clears them; a later module's refusal replaces them", () => {
    const shown = refusedAfter(undefined, 1, { question: 2, reason });
    expect(refusedAfter(shown, 2)).toBeUndefined();
    expect(refusedAfter(shown, 2, { question: 5, reason })).toEqual({
      module: 2,
      questions: [5],
      reason,
    });
  });

  it('names one question, or three', () => {
    expect(answerRefusedMessage([3])).toBe('Your answer to question 3 was not saved.');
    expect(answerRefusedMessage([4, 5, 6], reason)).toBe(
      `Your answers to questions 4, 5 and 6 were not saved. ${reason}`,
    );
  });
});
