import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { Sport } from './types';

export function fetchSports(locale: string, signal?: AbortSignal): Promise<Sport[]> {
  return apiGet<{ data: Sport[] }>('/sports', { locale, signal }).then((body) => body.data);
}

export const sportsQueries = {
  list: (locale: string) =>
    queryOptions({
      queryKey: ['sports', locale],
      queryFn: ({ signal }) => fetchSports(locale, signal),
      staleTime: 5 * 60_000,
    }),
};
