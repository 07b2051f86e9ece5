import { useSyncExternalStore } from 'react';
import { currentViewport, type Viewport } from '../lib/clamp-position';

// The last size read, so that an unchanged window gives React the same object.
let lastRead: Viewport | undefined;

function readViewport(): Viewport {
  const next = currentViewport();
  if (lastRead?.width !== next.width || lastRead.height !== next.height) lastRead = next;
  return lastRead;
}

/** Resizes, told to React once per frame at most. */
function subscribeToResize(onChange: () => void) {
  let frame = 0;
  const onResize = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(onChange);
  };
  window.addEventListener('resize', onResize);
  return () => {
    window.removeEventListener('resize', onResize);
    cancelAnimationFrame(frame);
  };
}

/**
 * The viewport size, updated when the window is resized. An external store rather than state
 * set from a listener: React reads the size again once it has subscribed, so a resize between
 * the mascot's first render and its subscription (the mascot mounts as the app starts, while a
 * phone rotates or a test sets its viewport) is not missed.
 */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribeToResize, readViewport);
}
