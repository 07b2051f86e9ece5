/**
 * Waits for `work` at most `ms`: a request that started a provider call answers in time while
 * the call, if slow, finishes behind it (its own sweep retries a failure). `work` must not reject.
 */
export async function waitAtMost(work: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([work, waited]);
  clearTimeout(timer);
}
