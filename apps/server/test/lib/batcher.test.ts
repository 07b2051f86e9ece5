import { describe, expect, it } from 'vitest';
import { createBatcher } from '../../src/lib/batcher.ts';

describe('createBatcher', () => {
  it('runs calls made together as one group, and those that arrive meanwhile as the next', async () => {
    const groups: number[][] = [];
    const double = createBatcher(async (items: number[]) => {
      groups.push(items);
      await new Promise((r) => setTimeout(r, 10));
      return items.map((n) => n * 2);
    });
    const first = double(1);
    await new Promise((r) => setImmediate(r));
    const rest = [2, 3, 4].map((n) => double(n));
    expect(await first).toBe(2);
    expect(await Promise.all(rest)).toEqual([4, 6, 8]);
    expect(groups).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps groups within maxGroup', async () => {
    const sizes: number[] = [];
    const echo = createBatcher(
      async (items: number[]) => {
        sizes.push(items.length);
        return items;
      },
      { maxGroup: 2 },
    );
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => echo(n)))).toEqual([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('fails only the caller whose item fails, by running a failed group one by one', async () => {
    const checked = createBatcher(async (items: number[]) => {
      if (items.includes(13)) throw new Error('13 is refused');
      return items;
    });
    const started = checked(0);
    const results = await Promise.allSettled([12, 13, 14].map((n) => checked(n)));
    expect(await started).toBe(0);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('13 is refused'));
  });

  it('goes on after a failure', async () => {
    let fail = true;
    const flaky = createBatcher(async (items: string[]) => {
      if (fail) throw new Error('down');
      return items;
    });
    await expect(flaky('a')).rejects.toThrow('down');
    fail = false;
    expect(await flaky('b')).toBe('b');
  });

  it('fails a whole group at once when the database is unreachable', async () => {
    let runs = 0;
    const down = createBatcher(async (_items: number[]): Promise<number[]> => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 5));
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
    });
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => down(n)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(runs).toBe(1);
  });
});
