import { describe, expect, it } from 'vitest';
import {
  correctAnswer,
  initialMascotState,
  mascotReducer,
  resetStreak,
  screenClassFor,
  setEmotion,
  setSizeByScreen,
  showMessage,
  clearMessage,
  updateMascot,
  wrongAnswer,
  type MascotState,
} from './mascot-slice';

const run = (
  actions: Parameters<typeof mascotReducer>[1][],
  from: MascotState = initialMascotState,
) => actions.reduce(mascotReducer, from);

describe('mascot slice', () => {
  it('starts idle at right 40, top 96, 100×125, not animating', () => {
    expect(mascotReducer(undefined, { type: 'init' })).toEqual({
      emotion: 'idle',
      consecutiveCorrect: 0,
      consecutiveWrong: 0,
      position: { right: 40, top: 96 },
      size: { width: 100, height: 125 },
      isAnimating: false,
    });
  });

  it('is happy for 1 and 2 right in a row, clapping from 3', () => {
    expect(run([correctAnswer()])).toMatchObject({
      emotion: 'happy',
      consecutiveCorrect: 1,
      isAnimating: true,
    });
    expect(run([correctAnswer(), correctAnswer()])).toMatchObject({
      emotion: 'happy',
      consecutiveCorrect: 2,
    });
    expect(run([correctAnswer(), correctAnswer(), correctAnswer()])).toMatchObject({
      emotion: 'clapping',
      consecutiveCorrect: 3,
    });
    expect(run([correctAnswer(), correctAnswer(), correctAnswer(), correctAnswer()]).emotion).toBe(
      'clapping',
    );
  });

  it('is sad for 1 and 2 wrong in a row, crying from 3', () => {
    expect(run([wrongAnswer()])).toMatchObject({
      emotion: 'sad',
      consecutiveWrong: 1,
      isAnimating: true,
    });
    expect(run([wrongAnswer(), wrongAnswer()])).toMatchObject({
      emotion: 'sad',
      consecutiveWrong: 2,
    });
    expect(run([wrongAnswer(), wrongAnswer(), wrongAnswer()])).toMatchObject({
      emotion: 'crying',
      consecutiveWrong: 3,
    });
  });

  it('an answer of the other kind resets the opposite streak', () => {
    expect(run([correctAnswer(), correctAnswer(), wrongAnswer()])).toMatchObject({
      consecutiveCorrect: 0,
      consecutiveWrong: 1,
      emotion: 'sad',
    });
    expect(run([wrongAnswer(), wrongAnswer(), wrongAnswer(), correctAnswer()])).toMatchObject({
      consecutiveCorrect: 1,
      consecutiveWrong: 0,
      emotion: 'happy',
    });
  });

  it('reset streak goes back to idle and stops animating', () => {
    expect(run([correctAnswer(), correctAnswer(), correctAnswer(), resetStreak()])).toMatchObject({
      consecutiveCorrect: 0,
      consecutiveWrong: 0,
      emotion: 'idle',
      isAnimating: false,
    });
  });

  it('sets the emotion directly, welcome included', () => {
    expect(run([setEmotion('welcome')]).emotion).toBe('welcome');
  });

  it('merges position on a partial update and replaces the other fields', () => {
    const state = run([
      updateMascot({ position: { top: 300 }, size: { width: 1, height: 2 }, isAnimating: true }),
    ]);
    expect(state.position).toEqual({ right: 40, top: 300 });
    expect(state.size).toEqual({ width: 1, height: 2 });
    expect(state.isAnimating).toBe(true);
  });

  it('shows and clears a message', () => {
    const shown = run([showMessage('Great job!')]);
    expect(shown.message).toBe('Great job!');
    expect(run([clearMessage()], shown).message).toBeUndefined();
    expect(run([clearMessage('Great job!')], shown).message).toBeUndefined();
    expect(run([clearMessage('Keep going!')], shown).message).toBe('Great job!');
  });

  it('sizes by screen class from the 640 / 768 / 1024 breakpoints', () => {
    expect([375, 639, 640, 767, 768, 1023, 1024, 1440].map(screenClassFor)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'default',
      'default',
      'large',
      'large',
    ]);
    expect(run([setSizeByScreen('mobile')]).size).toEqual({ width: 80, height: 100 });
    expect(run([setSizeByScreen('tablet')]).size).toEqual({ width: 100, height: 125 });
    expect(run([setSizeByScreen('default')]).size).toEqual({ width: 100, height: 125 });
    expect(run([setSizeByScreen('large')]).size).toEqual({ width: 180, height: 225 });
  });
});
