import { describe, expect, it } from 'vitest';
import { describeTestLength } from './test-length';

const fullMath = { modules: 2, minutes: 70, questionsPerModule: 22 };
const shortSet = { modules: 1, minutes: 19, questionsPerModule: 12 };

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
});
