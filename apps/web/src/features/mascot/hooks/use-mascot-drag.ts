import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { updateMascot, type MascotPosition, type MascotSize } from '../../../store/mascot-slice';
import { clampPosition, currentViewport } from '../lib/clamp-position';

/** Arrow keys move the mascot this far; with Shift, five times as far. */
const KEY_STEP = 10;
/** How long the mascot glides to a new position (mascot.tsx's transition), with a margin. */
const KEY_GLIDE_MS = 400;

const KEY_MOVES: Record<string, { right: number; top: number }> = {
  ArrowLeft: { right: 1, top: 0 },
  ArrowRight: { right: -1, top: 0 },
  ArrowUp: { right: 0, top: -1 },
  ArrowDown: { right: 0, top: 1 },
};

/** Where the mascot's figure (as large as the mascot) is on screen, as offsets. */
function drawnAt(figure: HTMLElement): MascotPosition {
  const { right, top } = figure.getBoundingClientRect();
  return { right: currentViewport().width - right, top };
}

interface DragStart {
  pointerId: number;
  x: number;
  y: number;
  position: MascotPosition;
}

/**
 * Moves the mascot with a mouse, a finger or a pen (pointer events, captured so a fast drag does
 * not slip off), or with the arrow keys when it has focus; always clamped inside the viewport.
 * It moves from where it is drawn, also when parked in the page; where it is let go is passed to
 * `onDrop`. The
 * caller holds the dragging state, since its placement pauses while the student moves it.
 */
export function useMascotDrag({
  size,
  onDragging,
  onDrop,
}: {
  size: MascotSize;
  onDragging: (dragging: boolean) => void;
  onDrop: (position: MascotPosition) => void;
}) {
  const dispatch = useAppDispatch();
  const start = useRef<DragStart | null>(null);
  const last = useRef<MascotPosition>({ right: 0, top: 0 });
  const lastKeyAt = useRef(-Infinity);

  const moveTo = (next: MascotPosition) => {
    last.current = clampPosition(currentViewport(), size, next);
    dispatch(updateMascot({ position: last.current }));
  };

  const stop = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    start.current = null;
    onDragging(false);
    onDrop(last.current);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0 || start.current) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      const position = drawnAt(event.currentTarget);
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, position };
      moveTo(position);
      onDragging(true);
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
      // The mascot glides to a new spot (300 ms): a key pressed while it moves steps on from
      // where the last key sent it, not from a point halfway there.
      const now = performance.now();
      const position =
        now - lastKeyAt.current < KEY_GLIDE_MS ? last.current : drawnAt(event.currentTarget);
      lastKeyAt.current = now;
      moveTo({ right: position.right + move.right * step, top: position.top + move.top * step });
      onDrop(last.current);
    },
  };

  return handlers;
}
