import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, type QueryParams } from './client';
import type { operations } from './schema';
import type { Match, Page } from './types';

type WireMatchQuery = NonNullable<operations['list_matches']['parameters']['query']>;

/**
 * Filters of `GET /matches` (docs/product.md#catalogue-lists), keyed exactly as the server documents them; numbers and
 * booleans go out as text. A filter the server drops fails to compile here.
 */
export type MatchQuery = { [K in Exclude<keyof WireMatchQuery, 'page'>]?: string | number | boolean };

export function fetchMatches(
  locale: string,
  query: MatchQuery & { page?: number },
  signal?: AbortSignal,
): Promise<Page<Match>> {
  return apiGet<Page<Match>>('/matches', { locale, params: query as QueryParams, signal });
}

export function fetchMatch(locale: string, id: number, signal?: AbortSignal): Promise<Match> {
  return apiGet<{ data: Match }>(`/matches/${id}`, { locale, signal }).then((body) => body.data);
}

export const matchesQueries = {
  list: (locale: string, query: MatchQuery) =>
    queryOptions({
      queryKey: ['matches', locale, query],
      queryFn: ({ signal }) => fetchMatches(locale, query, signal),
      staleTime: 15_000,
    }),
  /** Page after page ("show more"), so no list renders thousands of rows at once. */
  pages: (locale: string, query: MatchQuery) =>
    infiniteQueryOptions({
      queryKey: ['matches', 'pages', locale, query],
      queryFn: ({ signal, pageParam }) => fetchMatches(locale, { ...query, page: pageParam }, signal),
      initialPageParam: 1,
      getNextPageParam: (last) =>
        last.pagination.page < last.pagination.last_page ? last.pagination.page + 1 : undefined,
      staleTime: 15_000,
    }),
  detail: (locale: string, id: number) =>
    queryOptions({
      queryKey: ['match', locale, id],
      queryFn: ({ signal }) => fetchMatch(locale, id, signal),
      staleTime: 5_000,
    }),
};
