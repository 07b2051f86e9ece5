import type { AnsweredFilter } from '@academy/shared/progress';
import { compressForRequest, type Precompressed } from '../../plugins/compression.ts';
import type { ContentSnapshot } from '../catalog/content-store.ts';
import { answeredPageParts } from './answered-questions.ts';
import type { AnsweredInfo, OpenFlags } from './progress-records.ts';

const MAX_PAGES = 500;

interface Rendered {
  summary: Map<string, AnsweredInfo>;
  snapshot: ContentSnapshot;
  payload: Precompressed;
}

// Rendered review pages, least recently used first. A page is reused only while the user's
// summary is the same object at the same generation (a write or a re-read makes a new key or a
// new object) and the bank has not been reloaded.
const rendered = new Map<string, Rendered>();

/**
 * The review page as sent: rendered, serialised and (when asked) compressed once, then reused
 * until the user's answers change. A 12-card page of the real bank is about 38 KB of JSON (8 KB
 * at brotli 0).
 */
export function answeredResponse(
  userId: string,
  snapshot: ContentSnapshot,
  summary: Map<string, AnsweredInfo>,
  generation: number,
  filter: AnsweredFilter,
  flags: OpenFlags,
): Precompressed {
  // A flag raised or taken down moves the generation too (ProgressCache.recordFlagChange).
  const key = JSON.stringify([
    userId,
    generation,
    filter.page,
    filter.limit,
    filter.module ?? '',
    filter.subModule ?? '',
    filter.concepts ?? [],
    filter.search ?? '',
    filter.result ?? '',
    filter.flagged ?? '',
  ]);
  const hit = rendered.get(key);
  rendered.delete(key);
  if (hit && hit.summary === summary && hit.snapshot === snapshot) {
    rendered.set(key, hit);
    return hit.payload;
  }
  const payload = compressForRequest(
    answeredPageParts(snapshot, summary, generation, filter, flags),
  );
  if (rendered.size >= MAX_PAGES) rendered.delete(rendered.keys().next().value!);
  rendered.set(key, { summary, snapshot, payload });
  return payload;
}
