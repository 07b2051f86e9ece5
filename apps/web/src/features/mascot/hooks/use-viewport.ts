import { useEffect, useState } from 'react';
import { currentViewport, type Viewport } from '../lib/clamp-position';

/** The viewport size, updated (once per frame at most) when the window is resized. */
export function useViewport(): Viewport {
  const [viewport, setViewport] = useState(currentViewport);

  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = currentViewport();
        setViewport((previous) =>
          previous.width === next.width && previous.height === next.height ? previous : next,
        );
      });
    };
    window.addEventListener('resize', onResize);
    // The mascot mounts as the app starts, after the server-drawn page is on screen: a window
    // resized between its first render and now (a phone rotated) sent its event to no one.
    onResize();
    return () => {
      window.removeEventListener('resize', onResize);
      cancelAnimationFrame(frame);
    };
  }, []);

  return viewport;
}
