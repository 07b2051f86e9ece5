// A passage's text as character offsets, to and from DOM Ranges. React owns the passage's DOM
// and may replace its nodes on any render, so a highlight is kept as offsets into the text a
// reader sees and rebuilt into a Range when it is drawn. Words only a screen reader gets
// ("blank", "underlined: ", inside .sr-only) are not part of that text.

export interface TextSpan {
  start: number;
  end: number;
}

/** The text nodes a reader sees, in document order. */
function visibleTextNodes(root: Element): Text[] {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('.sr-only, [aria-hidden="true"]')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** The passage's text as a reader sees it: what offsets count in. */
export function visibleText(root: Element): string {
  return visibleTextNodes(root)
    .map((node) => node.data)
    .join('');
}

/** The offset of a boundary point (a Range's start or end); a point outside clips to an edge. */
function offsetOf(root: Element, nodes: Text[], container: Node, offset: number): number {
  const whole = root.ownerDocument.createRange();
  whole.selectNodeContents(root);
  const where = whole.comparePoint(container, offset);
  let total = 0;
  if (where < 0) return 0;
  const point = root.ownerDocument.createRange();
  point.setStart(container, offset);
  for (const node of nodes) {
    if (where === 0 && node === container) return total + Math.min(offset, node.length);
    // Past the point (or the point is after the passage): its text does not come before.
    if (where === 0 && point.comparePoint(node, 0) >= 0) break;
    total += node.length;
  }
  return total;
}

/**
 * The part of `range` inside the passage, as offsets, with the spaces at its edges left out
 * (a double click takes the space after a word); null when no visible text is in it.
 */
export function rangeToSpan(root: Element, range: Range): TextSpan | null {
  const nodes = visibleTextNodes(root);
  const text = nodes.map((node) => node.data).join('');
  let start = offsetOf(root, nodes, range.startContainer, range.startOffset);
  let end = offsetOf(root, nodes, range.endContainer, range.endOffset);
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return start < end ? { start, end } : null;
}

/** A Range over the passage's text from `start` to `end`, or null when the text is shorter. */
export function spanToRange(root: Element, { start, end }: TextSpan): Range | null {
  if (start < 0 || end <= start) return null;
  const range = root.ownerDocument.createRange();
  let at = 0;
  let started = false;
  for (const node of visibleTextNodes(root)) {
    const next = at + node.length;
    // A start at a node's end begins in the next node; an end at its end stays in it.
    if (!started && start < next) {
      range.setStart(node, start - at);
      started = true;
    }
    if (started && end <= next) {
      range.setEnd(node, end - at);
      return range;
    }
    at = next;
  }
  return null;
}
