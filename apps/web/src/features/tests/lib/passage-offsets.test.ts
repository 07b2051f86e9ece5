import { beforeEach, describe, expect, it } from 'vitest';
import { rangeToSpan, spanToRange, visibleText } from './passage-offsets';

// A passage as PassageView draws it: a blank and an underlined part with their screen-reader
// words, a second paragraph, and the page around it.
const HTML = `
  <p id="before">Question 3 of 12</p>
  <div id="passage"><p id="one">The <span class="blank"><span class="sr-only">blank</span></span> map of the <u><span class="sr-only">underlined: </span>old town</u> was redrawn.</p><p id="two">Surveyors  walked every street.</p></div>
  <p id="after">Which choice completes the text?</p>`;

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = HTML;
  root = document.getElementById('passage')!;
});

const textOf = (id: string, index = 0) =>
  [...document.getElementById(id)!.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE)[
    index
  ] as Text;
const underlined = () => root.querySelector('u')!.lastChild as Text;

function range(
  startNode: Node,
  startOffset: number,
  endNode: Node = startNode,
  endOffset = startOffset,
) {
  const r = document.createRange();
  r.setStart(startNode, startOffset);
  r.setEnd(endNode, endOffset);
  return r;
}

describe('the passage as offsets', () => {
  it('counts only the text a reader sees', () => {
    expect(visibleText(root)).toBe(
      'The  map of the old town was redrawn.Surveyors  walked every street.',
    );
  });

  it('turns a selection across an underlined part into offsets, and back', () => {
    // "map of the old" from the second run of text into the underlined words.
    const selected = range(textOf('one', 1), 1, underlined(), 3);
    const span = rangeToSpan(root, selected);
    expect(span).toEqual({ start: 5, end: 19 });
    expect(visibleText(root).slice(span!.start, span!.end)).toBe('map of the old');

    // The rebuilt Range holds the screen-reader words between (a highlight draws none of them).
    const rebuilt = spanToRange(root, span!)!;
    expect(rebuilt.toString()).toBe('map of the underlined: old');
    expect(rebuilt.startContainer).toBe(textOf('one', 1));
    expect(rebuilt.endContainer).toBe(underlined());
  });

  it('rebuilds a span across two paragraphs, starting at a node’s first letter', () => {
    const text = visibleText(root);
    const start = text.indexOf('redrawn');
    const end = text.indexOf('walked') + 'walked'.length;
    const rebuilt = spanToRange(root, { start, end })!;
    expect(rebuilt.toString()).toBe('redrawn.Surveyors  walked');
    // A span starting where a node starts begins in that node, not at the end of the last.
    const second = spanToRange(root, { start: text.indexOf('Surveyors'), end })!;
    expect(second.startContainer).toBe(textOf('two'));
    expect(second.startOffset).toBe(0);
  });

  it('leaves out the spaces at a selection’s edges', () => {
    const doubleClicked = range(textOf('two'), 0, textOf('two'), 'Surveyors  '.length);
    const span = rangeToSpan(root, doubleClicked)!;
    expect(visibleText(root).slice(span.start, span.end)).toBe('Surveyors');
  });

  it('keeps the passage’s part of a selection that runs past it', () => {
    const intoQuestion = range(textOf('two'), 'Surveyors  walked '.length, textOf('after'), 5);
    const span = rangeToSpan(root, intoQuestion)!;
    expect(visibleText(root).slice(span.start, span.end)).toBe('every street.');
    const fromAbove = range(textOf('before'), 2, textOf('one'), 3);
    expect(rangeToSpan(root, fromAbove)).toEqual({ start: 0, end: 3 });
  });

  it('finds nothing to annotate outside the passage, in an empty or blank selection', () => {
    expect(rangeToSpan(root, range(textOf('after'), 0, textOf('after'), 5))).toBeNull();
    expect(rangeToSpan(root, range(textOf('one'), 2))).toBeNull();
    // Only the blank's screen-reader word, which no one sees, and the spaces around it.
    const blank = root.querySelector('.sr-only')!.firstChild!;
    expect(rangeToSpan(root, range(textOf('one', 0), 3, blank, 5))).toBeNull();
  });

  it('gives no range for offsets past the text (the passage changed)', () => {
    const length = visibleText(root).length;
    expect(spanToRange(root, { start: length - 3, end: length })!.toString()).toBe('et.');
    expect(spanToRange(root, { start: length - 3, end: length + 1 })).toBeNull();
    expect(spanToRange(root, { start: 4, end: 4 })).toBeNull();
  });
});
