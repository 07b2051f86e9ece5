import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffectiveTier } from './use-effective-tier';

const NOW = new Date('2026-11-01T12:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

function Tier({ tier, endDate }: { tier: string; endDate?: string }) {
  return <p>{useEffectiveTier(tier, endDate)}</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useEffectiveTier', () => {
  it('turns a paid tier into Guest when its end passes while the page is open', () => {
    render(<Tier tier="OneTimeMonth" endDate={at(MINUTE)} />);
    expect(screen.getByText('OneTimeMonth')).toBeTruthy();
    act(() => vi.advanceTimersByTime(MINUTE - 1));
    expect(screen.getByText('OneTimeMonth')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Guest')).toBeTruthy();
  });

  it('waits for an end further off than one timer reaches', () => {
    render(<Tier tier="OneTimeYear" endDate={at(40 * DAY)} />);
    act(() => vi.advanceTimersByTime(39 * DAY));
    expect(screen.getByText('OneTimeYear')).toBeTruthy();
    act(() => vi.advanceTimersByTime(DAY));
    expect(screen.getByText('Guest')).toBeTruthy();
  });

  it('checks again on return to the tab, as timers wait while the computer sleeps', () => {
    render(<Tier tier="Monthly" endDate={at(MINUTE)} />);
    vi.setSystemTime(at(2 * MINUTE));
    act(() => void fireEvent.focus(window));
    expect(screen.getByText('Guest')).toBeTruthy();
  });

  it('counts a plan already ended as Guest, and Free as Free', () => {
    const { rerender } = render(<Tier tier="Quarterly" endDate={at(-MINUTE)} />);
    expect(screen.getByText('Guest')).toBeTruthy();
    rerender(<Tier tier="Free" />);
    expect(screen.getByText('Free')).toBeTruthy();
  });
});
