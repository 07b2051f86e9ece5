import { MATH_TOOLS_STORAGE_PREFIX } from '@academy/shared/storage-keys';
import { readSessionJson, writeSessionJson } from '../../../lib/session-item';
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

const keyOf = (workId: string) => `${MATH_TOOLS_STORAGE_PREFIX}${workId}`;

/** The question's saved state; a missing or damaged entry starts afresh. */
export function loadToolState(workId: string): ToolState {
  const saved = readSessionJson(keyOf(workId)) as Partial<ToolState> | null;
  if (!saved || typeof saved !== 'object') return INITIAL_TOOL_STATE;
  return {
    unit: saved.unit === 'deg' ? 'deg' : 'rad',
    input: typeof saved.input === 'string' ? saved.input : '',
    history: Array.isArray(saved.history) ? saved.history : [],
    graph: Array.isArray(saved.graph) && saved.graph.length > 0 ? saved.graph.map(String) : [''],
    mode: saved.mode === 'graphing' ? 'graphing' : 'scientific',
  };
}

export function saveToolState(workId: string, state: ToolState) {
  writeSessionJson(keyOf(workId), state);
}
