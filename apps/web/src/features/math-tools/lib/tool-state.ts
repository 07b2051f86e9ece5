import { MATH_TOOLS_STORAGE_PREFIX } from '@academy/shared/storage-keys';
import type { CalculatorResult } from './calculator';
import type { AngleUnit } from './math-engine';

export interface HistoryItem {
  expression: string;
  result: CalculatorResult;
}

/** What the calculator keeps for one question while the tab is open. */
export interface ToolState {
  unit: AngleUnit;
  input: string;
  history: HistoryItem[];
  graph: string[];
  mode: 'scientific' | 'graphing';
}

export const INITIAL_TOOL_STATE: ToolState = {
  unit: 'rad',
  input: '',
  history: [],
  graph: [''],
  mode: 'scientific',
};

const HISTORY_LIMIT = 50;

export const withHistory = (state: ToolState, item: HistoryItem): ToolState => ({
  ...state,
  history: [item, ...state.history].slice(0, HISTORY_LIMIT),
});

const keyOf = (questionId: string) => `${MATH_TOOLS_STORAGE_PREFIX}${questionId}`;

/** The question's saved state; a missing or damaged entry starts afresh. */
export function loadToolState(questionId: string): ToolState {
  try {
    const saved = JSON.parse(
      sessionStorage.getItem(keyOf(questionId)) ?? 'null',
    ) as Partial<ToolState> | null;
    if (!saved || typeof saved !== 'object') return INITIAL_TOOL_STATE;
    return {
      unit: saved.unit === 'deg' ? 'deg' : 'rad',
      input: typeof saved.input === 'string' ? saved.input : '',
      history: Array.isArray(saved.history) ? saved.history : [],
      graph: Array.isArray(saved.graph) && saved.graph.length > 0 ? saved.graph.map(String) : [''],
      mode: saved.mode === 'graphing' ? 'graphing' : 'scientific',
    };
  } catch {
    return INITIAL_TOOL_STATE;
  }
}

export function saveToolState(questionId: string, state: ToolState) {
  try {
    sessionStorage.setItem(keyOf(questionId), JSON.stringify(state));
  } catch {
    // Storage full or off (private mode): the state lives as long as the panel.
  }
}
