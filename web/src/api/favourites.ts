/**
 * The signed-in player's favourites (docs/product.md#favourites, docs/decisions/021-favourites.md):
 * `GET /favourites/{type}` answers their ids, most recently starred first; `POST` and `DELETE
 * /favourites/{type}/{id}` star and unstar (204, idempotent); `GET /matches?favourite=true` lists
 * the favourite matches like any match list. All answer 401 when signed out. The types are written
 * by hand until the server's OpenAPI document describes these routes.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from './client';
import { fetchMatches, type MatchQuery } from './matches';
import { playerKeys } from './player-keys';
import type { Match, Page } from './types';

export type FavouriteType = 'matches' | 'tournaments';

/** Filters of `GET /favourites/matches` (not of tournaments): statuses 0–5 comma-separated, bettable. */
export type FavouriteFilter = { match_status?: string; bettable?: boolean };

/** The server keeps at most this many favourites of one type; one more is a 422 `favourites_full`. */
export const FAVOURITES_LIMIT = 200;

/**
 * Under the player's keys (dropped on sign-out) and keyed by the player, so another player signing
 * in on the same page never sees these answers.
 */
export const favouriteKeys = {
  all: [...playerKeys.all, 'favourites'] as const,
  ids: (playerId: number, type: FavouriteType) =>
    [...playerKeys.all, 'favourites', 'ids', playerId, type] as const,
  /** The favourite-match lists (`GET /matches?favourite=true`), refetched when a star changes. */
  lists: [...playerKeys.all, 'favourites', 'lists'] as const,
};

export function fetchFavouriteIds(
  locale: string,
  type: FavouriteType,
  filter: FavouriteFilter = {},
  signal?: AbortSignal,
): Promise<number[]> {
  return apiGet<{ data: number[] }>(`/favourites/${type}`, { locale, params: filter, signal }).then(
    (body) => body.data,
  );
}

export function addFavourite(locale: string, type: FavouriteType, id: number): Promise<void> {
  return apiPost<unknown>(`/favourites/${type}/${id}`, { locale }).then(() => undefined);
}

export function removeFavourite(locale: string, type: FavouriteType, id: number): Promise<void> {
  return apiDelete<unknown>(`/favourites/${type}/${id}`, { locale }).then(() => undefined);
}

function fetchFavouriteMatches(
  locale: string,
  query: MatchQuery & { page?: number },
  signal?: AbortSignal,
): Promise<Page<Match>> {
  return fetchMatches(locale, { ...query, favourite: true }, signal);
}

export const favouriteQueries = {
  /** The ids of one type; the language does not change them, so it is not part of the key. */
  ids: (locale: string, playerId: number, type: FavouriteType) =>
    queryOptions({
      queryKey: favouriteKeys.ids(playerId, type),
      queryFn: ({ signal }) => fetchFavouriteIds(locale, type, {}, signal),
      staleTime: 60_000,
    }),
  /** One page of the favourite matches (a home block). */
  matches: (locale: string, playerId: number, query: MatchQuery) =>
    queryOptions({
      queryKey: [...favouriteKeys.lists, playerId, locale, query],
      queryFn: ({ signal }) => fetchFavouriteMatches(locale, query, signal),
      staleTime: 15_000,
    }),
  /** The favourite matches page after page ("show more"). */
  matchPages: (locale: string, playerId: number, query: MatchQuery) =>
    infiniteQueryOptions({
      queryKey: [...favouriteKeys.lists, playerId, locale, 'pages', query],
      queryFn: ({ signal, pageParam }) =>
        fetchFavouriteMatches(locale, { ...query, page: pageParam }, signal),
      initialPageParam: 1,
      getNextPageParam: (last) =>
        last.pagination.page < last.pagination.last_page ? last.pagination.page + 1 : undefined,
      staleTime: 15_000,
    }),
};
