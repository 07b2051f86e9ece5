import { createContext, useContext, type ReactNode } from 'react';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

const Depth = createContext(0);

/**
 * Pushes the headings of what it holds one level down: a section drawn on its own page (a
 * student's dashboard, h2 under the page's h1) reads the same under another heading (a child's
 * name on the Family page, Progress on the tutor's student page), where its h2s flattened the
 * outline a screen reader navigates by.
 */
export function NestedHeadings({ children }: { children: ReactNode }) {
  return <Depth.Provider value={useContext(Depth) + 1}>{children}</Depth.Provider>;
}

/** The tag of a heading written for level `level` on its own page, at the depth it is drawn. */
export function useHeadingTag(level: 2 | 3 | 4): HeadingTag {
  return `h${Math.min(level + useContext(Depth), 6)}` as HeadingTag;
}
