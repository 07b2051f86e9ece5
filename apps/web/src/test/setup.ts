import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';

// jsdom lacks a few browser APIs that Radix, cmdk and react-hot-toast use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(() => {
  cleanup();
  localStorage.clear();
  // sessionStorage too: a booking draft a test left there (saved on its way to the checkout) was
  // restored by the next file's booking form, whose one chosen time then fell short of the
  // draft's sessions, so the form never booked. Which file ran next in a worker varies with load.
  sessionStorage.clear();
  // Files share one module graph (isolate: false): a toast left over would show in the next
  // file's Toaster.
  toast.remove();
  // And one document: markup a test wrote itself (not rendered, so not unmounted) was read by
  // the next file's queries ("Found multiple elements with the role paragraph").
  document.body.replaceChildren();
});
