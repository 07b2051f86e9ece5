import {
  INITIAL_POSITION,
  MASCOT_EDGE_GAP,
  type MascotPosition,
  type MascotSize,
} from '../../../store/mascot-slice';
import type { Viewport } from './clamp-position';
import { mascotBox, type Box } from './clear-spot';

/**
 * A place the page keeps free for the mascot, as the top of a box in page coordinates (from the
 * top of the document, not of the viewport).
 */
export interface Room {
  top: number;
  height: number;
}

export interface Parking {
  /** Where it parks, in page coordinates. */
  spot: MascotPosition;
  /** False when even that room is taken by work in sight: the mascot then stays out of sight. */
  clear: boolean;
}

/**
 * Where the mascot parks, in page coordinates, when the screen has no clear spot (a phone
 * scrolled into a question): in the page's room nearest to what is on screen, scrolling with the
 * page like its content. Pages keep their start spot (right 40, top 96) free, and long pages end
 * with a room of their own (`MascotRoom`). A room counts only where `clearAt` accepts the
 * mascot's box on screen there (it covers no work in sight): the tutor's brief had its Print
 * button at the start spot, and the mascot parked there took its clicks. A room out of sight
 * covers nothing now, and the next scroll measures again.
 */
export function parkingSpot(
  rooms: readonly Room[],
  size: MascotSize,
  scrollTop: number,
  viewport: Viewport,
  clearAt: (box: Box) => boolean = () => true,
): Parking {
  // The start spot, as a room 10 px around the mascot like a `MascotRoom`.
  const start = {
    top: INITIAL_POSITION.top - MASCOT_EDGE_GAP,
    height: size.height + 2 * MASCOT_EDGE_GAP,
  };
  const spotIn = (room: Room) => ({
    right: INITIAL_POSITION.right,
    top: room.top + MASCOT_EDGE_GAP,
  });
  const distance = (room: Room) =>
    Math.max(0, room.top - (scrollTop + viewport.height), scrollTop - (room.top + room.height));
  const clear = (room: Room) => {
    const { right, top } = spotIn(room);
    return clearAt(mascotBox(viewport, size, { right, top: top - scrollTop }));
  };
  // Stable: the start spot wins a tie with a room also on screen.
  const [nearest = start, ...others] = [start, ...rooms].sort((a, b) => distance(a) - distance(b));
  const room = [nearest, ...others].find(clear);
  return room ? { spot: spotIn(room), clear: true } : { spot: spotIn(nearest), clear: false };
}
