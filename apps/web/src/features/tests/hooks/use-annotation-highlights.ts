import { useLayoutEffect, useSyncExternalStore } from 'react';
import type { Annotation, AnnotationStyle } from '../lib/annotations';
import { spanToRange, visibleText } from '../lib/passage-offsets';

// The CSS Custom Highlight API paints Ranges without touching the DOM, which React owns: <mark>
// elements wrapped around the passage's words would break React's next render of it. The
// ::highlight(annotation-*) styles are in styles.css.

const supported = () =>
  typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';
const subscribe = () => () => {};

/** Whether the browser can draw highlights: where it cannot, the Annotate tool is not offered. */
export const useHighlightsSupported = () => useSyncExternalStore(subscribe, supported, () => false);

const highlightName = (style: AnnotationStyle, active: boolean) =>
  `annotation-${style}${active ? '-active' : ''}`;

/** The annotation's Range in the passage, unless the passage no longer holds its words. */
export function annotationRange(root: Element, annotation: Annotation, text = visibleText(root)) {
  return text.slice(annotation.start, annotation.end) === annotation.text
    ? spanToRange(root, annotation)
    : null;
}

/**
 * Draws a question's annotations on its passage, the one being edited (`active`, in the style
 * its editor shows) stronger than the rest; drawn afresh after every render that changes them,
 * and for each question (`key`), since a render may have replaced the passage's text nodes.
 */
export function useAnnotationHighlights(
  getRoot: () => Element | null,
  annotations: readonly Annotation[],
  active: { id: string; style: AnnotationStyle } | null,
  key: string,
  enabled: boolean,
) {
  const activeId = active?.id;
  const activeStyle = active?.style;
  useLayoutEffect(() => {
    const root = getRoot();
    if (!enabled || !root) return;
    const text = visibleText(root);
    const drawn = new Map<string, Range[]>();
    for (const annotation of annotations) {
      const range = annotationRange(root, annotation, text);
      if (!range) continue;
      const isActive = annotation.id === activeId;
      const name = highlightName(isActive ? activeStyle! : annotation.style, isActive);
      drawn.set(name, [...(drawn.get(name) ?? []), range]);
    }
    for (const [name, ranges] of drawn) {
      const highlight = new Highlight(...ranges);
      // Where highlights overlap, the one being edited shows.
      if (name.endsWith('-active')) highlight.priority = 1;
      CSS.highlights.set(name, highlight);
    }
    return () => {
      for (const name of drawn.keys()) CSS.highlights.delete(name);
    };
  }, [getRoot, annotations, activeId, activeStyle, key, enabled]);
}
