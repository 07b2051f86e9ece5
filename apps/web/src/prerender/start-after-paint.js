// The server-rendered pages' second classic script (a file: our CSP forbids inline ones),
// deferred like the press keeper. Their HTML draws them, so the app's code need not compete on a
// slow connection with the stylesheets and fonts that do: this asks for the app's entry (named
// by its data-entry) only once the page has been painted. A press before then is kept by
// keep-early-press.js.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.head.append(script);
  };
  // A tab opened in the background paints nothing until shown: it starts at once.
  if (document.visibilityState === 'hidden') return start();
  // Started when the first contentful paint is reported, which comes after the frame is shown:
  // a start in the frame's own task would ask for the app while the paint is still pending, and
  // a page-load model (Lighthouse's) then counts the app as something the paint waited for.
  // Without paint timing, the task after the next frame; and never later than a stalled paint.
  const types = window.PerformanceObserver?.supportedEntryTypes ?? [];
  if (!types.includes('paint')) return requestAnimationFrame(() => setTimeout(start, 0));
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 10_000);
})();
