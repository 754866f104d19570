/**
 * The safer-gambling dashboard's figures (`GET /player/safer_gambling`,
 * docs/decisions/039-safer-gambling-dashboard.md): the net result per day, week and month, the time
 * spent in the current periods and the reality checks answered. Under `playerKeys.all`, so they are
 * dropped with the rest of the player's data when the session ends.
 */
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/config/config';
import { apiGet } from './client';
import { playerKeys } from './player-keys';
import type { SaferGambling } from './types';

const base = config.platformBase;

export const saferGamblingKeys = {
  summary: [...playerKeys.all, 'safer-gambling'] as const,
};

export function fetchSaferGambling(locale: string, signal?: AbortSignal): Promise<SaferGambling> {
  return apiGet<{ data: SaferGambling }>('/player/safer_gambling', { locale, base, signal }).then(
    (b) => b.data,
  );
}

export const saferGamblingQueries = {
  summary: (locale: string) =>
    queryOptions({
      queryKey: saferGamblingKeys.summary,
      queryFn: ({ signal }) => fetchSaferGambling(locale, signal),
      // Every bet and settlement moves the figures: read them afresh on each visit.
      staleTime: 0,
    }),
};
