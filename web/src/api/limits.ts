/**
 * The player's safer-gambling limits (`/user_limits`, docs/decisions/022-safer-gambling-limits.md):
 * list, set, confirm a waiting change, ask for a removal. The list lives under `playerKeys.all`, so
 * it is dropped with the rest of the player's data when the session ends.
 */
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/config/config';
import { apiDelete, apiGet, apiPost } from './client';
import { playerKeys } from './player-keys';
import type { LimitRequest, UserLimit } from './types';

const base = config.platformBase;

export const limitKeys = {
  list: [...playerKeys.all, 'limits'] as const,
};

/** Money limits with what their period used, and the time-out or self-exclusion still running. */
export function fetchLimits(locale: string, signal?: AbortSignal): Promise<UserLimit[]> {
  return apiGet<{ data: UserLimit[] }>('/user_limits', { locale, base, signal }).then((b) => b.data);
}

/**
 * Sets a limit. A new or lower amount answers `active`; a higher one `unconfirmed` (the old amount
 * holds until it is confirmed). A time-out or self-exclusion ends the session: the answer clears
 * the cookie.
 */
export function setLimit(locale: string, request: LimitRequest): Promise<UserLimit> {
  return apiPost<{ data: UserLimit }>('/user_limits', { locale, base, body: request }).then((b) => b.data);
}

/** Brings a waiting change into force (`disabled`: the limit is gone); 422 `limit_cooling` before its time. */
export function confirmLimit(locale: string, id: number): Promise<UserLimit> {
  return apiPost<{ data: UserLimit }>(`/user_limits/${id}/confirm`, { locale, base }).then((b) => b.data);
}

/** Asks to remove a money limit: it answers `unconfirmed_disabled` and holds for 24 hours and a confirmation. */
export function removeLimit(locale: string, id: number): Promise<UserLimit> {
  return apiDelete<{ data: UserLimit }>(`/user_limits/${id}`, { locale, base }).then((b) => b.data);
}

export const limitQueries = {
  list: (locale: string) =>
    queryOptions({
      queryKey: limitKeys.list,
      queryFn: ({ signal }) => fetchLimits(locale, signal),
      // What a period used moves with every bet and deposit: read it afresh on each visit.
      staleTime: 0,
    }),
};
