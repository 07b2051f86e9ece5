import { describe, expect, it } from 'vitest';
import { parkingSpot } from './parking';

const size = { width: 80, height: 100 };

describe('parkingSpot', () => {
  it('is the start spot, in the page, with no other room', () => {
    expect(parkingSpot([], size, 900, 667)).toEqual({ right: 40, top: 96 });
  });

  it('takes the room nearest to the screen, 10 px inside it', () => {
    const end = { top: 2000, height: 120 };
    expect(parkingSpot([end], size, 1500, 667)).toEqual({ right: 40, top: 2010 });
    expect(parkingSpot([end], size, 300, 667)).toEqual({ right: 40, top: 96 });
  });
});
