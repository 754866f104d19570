import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { SearchResults } from './types';

/** docs/product.md#search: a search query is 3 to 50 characters. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 50;

export function isSearchable(query: string): boolean {
  const length = query.trim().length;
  return length >= SEARCH_MIN_LENGTH && length <= SEARCH_MAX_LENGTH;
}

export function fetchSearch(locale: string, q: string, signal?: AbortSignal): Promise<SearchResults> {
  return apiGet<{ data: SearchResults }>('/search', { locale, params: { q: q.trim() }, signal }).then(
    (body) => body.data,
  );
}

export const searchQueries = {
  of: (locale: string, q: string) =>
    queryOptions({
      queryKey: ['search', locale, q.trim()],
      queryFn: ({ signal }) => fetchSearch(locale, q, signal),
      enabled: isSearchable(q),
      staleTime: 30_000,
    }),
};
