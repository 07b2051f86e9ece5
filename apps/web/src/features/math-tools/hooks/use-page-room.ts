import { useEffect, type RefObject } from 'react';
import { useScrollPadding } from '../../../lib/use-scroll-padding';
import type { PanelGeometry } from '../lib/panel-geometry';

// Narrower than this, the page keeps its width and the panel floats over it (it can be moved).
const MIN_PAGE_WIDTH = 640;
const GAP = 8;

/**
 * Makes the page leave room for the tools, so the question is never under them: on a phone
 * below the bottom sheet (the question scrolls above it), on a desktop beside the panel, on
 * the side it stands (when what is left is wide enough for the page). On a phone a control
 * reached with Tab is also scrolled above the sheet, not focused under it.
 */
export function usePageRoom(
  panelRef: RefObject<HTMLElement | null>,
  phone: boolean,
  geometry: PanelGeometry,
) {
  useEffect(() => {
    const panel = panelRef.current;
    if (!phone || !panel) return;
    const body = document.body;
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = `${panel.offsetHeight}px`;
    });
    observer.observe(panel);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, [panelRef, phone]);
  useScrollPadding(panelRef, 'bottom', phone);

  const { left, width } = geometry;
  useEffect(() => {
    if (phone) return;
    const body = document.body;
    const viewport = document.documentElement.clientWidth;
    const onRight = left + width / 2 > viewport / 2;
    const room = onRight ? viewport - left + GAP : left + width + GAP;
    if (viewport - room < MIN_PAGE_WIDTH) return;
    const side = onRight ? 'paddingRight' : 'paddingLeft';
    body.style[side] = `${room}px`;
    return () => {
      body.style[side] = '';
    };
  }, [phone, left, width]);
}
