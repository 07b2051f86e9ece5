import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { EvaluationQuestion } from '@academy/shared/evaluation';
import { EVALUATION_STORAGE_KEY } from '../lib/evaluation-storage';
import { useEvaluationSession } from './use-evaluation-session';
import { testMathHtml } from '../../../test/math-html';

const question = (_id: string): EvaluationQuestion => ({
  _id,
  type: 'multiple_choice',
  bodyLatex: `Question ${_id}`,
  bodyHtml: testMathHtml(`Question ${_id}`),
  choices: [],
});
const sections = [['s1-1', 's1-2'].map(question), ['s2-1', 's2-2'].map(question)];
const start = () => renderHook(() => useEvaluationSession(sections));
const stored = () => JSON.parse(localStorage.getItem(EVALUATION_STORAGE_KEY)!);
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the section timer of an evaluation session', () => {
  it('counts the seconds of the section on screen, and keeps them through a reload', () => {
    const first = start();
    expect(first.result.current.sectionSeconds).toEqual([0, 0]);
    wait(90_000);
    expect(first.result.current.sectionSeconds).toEqual([90, 0]);
    act(() => first.result.current.goNext());
    act(() => first.result.current.goNext());
    wait(30_500);
    expect(first.result.current.sectionSeconds).toEqual([90, 30]);
    expect(stored().sectionSeconds).toEqual([90, 30]);
    first.unmount();

    const { result } = start();
    expect(result.current.sectionSeconds).toEqual([90, 30]);
    wait(1_000);
    expect(result.current.sectionSeconds).toEqual([90, 31]);
  });

  it('counts time a slowed-down background tab was open, by the wall clock', () => {
    const { result } = start();
    // A throttled interval fires late: the clock still moved 10 minutes.
    act(() => {
      vi.setSystemTime(Date.now() + 600_000);
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.sectionSeconds[0]).toBe(601);
  });

  it('keeps counting past 35 minutes: it never submits, it records', () => {
    const { result } = start();
    wait(36 * 60_000);
    expect(result.current.sectionSeconds[0]).toBe(2160);
    expect(result.current.isFinal).toBe(false);
  });

  it('remembers a hidden timer, and stops after finish', () => {
    const first = start();
    act(() => first.result.current.setTimerHidden(true));
    expect(stored().timerHidden).toBe(true);
    first.unmount();
    const { result } = start();
    expect(result.current.timerHidden).toBe(true);
    act(() => result.current.finish());
    wait(5_000);
    expect(result.current.sectionSeconds).toEqual([0, 0]);
  });

  it('ignores stored times that do not fit this evaluation', () => {
    for (const sectionSeconds of [[5], [-3, 2], [1.5, 2], 'x']) {
      localStorage.setItem(
        EVALUATION_STORAGE_KEY,
        JSON.stringify({
          answers: {},
          position: { section: 0, index: 0 },
          sectionSeconds,
          savedAt: Date.now(),
        }),
      );
      const { result, unmount } = start();
      expect(result.current.sectionSeconds).toEqual([0, 0]);
      unmount();
    }
  });
});
