import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Concept } from '@academy/shared/catalog';
import { apiClient } from '../../../lib/api-client';
import { REVIEW_QUERY_DEFAULTS } from './review-query-defaults';

/** GET /api/progress/concepts: every concept, with its module and sub-module names. */
export const getConcepts = (signal?: AbortSignal) =>
  apiClient.get<Concept[]>('/progress/concepts', {
    signal,
    fallbackMessage: 'Failed to fetch concepts',
  });

export const conceptsQueryOptions = () =>
  queryOptions({
    queryKey: ['progress', 'concepts'],
    queryFn: ({ signal }) => getConcepts(signal),
    ...REVIEW_QUERY_DEFAULTS,
  });

export const useConcepts = () => useQuery(conceptsQueryOptions());
