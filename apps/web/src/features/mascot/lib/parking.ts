import {
  INITIAL_POSITION,
  MASCOT_EDGE_GAP,
  type MascotPosition,
  type MascotSize,
} from '../../../store/mascot-slice';

/**
 * A place the page keeps free for the mascot, as the top of a box in page coordinates (from the
 * top of the document, not of the viewport).
 */
export interface Room {
  top: number;
  height: number;
}

/**
 * Where the mascot parks, in page coordinates, when the screen has no clear spot (a phone
 * scrolled into a question): in the page's room nearest to what is on screen, scrolling with the
 * page like its content. Every page keeps its start spot (right 40, top 96) free, and long
 * pages end with a room of their own (`MascotRoom`).
 */
export function parkingSpot(
  rooms: readonly Room[],
  size: MascotSize,
  scrollTop: number,
  viewportHeight: number,
): MascotPosition {
  const start = { top: INITIAL_POSITION.top, height: size.height };
  const distance = (room: Room) =>
    Math.max(0, room.top - (scrollTop + viewportHeight), scrollTop - (room.top + room.height));
  const nearest = rooms.reduce(
    (best, room) => (distance(room) < distance(best) ? room : best),
    start,
  );
  const top = nearest === start ? start.top : nearest.top + MASCOT_EDGE_GAP;
  return { right: INITIAL_POSITION.right, top };
}
