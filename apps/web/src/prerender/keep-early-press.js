// The prerendered pages' one classic script (a file: our CSP forbids inline ones), deferred and
// placed before the app's entry module, so it runs first. Until the app has hydrated the page,
// its links work as plain links but its buttons do nothing: this keeps the last one pressed, and
// the app presses it again once it has taken the page over (main.tsx).
(() => {
  let pressed = null;
  const keep = (event) => {
    const button = event.target instanceof Element ? event.target.closest('#root button') : null;
    if (button) pressed = button;
  };
  // A button pressed by keyboard is clicked too.
  document.addEventListener('click', keep, true);
  window.takeButtonPressedBeforeStart = () => {
    document.removeEventListener('click', keep, true);
    const button = pressed;
    pressed = null;
    return button;
  };
})();
