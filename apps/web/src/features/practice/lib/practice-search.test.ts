import { describe, expect, it } from 'vitest';
import { parsePracticeSearch } from './practice-search';

describe('parsePracticeSearch', () => {
  it('keeps a concept id and drops a malformed one', () => {
    expect(parsePracticeSearch({ concept: 'systems-of-linear-equations' })).toEqual({
      concept: 'systems-of-linear-equations',
    });
    expect(parsePracticeSearch({ concept: 'Bad Id!' })).toEqual({ concept: undefined });
    expect(parsePracticeSearch({ concept: 7 })).toEqual({ concept: undefined });
    expect(parsePracticeSearch({})).toEqual({ concept: undefined });
  });

  it('keeps a retried question beside the concept', () => {
    expect(
      parsePracticeSearch({ concept: 'linear-functions', question: 'linear-functions-013' }),
    ).toEqual({
      concept: 'linear-functions',
      question: 'linear-functions-013',
    });
    expect(parsePracticeSearch({ question: '../x' })).toEqual({ question: undefined });
  });
});
