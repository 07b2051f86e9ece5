import { describe, expect, it } from 'vitest';
import { describeTestLength } from './test-length';

const fullMath = { section: 'math', modules: 2, minutes: 70, questionsPerModule: 22 } as const;
const shortSet = { section: 'math', modules: 1, minutes: 19, questionsPerModule: 12 } as const;
const wholeSat = { section: 'sat', modules: 4, minutes: 134, questionsPerModule: 27 } as const;

describe('describeTestLength', () => {
  it('gives the standard time per module', () => {
    expect(describeTestLength(fullMath)).toBe('2 modules of 22 questions, 35 minutes each');
    expect(describeTestLength(shortSet, 'standard')).toBe('12 questions in 19 minutes');
  });

  it('gives the time the server will allow a student with extended time, naming it', () => {
    expect(describeTestLength(fullMath, '1.5x')).toBe(
      '2 modules of 22 questions, 52½ minutes each, with time and a half',
    );
    expect(describeTestLength(shortSet, '2x')).toBe('12 questions in 38 minutes, with double time');
  });

  it('gives each section of the whole SAT and the break, which extended time leaves as it is', () => {
    expect(describeTestLength(wholeSat)).toBe(
      'Reading and Writing (2 modules of 27 questions, 32 minutes each), a 10-minute break, then Math (2 modules of 22 questions, 35 minutes each)',
    );
    expect(describeTestLength(wholeSat, '1.5x')).toBe(
      'Reading and Writing (2 modules of 27 questions, 48 minutes each), a 10-minute break, then Math (2 modules of 22 questions, 52½ minutes each), with time and a half',
    );
  });
});
