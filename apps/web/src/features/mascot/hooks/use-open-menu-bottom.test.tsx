import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useOpenMenuBottom } from './use-open-menu-bottom';

/** A menu as Radix renders it: content with data-state inside a positioning wrapper. */
function openMenu() {
  const wrapper = document.createElement('div');
  wrapper.style.transform = 'translate(0, -200%)';
  const menu = document.createElement('div');
  menu.setAttribute('role', 'menu');
  let bottom = -400;
  menu.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: bottom - 200, height: 200 });
  wrapper.append(menu);
  document.body.append(wrapper);
  menu.setAttribute('data-state', 'open');
  return {
    place(at: number) {
      bottom = at;
      wrapper.style.transform = `translate(900px, ${at - 200}px)`;
    },
    /** Its entrance animation ends, having moved it without changing any attribute. */
    settle(at: number) {
      bottom = at;
      menu.dispatchEvent(new Event('animationend', { bubbles: true }));
    },
    close: () => menu.setAttribute('data-state', 'closed'),
  };
}

const frames = (count: number) =>
  act(async () => {
    for (let i = 0; i < count; i++) await new Promise((r) => requestAnimationFrame(r));
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useOpenMenuBottom', () => {
  it('waits for a menu placed late, then follows it, and forgets it once closed', async () => {
    const { result } = renderHook(() => useOpenMenuBottom());
    const menu = openMenu();
    // Parked off screen for longer than a busy page's few frames: nothing to step below yet.
    await frames(30);
    expect(result.current).toBeNull();
    act(() => menu.place(290));
    await waitFor(() => expect(result.current).toBe(290));
    act(() => menu.close());
    await waitFor(() => expect(result.current).toBeNull());
  });

  it("measures again when the menu's entrance animation ends", async () => {
    const { result } = renderHook(() => useOpenMenuBottom());
    const menu = openMenu();
    act(() => menu.place(286));
    await waitFor(() => expect(result.current).toBe(286));
    act(() => menu.settle(290));
    await waitFor(() => expect(result.current).toBe(290));
  });
});
