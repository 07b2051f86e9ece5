import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_TOOL_STATE, loadToolState, saveToolState, withHistory } from './tool-state';

afterEach(() => sessionStorage.clear());

describe('tool state', () => {
  it('is kept per question for the session', () => {
    const state = withHistory(
      { ...INITIAL_TOOL_STATE, unit: 'deg', graph: ['x^2', '(1, 2)'] },
      {
        expression: '1/2 + 1/2',
        result: { value: 1 },
      },
    );
    saveToolState('q1', state);
    expect(loadToolState('q1')).toEqual(state);
    expect(loadToolState('q2')).toEqual(INITIAL_TOOL_STATE);
  });

  it('starts afresh from a damaged entry', () => {
    sessionStorage.setItem('math_tools:q1', '{not json');
    expect(loadToolState('q1')).toEqual(INITIAL_TOOL_STATE);
    sessionStorage.setItem('math_tools:q1', JSON.stringify({ unit: 'grad', graph: [], mode: 7 }));
    expect(loadToolState('q1')).toEqual(INITIAL_TOOL_STATE);
  });

  it('keeps the newest 50 results first', () => {
    let state = INITIAL_TOOL_STATE;
    for (let i = 0; i < 60; i += 1)
      state = withHistory(state, { expression: String(i), result: { value: i } });
    expect(state.history).toHaveLength(50);
    expect(state.history[0]!.expression).toBe('59');
  });
});
