// The server-rendered pages' second classic script (a file: our CSP forbids inline ones),
// deferred like the press keeper. Their HTML draws them, so the app's code need not compete on a
// slow connection with the stylesheets and fonts that do: this asks for the app's entry (named
// by its data-entry) only once the page has been painted. A press before then is kept by
// keep-early-press.js.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.head.append(script);
  };
  // A frame's callbacks run before its paint, and the task after them once it is painted. A tab
  // opened in the background paints nothing until shown: it starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
