import { describe, expect, it } from 'vitest';
import { goalSchema } from './goal-schema';
import { satScoreSchema } from './sat-score-schema';
import { calibrate, estimateThen, satScoreMessages, satScoreText } from './sat-scores';
import { countdownText, daysToTest, gapText, goalLine, goalMessages, totalEstimate } from './goals';

// 02:00 UTC on Dec 2 is still Dec 1 in Dallas.
const now = new Date('2026-12-02T02:00:00.000Z');
const goal = (testDate: string | null) => ({
  targetScore: 1400,
  testDate,
  updatedAt: '2026-11-20T12:00:00.000Z',
});

describe('the countdown', () => {
  it('counts Dallas days to the test', () => {
    expect(daysToTest(goal('2026-12-05'), now)).toBe(4);
    expect(daysToTest(goal('2026-12-01'), now)).toBe(0);
    expect(daysToTest(goal('2026-11-30'), now)).toBe(-1);
    expect(daysToTest(goal('2027-03-13'), now)).toBe(102);
    expect(daysToTest(goal(null), now)).toBeNull();
  });

  it('says it in words', () => {
    expect([5, 1, 0, -3].map(countdownText)).toEqual([
      '5 days to go',
      'Tomorrow',
      'Today',
      'Taken',
    ]);
  });

  it('gives one line for the tutor, the parents and the mails', () => {
    expect(goalLine(goal('2027-03-13'), now)).toBe(
      'Target 1400 · SAT on Sat, Mar 13, 2027 (102 days to go)',
    );
    expect(goalLine(goal('2026-12-02'), now)).toBe(
      'Target 1400 · SAT on Wed, Dec 2, 2026 (tomorrow)',
    );
    expect(goalLine(goal('2026-11-07'), now)).toBe('Target 1400 · SAT taken on Sat, Nov 7, 2026');
    expect(goalLine(goal(null), now)).toBe('Target 1400 · test date not booked yet');
  });
});

describe('the estimate against the target', () => {
  const ready = (low: number, high: number) => ({ status: 'ready' as const, low, high });

  it('adds the sections once both are ready', () => {
    expect(totalEstimate(ready(560, 620), ready(540, 600))).toEqual({ low: 1100, high: 1220 });
    expect(totalEstimate(ready(560, 620), { status: 'needMore', answersNeeded: 4 })).toBeNull();
  });

  it('says how far the target is, to the nearest 10', () => {
    expect(gapText(1400, { low: 1100, high: 1220 })).toBe('About 240 points to go');
    expect(gapText(1165, { low: 1100, high: 1220 })).toBe(
      'Your target is within your estimated range',
    );
    expect(gapText(1100, { low: 1100, high: 1220 })).toBe('Your estimate reaches your target');
  });
});

describe('goalSchema', () => {
  const schema = goalSchema('2026-12-01');
  const errorOf = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

  it('takes a target and an optional test date from today to two years ahead', () => {
    expect(schema.parse({ targetScore: 1400, testDate: '2026-12-01' })).toEqual({
      targetScore: 1400,
      testDate: '2026-12-01',
    });
    expect(schema.parse({ targetScore: 400, testDate: '' })).toEqual({
      targetScore: 400,
      testDate: null,
    });
    expect(schema.parse({ targetScore: 1600 })).toEqual({ targetScore: 1600, testDate: null });
    expect(schema.parse({ targetScore: 1000, testDate: '2028-11-30' }).testDate).toBe('2028-11-30');
  });

  it('refuses what the SAT cannot be, with the field’s message', () => {
    expect(errorOf({})).toBe(goalMessages.targetRequired);
    expect(errorOf({ targetScore: Number.NaN })).toBe(goalMessages.targetRequired);
    expect(errorOf({ targetScore: '1400' })).toBe(goalMessages.targetRequired);
    expect(errorOf({ targetScore: 390 })).toBe(goalMessages.targetRange);
    expect(errorOf({ targetScore: 1610 })).toBe(goalMessages.targetRange);
    expect(errorOf({ targetScore: 1405 })).toBe(goalMessages.targetStep);
    expect(errorOf({ targetScore: 1400.5 })).toBe(goalMessages.targetStep);
    expect(errorOf({ targetScore: 1400, testDate: '2026-02-30' })).toBe(goalMessages.dateInvalid);
    expect(errorOf({ targetScore: 1400, testDate: 20270313 })).toBe(goalMessages.dateInvalid);
    expect(errorOf({ targetScore: 1400, testDate: '2026-11-30' })).toBe(goalMessages.datePast);
    expect(errorOf({ targetScore: 1400, testDate: '2028-12-01' })).toBe(goalMessages.dateTooFar);
  });
});

describe('satScoreSchema', () => {
  const schema = satScoreSchema('2026-12-01');
  const errorOf = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;
  const valid = { testDate: '2026-11-07', math: 700, readingWriting: 680 };

  it('takes both sections of a test taken up to today, within three years', () => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(schema.parse({ ...valid, testDate: '2026-12-01' }).testDate).toBe('2026-12-01');
    expect(schema.parse({ ...valid, testDate: '2023-12-01' }).testDate).toBe('2023-12-01');
    expect(schema.parse({ ...valid, math: 200, readingWriting: 800 })).toMatchObject({
      math: 200,
      readingWriting: 800,
    });
  });

  it('refuses what the SAT cannot be, with the field’s message', () => {
    expect(errorOf({ ...valid, math: undefined })).toBe(satScoreMessages.mathRequired);
    expect(errorOf({ ...valid, readingWriting: Number.NaN })).toBe(
      satScoreMessages.readingWritingRequired,
    );
    expect(errorOf({ ...valid, math: 190 })).toBe(satScoreMessages.sectionRange);
    expect(errorOf({ ...valid, readingWriting: 810 })).toBe(satScoreMessages.sectionRange);
    expect(errorOf({ ...valid, math: 705 })).toBe(satScoreMessages.sectionStep);
    expect(errorOf({ ...valid, testDate: '' })).toBe(satScoreMessages.dateRequired);
    // An empty date is one problem, not also "too old".
    expect(
      schema.safeParse({ ...valid, testDate: '' }).error?.issues.map((i) => i.message),
    ).toEqual([satScoreMessages.dateRequired]);
    expect(errorOf({ ...valid, testDate: '2026-12-02' })).toBe(satScoreMessages.dateFuture);
    expect(errorOf({ ...valid, testDate: '2023-11-30' })).toBe(satScoreMessages.dateTooOld);
  });

  it('keeps what each section’s estimate said, or null when it had none', () => {
    expect(estimateThen({ status: 'ready', low: 560, high: 620 })).toEqual({ low: 560, high: 620 });
    expect(estimateThen({ status: 'needMore', answersNeeded: 3 })).toBeNull();
  });

  it('counts how often practice’s range held the official section scores', () => {
    const range = (low: number) => ({ low, high: low + 60 });
    expect(
      calibrate([
        {
          math: 700,
          readingWriting: 680,
          practiceEstimate: { math: range(660), readingWriting: null },
        },
        {
          math: 600,
          readingWriting: 760,
          practiceEstimate: { math: range(620), readingWriting: range(640) },
        },
        { math: 500, readingWriting: 500, practiceEstimate: { math: null, readingWriting: null } },
      ]),
    ).toEqual({ sections: 3, within: 1, below: 1, above: 1 });
  });

  it('writes a score in one line', () => {
    expect(satScoreText({ total: 1380, math: 700, readingWriting: 680 })).toBe(
      '1380 (Math 700, Reading and Writing 680)',
    );
  });
});
