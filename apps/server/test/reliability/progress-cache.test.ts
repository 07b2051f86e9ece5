// The in-memory summary of each user's attempts (src/features/progress/progress-cache.ts) never
// serves data older than a write this process made: a read that raced a write keeps it applied,
// or, where a write cannot be applied twice (the review summary's counts), is not kept.
import { describe, expect, it, vi } from 'vitest';
import type { ChangeFeed } from '../../src/db/change-feed.ts';
import { ProgressCache } from '../../src/features/progress/progress-cache.ts';
import type {
  AnsweredInfo,
  FirstAttemptInfo,
  StoredAttempt,
} from '../../src/features/progress/progress-records.ts';

const attempt = (over: Partial<StoredAttempt> = {}): StoredAttempt => ({
  id: 1,
  questionId: 'q1',
  answer: 'A',
  isCorrect: true,
  isFirstAttempt: true,
  pointsEarned: 3,
  timeSpentMs: 1000,
  inTimedTest: false,
  hintsUsed: 0,
  superhintsUsed: 1,
  answeredUs: 1_000_000,
  ...over,
});

const firstInfo: FirstAttemptInfo = {
  pointsEarned: 3,
  hintsUsed: 0,
  superhintsUsed: 1,
  timeSpentMs: 1000,
  answeredUs: 1_000_000,
  id: 1,
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ProgressCache', () => {
  it('reads once for concurrent callers, then serves from memory', async () => {
    const cache = new ProgressCache(Infinity);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return new Map<string, FirstAttemptInfo>();
    };
    await Promise.all(Array.from({ length: 50 }, () => cache.firstAttempts('u', load)));
    await cache.firstAttempts('u', load);
    expect(loads).toBe(1);
  });

  it('applies writes in place, to both the first attempts and the review summary', async () => {
    const cache = new ProgressCache(Infinity);
    const firsts = await cache.firstAttempts('u', async () => new Map());
    const answered = await cache.answered('u', async () => new Map());
    const before = cache.generation('u');
    cache.recordAttempt('u', attempt());
    cache.recordAttempt(
      'u',
      attempt({ id: 2, isFirstAttempt: false, isCorrect: false, answer: 'B', answeredUs: 2e6 }),
    );
    expect(cache.generation('u')).toBe(before + 2);
    expect(firsts.get('q1')).toEqual(firstInfo);
    expect(answered.get('q1')).toMatchObject({
      attempts: 2,
      answer: 'B',
      isCorrect: false,
      pointsEarned: 3,
      latestId: 2,
    });
    // An older attempt arriving late counts, but does not become the latest.
    cache.recordAttempt('u', attempt({ id: 3, isFirstAttempt: false, answeredUs: 1_500_000 }));
    expect(answered.get('q1')).toMatchObject({ attempts: 3, latestId: 2 });
  });

  it('keeps a read that a write overtook, with the write applied', async () => {
    const cache = new ProgressCache(Infinity);
    await cache.answered('u', async () => new Map()); // the user is known
    const slow = deferred<Map<string, FirstAttemptInfo>>();
    const reading = cache.firstAttempts('u', () => slow.promise);
    cache.recordAttempt('u', attempt());
    slow.resolve(new Map()); // read before the write landed
    expect((await reading).get('q1')).toEqual(firstInfo);
    let loads = 0;
    const kept = await cache.firstAttempts('u', async () => {
      loads += 1;
      return new Map();
    });
    expect(loads).toBe(0);
    expect(kept.has('q1')).toBe(true);
  });

  it('reads once per time to live while the user writes faster than a read takes', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ProgressCache(30);
      let loads = 0;
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const stored = new Map<string, FirstAttemptInfo>(); // the database
      const load = async () => {
        loads += 1;
        const read = new Map(stored);
        await sleep(5);
        return read;
      };
      // An answer a millisecond: each reads the first attempts, then is stored 3 ms later, so
      // answers land while the read that follows the expiry (at 30 ms) is in flight.
      const answers = Array.from({ length: 40 }, async (_, n) => {
        await sleep(n);
        await cache.firstAttempts('u', load);
        await sleep(3);
        stored.set(`q${n}`, { ...firstInfo, id: n + 10 });
        cache.recordAttempt('u', attempt({ id: n + 10, questionId: `q${n}` }));
      });
      await vi.runAllTimersAsync();
      await Promise.all(answers);
      expect(loads).toBe(2);
      expect((await cache.firstAttempts('u', load)).size).toBe(40);
    } finally {
      vi.useRealTimers();
    }
  });

  // Writes that cannot be applied to a read that may already hold them: the read is not kept.
  it.each([
    {
      write: 'an attempt, which the review summary counts',
      read: (cache: ProgressCache, load: () => Promise<Map<string, never>>) =>
        cache.answered('u', load),
      overtake: (cache: ProgressCache) => cache.recordAttempt('u', attempt()),
    },
    {
      write: 'a card write that lost a race',
      read: (cache: ProgressCache, load: () => Promise<Map<string, never>>) =>
        cache.cards('u', load),
      overtake: (cache: ProgressCache) => cache.recordCard('u', 'q1', undefined, false),
    },
  ])('does not keep a read that $write overtook', async ({ read, overtake }) => {
    const cache = new ProgressCache(Infinity);
    await cache.firstAttempts('u', async () => new Map()); // the user is known
    const slow = deferred<Map<string, never>>();
    const reading = read(cache, () => slow.promise);
    overtake(cache);
    slow.resolve(new Map<string, never>());
    await reading;
    let loads = 0;
    await read(cache, async () => {
      loads += 1;
      return new Map<string, never>();
    });
    expect(loads).toBe(1);
  });

  it('applies a check to the checked questions read here, and announces only that', async () => {
    const announced: string[] = [];
    const feed: ChangeFeed = {
      publish: (_, key) => announced.push(key),
      subscribe: () => {},
      close: async () => {},
    };
    const cache = new ProgressCache(Infinity, feed);
    const checked = await cache.checked('guest', async () => new Set(['q1']));
    cache.recordCheck('guest', 'q2');
    cache.recordCheck('guest', 'q2'); // checked before: nothing changes
    cache.recordCheck('guest', 'q1');
    expect([...checked]).toEqual(['q1', 'q2']);
    // Nobody reads this user's checks here (not a Guest): a check costs nothing.
    await cache.firstAttempts('paid', async () => new Map());
    cache.recordCheck('paid', 'q1');
    cache.recordCheck('stranger', 'q1');
    expect(announced).toEqual(['guest']);
    // An answer recorded is a check too.
    cache.recordAttempt('guest', attempt({ questionId: 'q3' }));
    expect(checked.has('q3')).toBe(true);
  });

  it('applies a check to a read of checked questions it overtook', async () => {
    const cache = new ProgressCache(Infinity);
    const slow = deferred<Set<string>>();
    const reading = cache.checked('u', () => slow.promise);
    cache.recordCheck('u', 'q1');
    slow.resolve(new Set()); // read before the check landed
    expect((await reading).has('q1')).toBe(true);
    const kept = await cache.checked('u', async () => new Set());
    expect(kept.has('q1')).toBe(true);
  });

  it('keeps skips and rounds in memory: a skip and a round apply in place, a serve ends a skip', async () => {
    const announced: string[] = [];
    const feed: ChangeFeed = {
      publish: (_, key) => announced.push(key),
      subscribe: () => {},
      close: async () => {},
    };
    const cache = new ProgressCache(Infinity, feed);
    let loads = 0;
    const skipped = await cache.skipped('u', async () => {
      loads += 1;
      return new Map([['q1', 1]]);
    });
    const rounds = await cache.rounds('u', async () => new Map());
    cache.recordSkip('u', 'q2', 5);
    cache.recordRound('u', 's1', { round: 2, startedAt: new Date(7) });
    cache.recordServe('u', 'q1', 9);
    expect([...skipped]).toEqual([['q2', 5]]);
    expect(rounds.get('s1')).toEqual({ round: 2, startedAt: new Date(7) });
    await cache.skipped('u', async () => new Map());
    expect(loads).toBe(1);
    // Other instances drop the user: their copies would miss the skip and the round.
    expect(announced).toEqual(['u', 'u']);
  });

  it('applies a skip and a serve to a read of skips they overtook', async () => {
    const cache = new ProgressCache(Infinity);
    await cache.firstAttempts('u', async () => new Map());
    const slow = deferred<Map<string, number>>();
    const reading = cache.skipped('u', () => slow.promise);
    cache.recordSkip('u', 'q1', 3);
    cache.recordSkip('u', 'q2', 4);
    cache.recordServe('u', 'q2', 5); // handed out again: no longer skipped
    slow.resolve(new Map([['q2', 4]])); // the read saw the second skip, not the first
    expect([...(await reading)]).toEqual([['q1', 3]]);
    const kept = await cache.skipped('u', async () => new Map());
    expect(kept.get('q1')).toBe(3);
  });

  it('reads again after the time to live (PostgreSQL: other instances write too)', async () => {
    const cache = new ProgressCache(20);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return new Map<string, AnsweredInfo>();
    };
    await cache.answered('u', load);
    await cache.answered('u', load);
    await new Promise((r) => setTimeout(r, 30));
    await cache.answered('u', load);
    expect(loads).toBe(2);
  });

  it('drops a summary that a repeat without a known first attempt would corrupt', async () => {
    const cache = new ProgressCache(Infinity);
    await cache.answered('u', async () => new Map());
    cache.recordAttempt('u', attempt({ isFirstAttempt: false }));
    let loads = 0;
    await cache.answered('u', async () => {
      loads += 1;
      return new Map();
    });
    expect(loads).toBe(1);
  });

  it('keeps at most maxUsers users, least recently used out first', async () => {
    const cache = new ProgressCache(Infinity, undefined, 2);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return new Map<string, FirstAttemptInfo>();
    };
    await cache.firstAttempts('a', load);
    await cache.firstAttempts('b', load);
    await cache.firstAttempts('a', load); // a is now the most recent
    await cache.firstAttempts('c', load); // evicts b
    await cache.firstAttempts('a', load);
    expect(loads).toBe(3);
    await cache.firstAttempts('b', load);
    expect(loads).toBe(4);
  });
});
