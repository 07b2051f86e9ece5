import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useMenuOpen } from './use-menu-open';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useMenuOpen', () => {
  it('follows a menu as Radix opens, closes and removes it', async () => {
    const { result } = renderHook(() => useMenuOpen());
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    act(() => {
      document.body.append(menu);
      menu.setAttribute('data-state', 'open');
    });
    await waitFor(() => expect(result.current).toBe(true));
    act(() => menu.setAttribute('data-state', 'closed'));
    await waitFor(() => expect(result.current).toBe(false));
    act(() => menu.setAttribute('data-state', 'open'));
    await waitFor(() => expect(result.current).toBe(true));
    act(() => menu.remove());
    await waitFor(() => expect(result.current).toBe(false));
  });
});
