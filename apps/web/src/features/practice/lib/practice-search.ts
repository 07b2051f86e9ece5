import { isValidId } from '@academy/shared/catalog';

/**
 * The search of /practice/$subModuleId: `concept` keeps the pick inside one concept, and the
 * review's "Retry this question" adds `question`, shown first. Both optional, both kept.
 */
export interface PracticeSearch {
  concept?: string;
  question?: string;
}

// A malformed value is dropped rather than failing the page: a link cut short still practises.
const optionalId = (value: unknown) =>
  typeof value === 'string' && isValidId(value) ? value : undefined;

/**
 * Written by hand, as the other routes' are: validateSearch ships in the entry chunk, where zod
 * would add about 23 KB gzip to every page (see review/lib/answered-search.ts).
 */
export const parsePracticeSearch = (search: Record<string, unknown>): PracticeSearch => ({
  concept: optionalId(search.concept),
  question: optionalId(search.question),
});
