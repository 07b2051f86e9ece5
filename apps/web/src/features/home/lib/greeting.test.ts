import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

const NOW = Date.parse('2026-11-24T12:00:00Z');

describe('greeting', () => {
  it('greets an account made today as new', () => {
    expect(greeting({ firstname: 'Ada', createdAt: '2026-11-24T11:59:00Z' }, NOW)).toEqual({
      opening: ['Welcome,'],
      name: 'Ada!',
    });
  });

  it('welcomes everyone else back', () => {
    expect(greeting({ firstname: 'Ada', createdAt: '2026-11-23T11:00:00Z' }, NOW)).toEqual({
      opening: ['Welcome', 'back,'],
      name: 'Ada!',
    });
  });
});
