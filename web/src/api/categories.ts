import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { Category } from './types';

export function fetchCategories(locale: string, sportKey: string, signal?: AbortSignal): Promise<Category[]> {
  return apiGet<{ data: Category[] }>('/categories', {
    locale,
    params: { sport_key: sportKey },
    signal,
  }).then((body) => body.data);
}

export const categoriesQueries = {
  ofSport: (locale: string, sportKey: string) =>
    queryOptions({
      queryKey: ['categories', locale, sportKey],
      queryFn: ({ signal }) => fetchCategories(locale, sportKey, signal),
      staleTime: 5 * 60_000,
    }),
};
