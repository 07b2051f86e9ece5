import { useEffect, type RefObject } from 'react';

/**
 * Marks a sideways-scrolling box with `data-more-start` / `data-more-end` while there is more
 * of its content beyond that edge, kept right as it scrolls, resizes or its fonts arrive. While
 * it scrolls at all it also takes the keyboard focus (tabindex 0), so it can be scrolled with
 * the arrow keys, and with a `label` it becomes a named region, so a screen reader says what
 * scrolls and that it does.
 * `content` is what fills the box: a change of it measures again. (CSS scroll-driven animations
 * could do this alone, but Chromium keeps their last state when the box stops overflowing, as
 * after turning a phone.)
 */
export function useScrollEdges(
  ref: RefObject<HTMLElement | null>,
  content: unknown,
  label?: string,
) {
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    return watchScrollEdges(box, label);
  }, [ref, content, label]);
}

/** What useScrollEdges does, for a box the page did not make (server-rendered math); stops. */
export function watchScrollEdges(box: HTMLElement, label?: string): () => void {
  const show = (hidden: number) => {
    if (hidden > 1) {
      box.tabIndex = 0;
      if (label) {
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', label);
      }
    } else {
      box.removeAttribute('tabindex');
      if (label) {
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    }
    box.toggleAttribute('data-more-start', hidden > 1 && box.scrollLeft > 1);
    box.toggleAttribute('data-more-end', hidden > 1 && box.scrollLeft < hidden - 1);
  };
  const update = () => show(box.scrollWidth - box.clientWidth);
  update();
  const resizes = new ResizeObserver(update);
  resizes.observe(box);
  box.addEventListener('scroll', update, { passive: true });
  let live = true;
  void document.fonts?.ready.then(() => live && update());
  return () => {
    live = false;
    resizes.disconnect();
    box.removeEventListener('scroll', update);
    // A box that stays on the page (a formula back in its line) is no longer a scroll region.
    show(0);
  };
}
