import { describe, expect, it } from 'vitest';
import { parseGraphEntry } from './graph-entries';

describe('parseGraphEntry', () => {
  it('reads √ before a name or a number as the root of it alone', () => {
    const curve = parseGraphEntry('y = √x + 1', 'rad');
    if (curve.kind !== 'function') throw new Error(curve.kind);
    expect(curve.fn(9)).toBe(4);
    expect(parseGraphEntry('(√4, 3)', 'rad')).toEqual({ kind: 'point', point: { x: 2, y: 3 } });
  });
});
