import type { SearchSchemaInput } from '@tanstack/react-router';
import { isValidId } from '@academy/shared/catalog';

/**
 * The API's bounds from @academy/shared/progress, restated (a test keeps them equal): this file
 * runs in the app's entry chunk through the route's validateSearch, and that module builds zod
 * schemas when loaded, which would add zod to every page, the landing page included.
 */
export const ANSWERED_LIMITS = { pageSize: 12, maxPageSize: 50, searchMax: 200 } as const;

/** The Result filter's choices, as the API takes them (ANSWERED_RESULTS, restated likewise). */
export const RESULT_CHOICES = ['missed-first', 'incorrect', 'correct'] as const;
export type ResultChoice = (typeof RESULT_CHOICES)[number];

/** The filters and page of /previously-answered, as they live in the URL. */
export interface AnsweredSearch {
  search?: string;
  module?: string;
  subModule?: string;
  /** Concept ids joined by commas, as the API takes them. */
  concepts?: string;
  result?: ResultChoice;
  /** Only the questions flagged for the tutor. */
  flagged?: true;
  page: number;
  /** Not offered in the UI: the page size is SPEC §9's 12; a link may ask for another. */
  limit: number;
}

/** What the URL leaves out when it has its default value. */
export const ANSWERED_SEARCH_DEFAULTS = { page: 1, limit: ANSWERED_LIMITS.pageSize } as const;

// The router parses `?page=2` to a number and `?search=abc` to a string; a hand-typed
// `?search=123` arrives as a number too, so text accepts both.
const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

const asId = (value: unknown) => {
  const text = asText(value)?.trim();
  return text && isValidId(text) ? text : undefined;
};

function asWholeNumber(value: unknown, min: number, max: number, fallback: number) {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : fallback;
}

/**
 * The route's validateSearch. A reload or a shared link keeps the filters; a hand-edited or
 * outdated value falls back to "no filter" instead of an error page. Written by hand rather than
 * with zod on purpose: validateSearch ships in the app's entry chunk, where zod would add about
 * 23 KB gzip to every page.
 */
export function parseAnsweredSearch(
  raw: Partial<Record<keyof AnsweredSearch, unknown>> & SearchSchemaInput,
): AnsweredSearch {
  const search = asText(raw.search)?.trim();
  return {
    search: search && search.length <= ANSWERED_LIMITS.searchMax ? search : undefined,
    module: asId(raw.module),
    subModule: asId(raw.subModule),
    concepts: joinIds(splitIds(asText(raw.concepts))),
    result: RESULT_CHOICES.find((choice) => choice === raw.result),
    // The router parses `?flagged=true` to a boolean.
    flagged: raw.flagged === true || raw.flagged === 'true' ? true : undefined,
    page: asWholeNumber(raw.page, 1, Number.MAX_SAFE_INTEGER, ANSWERED_SEARCH_DEFAULTS.page),
    limit: asWholeNumber(raw.limit, 1, ANSWERED_LIMITS.maxPageSize, ANSWERED_SEARCH_DEFAULTS.limit),
  };
}

/** Comma-joined ids as a list, without blanks, duplicates or malformed ids. */
export const splitIds = (value: string | undefined): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(isValidId),
  ),
];

export const joinIds = (ids: readonly string[]) => (ids.length ? ids.join(',') : undefined);

export type FilterChange = Partial<
  Pick<AnsweredSearch, 'search' | 'module' | 'subModule' | 'result' | 'flagged'>
> & {
  concepts?: readonly string[];
};

/**
 * SPEC §4: changing the search, module, sub-module or concepts (or the result or flagged
 * filter) goes back to page 1, and a new
 * module also clears the sub-module and concepts, which belonged to the old one. Empty values
 * are removed so the URL only shows the filters in use.
 */
export function applyFilterChange(current: AnsweredSearch, change: FilterChange): AnsweredSearch {
  const next: AnsweredSearch = { ...current, page: 1 };
  if ('search' in change) next.search = change.search?.trim() || undefined;
  if ('subModule' in change) next.subModule = change.subModule || undefined;
  if ('concepts' in change) next.concepts = joinIds(change.concepts ?? []);
  if ('result' in change) next.result = change.result || undefined;
  if ('flagged' in change) next.flagged = change.flagged || undefined;
  if ('module' in change) {
    next.module = change.module || undefined;
    if (next.module !== current.module) {
      next.subModule = undefined;
      next.concepts = undefined;
    }
  }
  return next;
}

/** Whether any filter narrows the list (the page and its size are not filters). */
export const hasFilters = (search: AnsweredSearch) =>
  Boolean(
    search.search ||
    search.module ||
    search.subModule ||
    search.concepts ||
    search.result ||
    search.flagged,
  );
