import { useEffect, type RefObject } from 'react';

/**
 * Marks a sideways-scrolling box with `data-more-start` / `data-more-end` while there is more
 * of its content beyond that edge, kept right as it scrolls, resizes or its fonts arrive. While
 * it scrolls at all it also takes the keyboard focus (tabindex 0), so it can be scrolled with
 * the arrow keys.
 * `content` is what fills the box: a change of it measures again. (CSS scroll-driven animations
 * could do this alone, but Chromium keeps their last state when the box stops overflowing, as
 * after turning a phone.)
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, content: unknown) {
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const hidden = box.scrollWidth - box.clientWidth;
      if (hidden > 1) box.tabIndex = 0;
      else box.removeAttribute('tabindex');
      box.toggleAttribute('data-more-start', hidden > 1 && box.scrollLeft > 1);
      box.toggleAttribute('data-more-end', hidden > 1 && box.scrollLeft < hidden - 1);
    };
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
    };
  }, [ref, content]);
}
