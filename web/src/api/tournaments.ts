import { queryOptions } from '@tanstack/react-query';
import { apiGet, type QueryParams } from './client';
import type { Tournament } from './types';

export type TournamentFilter = { sport_key?: string; category_id?: number };

export function fetchTournaments(
  locale: string,
  filter: TournamentFilter,
  signal?: AbortSignal,
): Promise<Tournament[]> {
  return apiGet<{ data: Tournament[] }>('/tournaments', {
    locale,
    params: filter as QueryParams,
    signal,
  }).then((body) => body.data);
}

export const tournamentsQueries = {
  list: (locale: string, filter: TournamentFilter = {}) =>
    queryOptions({
      queryKey: ['tournaments', locale, filter],
      queryFn: ({ signal }) => fetchTournaments(locale, filter, signal),
      staleTime: 5 * 60_000,
    }),
};
