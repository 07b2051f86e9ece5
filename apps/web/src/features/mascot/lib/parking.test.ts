import { describe, expect, it } from 'vitest';
import { overlaps } from './clear-spot';
import { parkingSpot } from './parking';

const size = { width: 80, height: 100 };
const phone = { width: 375, height: 667 };
/** At right 40 on a 375 px screen the mascot spans x 255–335. */
const under = (top: number, bottom: number) => ({ left: 260, top, right: 330, bottom });
/** Clear where the mascot's box on screen misses `control`. */
const clearOf = (control: ReturnType<typeof under>) => (box: ReturnType<typeof under>) =>
  !overlaps(box, control);

describe('parkingSpot', () => {
  it('is the start spot, in the page, with no other room', () => {
    expect(parkingSpot([], size, 900, phone)).toEqual({
      spot: { right: 40, top: 96 },
      clear: true,
    });
  });

  it('takes the room nearest to the screen, 10 px inside it', () => {
    const end = { top: 2000, height: 120 };
    expect(parkingSpot([end], size, 1500, phone).spot).toEqual({ right: 40, top: 2010 });
    expect(parkingSpot([end], size, 300, phone).spot).toEqual({ right: 40, top: 96 });
  });

  // The tutor's brief had its Print button at the start spot: parked there, the mascot took its
  // clicks.
  it('passes over a room on screen with a control in it', () => {
    const end = { top: 2000, height: 120 };
    const print = under(130, 170);
    expect(parkingSpot([end], size, 0, phone, clearOf(print))).toEqual({
      spot: { right: 40, top: 2010 },
      clear: true,
    });
    // Scrolled past it, the start spot covers nothing in sight.
    expect(parkingSpot([end], size, 400, phone, clearOf(print)).spot).toEqual({
      right: 40,
      top: 96,
    });
  });

  it('with every room taken, is not clear', () => {
    expect(parkingSpot([], size, 0, phone, clearOf(under(130, 170)))).toEqual({
      spot: { right: 40, top: 96 },
      clear: false,
    });
  });
});
