import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { Market, Page } from './types';

/** Markets per request: 500 (docs/product.md#constants). */
export const MARKETS_LIMIT = 500;

export function fetchMarkets(locale: string, matchId: number, signal?: AbortSignal): Promise<Page<Market>> {
  return apiGet<Page<Market>>(`/matches/${matchId}/markets`, {
    locale,
    params: { limit: MARKETS_LIMIT },
    signal,
  });
}

export const marketsQueries = {
  ofMatch: (locale: string, matchId: number) =>
    queryOptions({
      queryKey: ['markets', locale, matchId],
      queryFn: ({ signal }) => fetchMarkets(locale, matchId, signal),
      staleTime: 5_000,
    }),
};
