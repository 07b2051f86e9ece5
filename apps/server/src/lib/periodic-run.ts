export interface RunLogger {
  error(obj: object, msg: string): void;
}

/**
 * A check each instance makes every `intervalMs` (the scheduled jobs, the tier sweep, the refund
 * sweep): one run at a time, a call meanwhile sharing the run under way; `start` runs it at once
 * and then on the interval, and `stop` waits for a run under way. A failed run is logged as
 * `failure`; the next one tries again.
 */
export function createPeriodicRun<T>(options: {
  intervalMs: number;
  failure: string;
  run: (now: Date, log: RunLogger) => Promise<T>;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  let log: RunLogger = { error() {} };

  function runOnce(now = new Date()): Promise<T> {
    // Cleared in a later tick: a run with nothing to do settles at once.
    running ??= options.run(now, log).finally(() => {
      running = undefined;
    });
    return running;
  }

  const safeRun = () =>
    runOnce().catch((error: Error) => log.error({ err: error }, options.failure));

  return {
    runOnce,
    /** The logger given to `start` (a no-op before). */
    log: () => log,
    start(logger: RunLogger) {
      log = logger;
      if (timer) return;
      timer = setInterval(safeRun, options.intervalMs);
      timer.unref();
      void safeRun();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
