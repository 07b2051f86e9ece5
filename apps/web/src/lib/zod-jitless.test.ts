import { describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  it('makes zod jitless without importing it, however zod is loaded after', async () => {
    vi.resetModules();
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    const probe = vi.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    expect(probe).not.toHaveBeenCalled();
  });
});
