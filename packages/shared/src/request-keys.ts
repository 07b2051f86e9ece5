/**
 * The header that makes a retried record-answer safe (the page sends one per answer). Apart from
 * progress.ts: its schemas are built when it loads, and importing this from there brought zod
 * (24 KB gzip) into the practice page.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
