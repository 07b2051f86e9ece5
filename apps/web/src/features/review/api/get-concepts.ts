import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Concept } from '@academy/shared/catalog';
import { apiClient, type DenialOptions } from '../../../lib/api-client';
import { REVIEW_QUERY_DEFAULTS } from './review-query-defaults';

/** GET /api/progress/concepts: every concept, with its module and sub-module names. */
export const getConcepts = (signal?: AbortSignal, denial?: DenialOptions) =>
  apiClient.get<Concept[]>('/progress/concepts', {
    signal,
    fallbackMessage: 'Failed to fetch concepts',
    ...denial,
  });

export const conceptsQueryOptions = (denial?: DenialOptions) =>
  queryOptions({
    queryKey: ['progress', 'concepts'],
    queryFn: ({ signal }) => getConcepts(signal, denial),
    ...REVIEW_QUERY_DEFAULTS,
  });

export const useConcepts = () => useQuery(conceptsQueryOptions());
