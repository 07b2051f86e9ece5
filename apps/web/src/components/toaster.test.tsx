import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AREA_TOAST_OPTIONS, Toaster } from './toaster';

// react-hot-toast leaves a dismissed toast on screen for its 1 s exit before removing it; the
// removal is timed once React has rendered the dismissal, hence the waits in two steps.
const EXIT_MS = 1000;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shown = (text: string) => screen.queryByText(text) !== null;

beforeEach(() => {
  vi.useFakeTimers();
  render(<Toaster />);
});

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('Toaster (SPEC §4)', () => {
  it.each([
    ['success', () => toast.success('Saved'), 'Saved', 2000],
    ['error', () => toast.error('Failed'), 'Failed', 4000],
    ['blank', () => toast('Heads up'), 'Heads up', 4000],
    // The evaluation and review areas' own reading.
    ['area success', () => toast.success('Sent', AREA_TOAST_OPTIONS.success), 'Sent', 3000],
    ['area error', () => toast.error('Not sent', AREA_TOAST_OPTIONS.error), 'Not sent', 5000],
    ['area blank', () => toast('Note', AREA_TOAST_OPTIONS.blank), 'Note', 5000],
  ])('keeps a %s toast for its time', async (_kind, show, text, durationMs) => {
    act(() => void show());
    await wait(durationMs - 100);
    expect(shown(text)).toBe(true);
    await wait(150);
    await wait(EXIT_MS + 50);
    expect(shown(text)).toBe(false);
  });

  it('keeps a loading toast until it is dismissed', async () => {
    let id = '';
    act(() => void (id = toast.loading('Working...')));
    await wait(60_000);
    expect(shown('Working...')).toBe(true);
    act(() => toast.dismiss(id));
    await wait(EXIT_MS + 50);
    await wait(EXIT_MS + 50);
    expect(shown('Working...')).toBe(false);
  });

  it('shows at most 20 at a time, the newest first', () => {
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Note ${i}`);
    });
    expect(screen.getAllByText(/^Note \d+$/)).toHaveLength(20);
    expect(shown('Note 25')).toBe(true);
    expect(shown('Note 5')).toBe(false);
  });
});

describe('Toaster for screen readers', () => {
  it('says each toast through a live region that is there before it', () => {
    // A region that arrives with its text, as each react-hot-toast message does, is not heard
    // by NVDA or VoiceOver: the region has to be in the page before the text comes.
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    act(() => void toast.success('Saved'));
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('Saved');

    act(() => void toast.error('Failed'));
    expect(region.textContent).toContain('Failed');
    // The toasts are not live regions of their own, which would say them a second time.
    expect(region.querySelectorAll('[aria-live], [role="status"], [role="alert"]')).toHaveLength(0);
  });
});
