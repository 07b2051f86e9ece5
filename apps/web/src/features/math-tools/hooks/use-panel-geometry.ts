import { useEffect, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clampGeometry, initialGeometry, type PanelGeometry } from '../lib/panel-geometry';

// Where the student left the panel, for the next question and the next tool.
let remembered: PanelGeometry | null = null;

const viewport = () => [window.innerWidth, window.innerHeight] as const;
const STEP = 20;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

type Gesture = 'move' | 'resize';

/** The floating panel's place and size, changed by pointer drags and arrow keys. */
export function usePanelGeometry() {
  const [geometry, setGeometry] = useState<PanelGeometry>(() =>
    clampGeometry(remembered ?? initialGeometry(...viewport()), ...viewport()),
  );

  // From the current geometry, not the render's: two key presses before the next render (a
  // held arrow key, or a move then a resize) both count.
  const update = (change: (current: PanelGeometry) => PanelGeometry) =>
    setGeometry((current) => {
      const clamped = clampGeometry(change(current), ...viewport());
      remembered = clamped;
      return clamped;
    });

  useEffect(() => {
    const onResize = () => setGeometry((current) => clampGeometry(current, ...viewport()));
    window.addEventListener('resize', onResize);
    // A window resized between the first render and now sent its event to no one.
    onResize();
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const apply = (gesture: Gesture, start: PanelGeometry, dx: number, dy: number) =>
    gesture === 'move'
      ? { ...start, left: start.left + dx, top: start.top + dy }
      : { ...start, width: start.width + dx, height: start.height + dy };

  const pointerHandlers = (gesture: Gesture) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // The header's own buttons keep their clicks.
      if (event.button !== 0 || (gesture === 'move' && (event.target as Element).closest('button')))
        return;
      event.preventDefault();
      const target = event.currentTarget;
      target.setPointerCapture(event.pointerId);
      const start = geometry;
      const [x0, y0] = [event.clientX, event.clientY];
      const onMove = (move: globalThis.PointerEvent) =>
        update(() => apply(gesture, start, move.clientX - x0, move.clientY - y0));
      const onUp = () => {
        target.removeEventListener('pointermove', onMove);
        target.removeEventListener('pointerup', onUp);
        target.removeEventListener('pointercancel', onUp);
      };
      target.addEventListener('pointermove', onMove);
      target.addEventListener('pointerup', onUp);
      target.addEventListener('pointercancel', onUp);
    },
  });

  const keyHandler = (gesture: Gesture) => (event: KeyboardEvent<HTMLElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? STEP * 3 : STEP;
    update((current) => apply(gesture, current, arrow[0] * step, arrow[1] * step));
  };

  return { geometry, pointerHandlers, keyHandler };
}
