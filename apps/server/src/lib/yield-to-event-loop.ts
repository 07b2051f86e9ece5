/**
 * Lets timers, signals and other requests run between the statements of a long loop (an import,
 * a sweep): a loop of awaited queries alone would hold the event loop (DESIGN.md).
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
