// The prerendered pages' only script, loaded as it is (a classic async script: our CSP forbids
// inline ones). Their HTML and CSS draw the page, so the app's modules are requested once it is
// on screen: on a slow phone they would otherwise share the first round trips with the
// stylesheet and the font. Until they run, the page's links work as plain links, and the last
// button pressed is kept for the app to press again once it has taken the page over (main.tsx).
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
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
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    const elements = [script];
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      elements.push(link);
    }
    // Each request costs the main thread a few milliseconds (up to 9 in a Lighthouse trace):
    // made all at once, a dozen of them are one long task on a slow phone. So one per task, the
    // entry first; a module it imports before its preload is added is fetched once all the same.
    const addNext = () => {
      const element = elements.shift();
      if (!element) return;
      element.crossOrigin = '';
      document.head.append(element);
      setTimeout(addNext, 0);
    };
    addNext();
  };
  // The first contentful paint is reported once it is on screen (buffered: it may come before
  // this script). Where it is not reported, the next frame's paint has begun after the frame's
  // own callback.
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(start, 0));
  // A tab opened in the background paints nothing until shown.
  setTimeout(start, 1000);
})();
