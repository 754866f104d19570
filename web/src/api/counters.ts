import { queryOptions } from '@tanstack/react-query';
import { apiPost } from './client';
import type { Counters } from './types';

export type CountersFilter = { match_status?: string; sport_type?: string; type?: string };

export function fetchCounters(
  locale: string,
  filter: CountersFilter,
  signal?: AbortSignal,
): Promise<Counters> {
  return apiPost<Counters>('/counters', { locale, body: filter, signal });
}

export const countersQueries = {
  of: (locale: string, filter: CountersFilter) =>
    queryOptions({
      queryKey: ['counters', locale, filter],
      queryFn: ({ signal }) => fetchCounters(locale, filter, signal),
      staleTime: 30_000,
    }),
};
