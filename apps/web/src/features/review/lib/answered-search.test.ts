import { describe, expect, it } from 'vitest';
import {
  ANSWERED_MAX_PAGE_SIZE,
  ANSWERED_PAGE_SIZE,
  ANSWERED_RESULTS,
  ANSWERED_SEARCH_MAX,
} from '@academy/shared/progress';
import {
  ANSWERED_LIMITS,
  applyFilterChange,
  hasFilters,
  parseAnsweredSearch,
  RESULT_CHOICES,
  splitIds,
  type AnsweredSearch,
} from './answered-search';

// The router hands validateSearch whatever the URL held.
const parse = (raw: Record<string, unknown>) => parseAnsweredSearch(raw as never);

const base: AnsweredSearch = {
  search: 'linear',
  module: 'sat-math',
  subModule: 'algebra',
  concepts: 'systems-of-linear-equations',
  page: 3,
  limit: 12,
};

describe('parseAnsweredSearch', () => {
  it('uses the same bounds as the API', () => {
    expect(ANSWERED_LIMITS).toEqual({
      pageSize: ANSWERED_PAGE_SIZE,
      maxPageSize: ANSWERED_MAX_PAGE_SIZE,
      searchMax: ANSWERED_SEARCH_MAX,
    });
  });

  it('offers the results the API takes', () => {
    expect(RESULT_CHOICES).toEqual(ANSWERED_RESULTS);
  });

  it('reads the result and flagged filters, dropping values it does not know', () => {
    expect(parse({ result: 'missed-first', flagged: true })).toEqual({
      result: 'missed-first',
      flagged: true,
      page: 1,
      limit: 12,
    });
    expect(parse({ flagged: 'true' }).flagged).toBe(true);
    expect(parse({ result: 'wrong', flagged: false })).toEqual({ page: 1, limit: 12 });
    expect(parse({ result: 3, flagged: 'yes' })).toEqual({ page: 1, limit: 12 });
  });

  it('defaults to page 1 of 12', () => {
    expect(parse({})).toEqual({ page: 1, limit: 12 });
  });

  it('reads a search the router parsed as a number as text', () => {
    expect(parse({ search: 123 }).search).toBe('123');
  });

  it('keeps valid filters and coerces numbers', () => {
    expect(
      parse({
        search: '  slope ',
        module: 'sat-math',
        subModule: 'algebra',
        concepts: 'a-b,c',
        page: '2',
        limit: 2,
      }),
    ).toEqual({
      search: 'slope',
      module: 'sat-math',
      subModule: 'algebra',
      concepts: 'a-b,c',
      page: 2,
      limit: 2,
    });
  });

  it('falls back instead of failing on values a link should not carry', () => {
    expect(
      parse({
        search: 'x'.repeat(500),
        module: 'Bad Id!',
        subModule: ['algebra'],
        concepts: 'ok-id,Not OK,,ok-id',
        page: 0,
        limit: 1000,
      }),
    ).toEqual({ concepts: 'ok-id', page: 1, limit: 12 });
    expect(parse({ page: 1.5, limit: 'many' })).toEqual({ page: 1, limit: 12 });
    expect(parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
  });
});

describe('applyFilterChange', () => {
  it('goes back to page 1 on a new search and drops an empty one', () => {
    expect(applyFilterChange(base, { search: 'slope' })).toEqual({
      ...base,
      search: 'slope',
      page: 1,
    });
    expect(applyFilterChange(base, { search: '   ' }).search).toBeUndefined();
  });

  it('clears the sub-module and concepts when the module changes', () => {
    expect(applyFilterChange(base, { module: 'other' })).toEqual({
      search: 'linear',
      module: 'other',
      subModule: undefined,
      concepts: undefined,
      page: 1,
      limit: 12,
    });
    expect(applyFilterChange(base, { module: '' }).module).toBeUndefined();
  });

  it('keeps the sub-module and concepts when the same module is chosen again', () => {
    expect(applyFilterChange(base, { module: 'sat-math' })).toEqual({ ...base, page: 1 });
  });

  it('sets sub-module and concepts, resetting the page', () => {
    expect(applyFilterChange(base, { subModule: 'geometry' })).toMatchObject({
      subModule: 'geometry',
      page: 1,
    });
    expect(applyFilterChange(base, { concepts: ['a', 'b'] })).toMatchObject({
      concepts: 'a,b',
      page: 1,
    });
    expect(applyFilterChange(base, { concepts: [] }).concepts).toBeUndefined();
  });

  it('sets or clears the result and flagged filters, resetting the page', () => {
    const next = applyFilterChange(base, { result: 'incorrect', flagged: true });
    expect(next).toEqual({ ...base, result: 'incorrect', flagged: true, page: 1 });
    expect(hasFilters({ page: 1, limit: 12, result: 'correct' })).toBe(true);
    expect(hasFilters({ page: 1, limit: 12, flagged: true })).toBe(true);
    expect(applyFilterChange(next, { result: undefined, flagged: undefined })).toEqual({
      ...base,
      result: undefined,
      flagged: undefined,
      page: 1,
    });
  });

  it('keeps the page size', () => {
    expect(applyFilterChange({ ...base, limit: 2 }, { search: 'x' }).limit).toBe(2);
  });
});

describe('splitIds', () => {
  it('reads comma-joined ids, skipping blanks, duplicates and bad ids', () => {
    expect(splitIds('a, b,,a,Bad!')).toEqual(['a', 'b']);
    expect(splitIds(undefined)).toEqual([]);
  });
});
