import { queryOptions } from '@tanstack/react-query';
import { isSearchable } from '@/lib/search-query';
import { apiGet } from './client';
import type { SearchResults } from './types';

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
