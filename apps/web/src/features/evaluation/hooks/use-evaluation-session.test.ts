import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { EvaluationQuestion } from '@academy/shared/evaluation';
import { LEAVE } from '../lib/evaluation-navigation';
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
const sections = [['s1-1', 's1-2', 's1-3'].map(question), ['s2-1', 's2-2', 's2-3'].map(question)];

const start = () => renderHook(() => useEvaluationSession(sections));

afterEach(() => localStorage.clear());

describe('useEvaluationSession', () => {
  it('starts at section 1 question 1 with nothing answered', () => {
    const { result } = start();
    expect(result.current).toMatchObject({
      sectionNumber: 1,
      questionNumber: 1,
      sectionSize: 3,
      overallNumber: 1,
      total: 6,
      answeredCount: 0,
      isFinal: false,
      canSubmit: false,
      showsBanner: false,
    });
    expect(result.current.question?._id).toBe('s1-1');
  });

  it('walks both sections with Next and Back, keeping answers across sections', () => {
    const { result } = start();
    act(() => result.current.setAnswer('s1-1', 'A'));
    expect(result.current).toMatchObject({ answeredCount: 1, showsBanner: true });

    for (let i = 0; i < 3; i++) act(() => result.current.goNext());
    expect(result.current).toMatchObject({ sectionNumber: 2, questionNumber: 1, overallNumber: 4 });
    act(() => result.current.setAnswer('s2-1', 'B'));

    act(() => void result.current.goBack());
    expect(result.current).toMatchObject({ sectionNumber: 1, questionNumber: 3 });
    expect(result.current.answers).toEqual({ 's1-1': 'A', 's2-1': 'B' });
    expect(result.current.submission).toEqual({ 's1-1': 'A', 's2-1': 'B' });
  });

  it('on the final question: Submit instead of Next, no banner, Next does nothing', () => {
    const { result } = start();
    for (let i = 0; i < 5; i++) act(() => result.current.goNext());
    expect(result.current).toMatchObject({ overallNumber: 6, isFinal: true, canSubmit: false });
    act(() => result.current.goNext());
    expect(result.current.overallNumber).toBe(6);
    act(() => result.current.setAnswer('s2-3', '3'));
    expect(result.current).toMatchObject({ canSubmit: true, showsBanner: false });
  });

  it('Back on the very first question asks to leave and stays put', () => {
    const { result } = start();
    let outcome: string | undefined;
    act(() => {
      outcome = result.current.goBack();
    });
    expect(outcome).toBe(LEAVE);
    expect(result.current.overallNumber).toBe(1);
  });

  it('restores answers and the question after a reload', () => {
    const first = start();
    act(() => first.result.current.setAnswer('s1-2', '21'));
    for (let i = 0; i < 4; i++) act(() => first.result.current.goNext());
    first.unmount();

    const { result } = start();
    expect(result.current.answers).toEqual({ 's1-2': '21' });
    expect(result.current).toMatchObject({ sectionNumber: 2, questionNumber: 2, resumedCount: 1 });
    // Said until the first move.
    act(() => result.current.goNext());
    expect(result.current.resumedCount).toBe(0);
  });

  it('starts over from an earlier visit: no answers, no time, the first question', () => {
    const first = start();
    act(() => first.result.current.setAnswer('s1-1', 'A'));
    act(() => first.result.current.setAnswer('s1-2', ' '));
    act(() => first.result.current.goNext());
    first.unmount();

    const { result } = start();
    expect(result.current.resumedCount).toBe(1);
    act(() => result.current.startOver());
    expect(result.current).toMatchObject({
      answers: {},
      answeredCount: 0,
      overallNumber: 1,
      resumedCount: 0,
      sectionSeconds: [0, 0],
    });
    expect(JSON.parse(localStorage.getItem(EVALUATION_STORAGE_KEY)!).answers).toEqual({});
  });

  it('a restored position that no longer fits starts over, answers kept', () => {
    localStorage.setItem(
      EVALUATION_STORAGE_KEY,
      JSON.stringify({
        answers: { 's1-1': 'C' },
        position: { section: 1, index: 9 },
        savedAt: Date.now(),
      }),
    );
    const { result } = start();
    expect(result.current.overallNumber).toBe(1);
    expect(result.current.answeredCount).toBe(1);
  });

  it('finish clears the stored progress and stops writing it', () => {
    const { result } = start();
    act(() => result.current.setAnswer('s1-1', 'A'));
    expect(localStorage.getItem(EVALUATION_STORAGE_KEY)).not.toBeNull();
    act(() => result.current.finish());
    expect(localStorage.getItem(EVALUATION_STORAGE_KEY)).toBeNull();
    act(() => result.current.setAnswer('s1-2', 'B'));
    expect(localStorage.getItem(EVALUATION_STORAGE_KEY)).toBeNull();
  });
});

describe('useEvaluationSession with the evaluation open in two tabs', () => {
  // The browser tells every other tab of a write to local storage; jsdom has one window, so
  // the test says it, as the other tab would hear it.
  const otherTabWrote = () =>
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: EVALUATION_STORAGE_KEY,
          newValue: localStorage.getItem(EVALUATION_STORAGE_KEY),
          storageArea: localStorage,
        }),
      );
    });

  it('keeps the answers given in either tab', () => {
    const a = start();
    const b = start();
    act(() => a.result.current.setAnswer('s1-1', 'A'));
    otherTabWrote();
    act(() => b.result.current.setAnswer('s1-3', 'C'));
    otherTabWrote();

    expect(a.result.current.answers).toEqual({ 's1-1': 'A', 's1-3': 'C' });
    expect(b.result.current.answers).toEqual({ 's1-1': 'A', 's1-3': 'C' });
    a.unmount();
    b.unmount();
    expect(start().result.current.answers).toEqual({ 's1-1': 'A', 's1-3': 'C' });
  });

  it('stops writing once the other tab submitted', () => {
    const a = start();
    const b = start();
    act(() => a.result.current.setAnswer('s1-1', 'A'));
    otherTabWrote();
    act(() => a.result.current.finish());
    otherTabWrote();

    act(() => b.result.current.setAnswer('s1-2', 'B'));
    expect(localStorage.getItem(EVALUATION_STORAGE_KEY)).toBeNull();
  });
});
