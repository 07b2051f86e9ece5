import { isDatabaseUnavailable } from './database-errors.ts';

/**
 * Runs calls in groups: the first call runs at once, and the calls that arrive while a group is
 * in flight wait for it to end and then run together as the next group, in one statement. Under
 * load this is a database's group commit: one round trip and one commit (one fsync) for hundreds
 * of requests; alone, a call waits for nothing. Each caller still gets its own answer only once
 * its group has finished, so a write acknowledged is a write stored.
 *
 * `runGroup` gets the items in arrival order and answers one result per item, in the same order.
 * Should a group fail, its items run again one by one, so one bad item fails only its own caller;
 * not when the database is unreachable, where that would only make each caller wait longer for
 * the same answer.
 */
export function createBatcher<Item, Result>(
  runGroup: (items: Item[]) => Promise<Result[]>,
  options: { maxGroup?: number } = {},
): (item: Item) => Promise<Result> {
  const maxGroup = options.maxGroup ?? 500;
  type Waiting = {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  };
  let queue: Waiting[] = [];
  let running = false;

  async function runOne(waiting: Waiting) {
    try {
      const [result] = await runGroup([waiting.item]);
      waiting.resolve(result as Result);
    } catch (error) {
      waiting.reject(error);
    }
  }

  async function drain() {
    running = true;
    while (queue.length > 0) {
      // Let requests that came in meanwhile reach the queue first: an embedded database answers
      // without ever leaving the microtask queue, and would otherwise run every call alone.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const group = queue.slice(0, maxGroup);
      queue = queue.slice(maxGroup);
      try {
        const results = await runGroup(group.map((w) => w.item));
        group.forEach((w, i) => w.resolve(results[i] as Result));
      } catch (error) {
        if (group.length === 1 || isDatabaseUnavailable(error)) {
          for (const waiting of group) waiting.reject(error);
        } else for (const waiting of group) await runOne(waiting);
      }
    }
    running = false;
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
