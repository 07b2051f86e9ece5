import { describe, expect, it } from 'vitest';
import {
  LEAVE,
  backTarget,
  canSubmit,
  firstPosition,
  isFinalQuestion,
  nextPosition,
  overallNumber,
  showsSubmitBanner,
  totalQuestions,
  validPosition,
} from './evaluation-navigation';

// Two sections of three questions, as in the test bank.
const sizes = [3, 3];
const at = (section: number, index: number) => ({ section, index });

describe('the start', () => {
  it('is section 1 question 1', () => {
    expect(firstPosition(sizes)).toEqual(at(0, 0));
  });

  it('skips an empty first section and is undefined without questions', () => {
    expect(firstPosition([0, 2])).toEqual(at(1, 0));
    expect(firstPosition([0, 0])).toBeUndefined();
  });

  it('keeps a restored position that fits, otherwise starts over', () => {
    expect(validPosition(sizes, at(1, 2))).toEqual(at(1, 2));
    expect(validPosition(sizes, at(1, 3))).toEqual(at(0, 0));
    expect(validPosition(sizes, at(2, 0))).toEqual(at(0, 0));
    expect(validPosition(sizes, at(-1, 0))).toEqual(at(0, 0));
    expect(validPosition(sizes, at(0.5, 0))).toEqual(at(0, 0));
    expect(validPosition(sizes, undefined)).toEqual(at(0, 0));
  });
});

describe('Next', () => {
  it('moves forward within a section', () => {
    expect(nextPosition(sizes, at(0, 0))).toEqual(at(0, 1));
    expect(nextPosition(sizes, at(1, 1))).toEqual(at(1, 2));
  });

  it('goes from the end of section 1 to section 2 question 1', () => {
    expect(nextPosition(sizes, at(0, 2))).toEqual(at(1, 0));
  });

  it('has nowhere to go from the last question of section 2', () => {
    expect(nextPosition(sizes, at(1, 2))).toBeUndefined();
  });
});

describe('Back', () => {
  it('moves back within a section', () => {
    expect(backTarget(sizes, at(0, 2))).toEqual(at(0, 1));
    expect(backTarget(sizes, at(1, 2))).toEqual(at(1, 1));
  });

  it('returns from section 2 question 1 to the last question of section 1', () => {
    expect(backTarget(sizes, at(1, 0))).toEqual(at(0, 2));
    expect(backTarget([4, 3], at(1, 0))).toEqual(at(0, 3));
  });

  it('leaves the page from section 1 question 1', () => {
    expect(backTarget(sizes, at(0, 0))).toBe(LEAVE);
  });

  it('leaves from the first question when section 1 is empty', () => {
    expect(backTarget([0, 2], at(1, 0))).toBe(LEAVE);
  });
});

describe('the final question and Submit', () => {
  it('is only the last question of section 2', () => {
    expect(isFinalQuestion(sizes, at(1, 2))).toBe(true);
    expect(isFinalQuestion(sizes, at(0, 2))).toBe(false);
    expect(isFinalQuestion(sizes, at(1, 1))).toBe(false);
    expect(isFinalQuestion(sizes, at(0, 0))).toBe(false);
  });

  it('is the end of section 1 when section 2 is empty', () => {
    expect(isFinalQuestion([2, 0], at(0, 1))).toBe(true);
  });

  it('Submit needs at least one answer', () => {
    expect(canSubmit(0)).toBe(false);
    expect(canSubmit(1)).toBe(true);
    expect(canSubmit(6)).toBe(true);
  });
});

describe('the Tired? banner', () => {
  it('is hidden until something is answered', () => {
    expect(showsSubmitBanner(sizes, at(0, 1), 0)).toBe(false);
    expect(showsSubmitBanner(sizes, at(0, 1), 1)).toBe(true);
  });

  it('shows on every question but the final one', () => {
    for (const position of [at(0, 0), at(0, 1), at(0, 2), at(1, 0), at(1, 1)]) {
      expect(showsSubmitBanner(sizes, position, 2)).toBe(true);
    }
    expect(showsSubmitBanner(sizes, at(1, 2), 2)).toBe(false);
  });
});

describe('counters', () => {
  it('counts every question across both sections', () => {
    expect(totalQuestions(sizes)).toBe(6);
    expect(totalQuestions([22, 22])).toBe(44);
  });

  it('numbers the position across both sections from 1', () => {
    expect(overallNumber(sizes, at(0, 0))).toBe(1);
    expect(overallNumber(sizes, at(0, 2))).toBe(3);
    expect(overallNumber(sizes, at(1, 0))).toBe(4);
    expect(overallNumber(sizes, at(1, 2))).toBe(6);
  });
});
