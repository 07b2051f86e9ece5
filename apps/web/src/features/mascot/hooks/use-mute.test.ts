import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MASCOT_MUTED_STORAGE_KEY } from '../lib/mute-preference';
import { useMute } from './use-mute';

afterEach(() => localStorage.clear());

/** What another tab's switch does here: the stored choice changes, and a storage event says so. */
const switchInAnotherTab = (muted: boolean) =>
  act(() => {
    if (muted) localStorage.setItem(MASCOT_MUTED_STORAGE_KEY, 'true');
    else localStorage.removeItem(MASCOT_MUTED_STORAGE_KEY);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: MASCOT_MUTED_STORAGE_KEY,
        newValue: muted ? 'true' : null,
      }),
    );
  });

describe('useMute', () => {
  it('follows the mute switch of another tab, as the choice is the device’s', () => {
    const { result } = renderHook(() => useMute());
    expect(result.current.muted).toBe(false);
    switchInAnotherTab(true);
    expect(result.current.muted).toBe(true);
    switchInAnotherTab(false);
    expect(result.current.muted).toBe(false);
  });

  it('remembers its own switch', () => {
    const { result } = renderHook(() => useMute());
    act(() => result.current.toggle());
    expect(result.current.muted).toBe(true);
    expect(localStorage.getItem(MASCOT_MUTED_STORAGE_KEY)).toBe('true');
  });
});
