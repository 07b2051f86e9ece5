// One autocannon run with sub-millisecond latency: autocannon's own histogram keeps whole
// milliseconds, too coarse for calls that take 0.3 ms, so every response time is kept here.
import autocannon from 'autocannon';

export interface CallSpec {
  name: string;
  /** Budget class: content from memory, per-user call, or the answered-questions search. */
  kind: 'ceiling' | 'memory' | 'user' | 'search';
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** When set, called for every request built (rotating users, questions, answers). */
  next?: () => { path?: string; headers?: Record<string, string>; body?: string };
  body?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
}

export interface LoadOptions {
  port: number;
  connections: number;
  pipelining: number;
  durationSeconds: number;
}

function percentile(sorted: Float64Array, p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// Requests that vary are built before the run, a different list for each connection. Built per
// request (autocannon's setupRequest), the load generator spent three times the CPU per request
// it spends on the ceiling, on the same two cores as the server; one list shared by all
// connections would send the same user and question from every connection at once.
const REQUESTS_BUILT_PER_RUN = 20_000;

function giveOwnRequests(client: autocannon.Client, call: CallSpec, options: LoadOptions) {
  const count = Math.ceil(REQUESTS_BUILT_PER_RUN / options.connections);
  const requests = Array.from({ length: count }, () => {
    const next = call.next!();
    // The run's default headers (call.headers among them) are merged in when each is built.
    return {
      method: call.method ?? 'GET',
      path: next.path ?? call.path,
      body: next.body ?? call.body,
      headers: next.headers,
    };
  });
  // Client.setRequests refuses with pipelining because it would swap requests in flight; before
  // the first request, as here, there are none.
  (
    client as unknown as { requestIterator: { setRequests(r: object[]): void } }
  ).requestIterator.setRequests(requests);
}

// autocannon appends every response body to a string (its pipelined queue's addBody) for checks
// this harness never asks for: decoding a 10 KB brotli answer that way cost the load generator
// four times the server's CPU per request, so the figure measured the generator, not the call.
// Bytes are still counted (addByteCount) and responses still parsed to their end.
function discardBodies(client: autocannon.Client) {
  (
    client as unknown as { pipelinedRequests: { addBody(data: Buffer): void } }
  ).pipelinedRequests.addBody = () => {};
}

export async function runLoad(call: CallSpec, options: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `http://127.0.0.1:${options.port}`,
        connections: options.connections,
        pipelining: options.pipelining,
        duration: options.durationSeconds,
        method: call.method ?? 'GET',
        // As a browser sends it; answers that are compressed once and kept (the evaluation) use it.
        headers: { 'accept-encoding': 'gzip, deflate, br', ...call.headers },
        requests: [
          {
            method: call.method ?? 'GET',
            path: call.path,
            ...(call.body ? { body: call.body } : {}),
          },
        ],
        setupClient: (client: autocannon.Client) => {
          discardBodies(client);
          if (call.next) giveOwnRequests(client, call, options);
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  let first = 0;
  let last = 0;
  let ok = 0;
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode >= 200 && statusCode < 300) {
      last = performance.now();
      first ||= last;
      ok += 1;
    }
  });
  const result = await done;
  const sorted = Float64Array.from(times).sort();
  // Throughput between the first and the last answer: with 1,000 requests in flight (-c 100
  // -p 10) a slow call answers nothing for a while, which is queueing, not lost throughput.
  const window = (last - first) / 1000;
  return {
    requestsPerSecond:
      ok > 100 && window > 0.5
        ? (ok - 1) / window
        : ok / (result.duration || options.durationSeconds),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    total: times.length,
    non2xx: times.length - ok,
    errors: result.errors + result.timeouts,
    statuses,
  };
}
