import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fitWideFormulas } from './wide-formulas';

// What each ResizeObserver watches, so a test can resize a box and see who still listens.
const watched = new Map<Element, Set<ResizeObserverCallback>>();
class RecordingResizeObserver {
  private targets = new Set<Element>();
  constructor(private callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.targets.add(target);
    if (!watched.has(target)) watched.set(target, new Set());
    watched.get(target)!.add(this.callback);
  }
  unobserve() {}
  disconnect() {
    this.targets.forEach((target) => watched.get(target)?.delete(this.callback));
    this.targets.clear();
  }
}
const resize = (target: Element) =>
  [...(watched.get(target) ?? [])].forEach((callback) => callback([], {} as ResizeObserver));

// A block of text with one inline formula whose unbreakable run is 300 px wide.
function textWithFormula(room: { width: number }) {
  const text = document.createElement('div');
  text.innerHTML =
    'Then <span class="katex"><span class="katex-html"><span class="katex-base">' +
    '(1,000,000)(0.000012)</span></span></span> is y.';
  Object.defineProperty(text, 'clientWidth', { get: () => room.width });
  const formula = text.querySelector<HTMLElement>('.katex')!;
  Object.defineProperty(formula, 'scrollWidth', { get: () => 300 });
  Object.defineProperty(formula, 'clientWidth', { get: () => Math.min(room.width, 300) });
  const run = formula.querySelector('.katex-base')!;
  run.getBoundingClientRect = () => ({ width: 300 }) as DOMRect;
  document.body.append(text);
  return { text, formula };
}

describe('fitWideFormulas', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', RecordingResizeObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    watched.clear();
    document.body.replaceChildren();
  });

  it('lets a formula go of its scroll watcher once it fits again, and watches it when it does not', () => {
    const room = { width: 200 };
    const { text, formula } = textWithFormula(room);
    const scrollWatchers = () => watched.get(formula)?.size ?? 0;
    const stop = fitWideFormulas(text, '.math-display');
    expect(formula.classList.contains('math-wide')).toBe(true);
    expect(formula.getAttribute('role')).toBe('region');
    expect(scrollWatchers()).toBe(1);

    // The phone turned wide: the formula is back in its line, nothing to scroll or tab to.
    room.width = 600;
    resize(text);
    expect(formula.classList.contains('math-wide')).toBe(false);
    expect(scrollWatchers()).toBe(0);
    expect(formula.hasAttribute('role')).toBe(false);
    expect(formula.hasAttribute('tabindex')).toBe(false);
    expect(formula.hasAttribute('data-more-end')).toBe(false);

    // And back.
    room.width = 200;
    resize(text);
    expect(scrollWatchers()).toBe(1);
    expect(formula.getAttribute('role')).toBe('region');
    stop();
    expect(scrollWatchers()).toBe(0);
  });
});
