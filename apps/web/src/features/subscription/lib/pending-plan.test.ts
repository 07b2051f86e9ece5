import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PENDING_PLAN_STORAGE_KEY,
  pendingPlan,
  rememberPlan,
  takePendingPlan,
} from './pending-plan';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('a plan waiting for the email verification', () => {
  it('is read as often as asked (a resent link carries it), given back once, then forgotten', () => {
    rememberPlan('Yearly');
    expect(pendingPlan()).toBe('Yearly');
    expect(pendingPlan()).toBe('Yearly');
    expect(takePendingPlan()).toBe('Yearly');
    expect(takePendingPlan()).toBeUndefined();
  });

  it('is dropped when more than a week old, tampered or unknown', () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T00:00:00Z') });
    rememberPlan('Monthly');
    vi.setSystemTime(new Date('2026-11-08T00:00:01Z'));
    expect(takePendingPlan()).toBeUndefined();
    localStorage.setItem(
      PENDING_PLAN_STORAGE_KEY,
      JSON.stringify({ plan: 'Lifetime', at: Date.now() }),
    );
    expect(takePendingPlan()).toBeUndefined();
    localStorage.setItem(PENDING_PLAN_STORAGE_KEY, '{not json');
    expect(takePendingPlan()).toBeUndefined();
  });
});
