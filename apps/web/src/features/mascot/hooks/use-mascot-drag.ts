import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { updateMascot, type MascotPosition, type MascotSize } from '../../../store/mascot-slice';
import { clampPosition, currentViewport } from '../lib/clamp-position';

/** Arrow keys move the mascot this far; with Shift, five times as far. */
const KEY_STEP = 10;

const KEY_MOVES: Record<string, { right: number; top: number }> = {
  ArrowLeft: { right: 1, top: 0 },
  ArrowRight: { right: -1, top: 0 },
  ArrowUp: { right: 0, top: -1 },
  ArrowDown: { right: 0, top: 1 },
};

interface DragStart {
  pointerId: number;
  x: number;
  y: number;
  position: MascotPosition;
}

/**
 * Moves the mascot with a mouse, a finger or a pen (pointer events, captured so a fast drag does
 * not slip off), or with the arrow keys when it has focus; always clamped inside the viewport.
 */
export function useMascotDrag({ size, position }: { size: MascotSize; position: MascotPosition }) {
  const dispatch = useAppDispatch();
  const start = useRef<DragStart | null>(null);
  const [dragging, setDragging] = useState(false);

  const moveTo = (next: MascotPosition) =>
    dispatch(updateMascot({ position: clampPosition(currentViewport(), size, next) }));

  const stop = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    start.current = null;
    setDragging(false);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0 || start.current) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, position };
      setDragging(true);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (from?.pointerId !== event.pointerId) return;
      moveTo({
        right: from.position.right - (event.clientX - from.x),
        top: from.position.top + (event.clientY - from.y),
      });
    },
    onPointerUp: stop,
    onPointerCancel: stop,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const move = KEY_MOVES[event.key];
      if (!move) return;
      event.preventDefault();
      const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
      moveTo({ right: position.right + move.right * step, top: position.top + move.top * step });
    },
  };

  return { dragging, handlers };
}
