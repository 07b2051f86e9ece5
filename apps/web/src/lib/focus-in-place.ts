/** Whether the element rides in a bar stuck or fixed on screen (the site header, a test's bar). */
function inStuckBar(element: HTMLElement) {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'sticky' || position === 'fixed') return true;
  }
  return false;
}

/**
 * Gives focus back to a control, scrolling to it only when it may be out of sight. A control
 * in a sticky bar is always on screen, yet inside the page's scroll padding, kept clear of that
 * bar for controls reached by Tab: Chromium scrolled the page to its top to bring the control
 * out from under its own bar (Escape on the account menu, a dialog opened from the header).
 */
export function focusInPlace(element: HTMLElement) {
  element.focus({ preventScroll: inStuckBar(element) });
}
