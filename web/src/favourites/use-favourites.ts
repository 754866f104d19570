/**
 * The signed-in player's favourite ids from the Query cache (`favouriteQueries.ids`), asked for only
 * while a player is signed in and keyed by that player.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { favouriteQueries, type FavouriteType } from '@/api/favourites';
import { playerKeys } from '@/api/player-keys';
import { useAuthStatus } from '@/api/session';
import type { Player } from '@/api/types';
import { useLocale } from '@/i18n/locale-context';

/** The signed-in player's id; `undefined` while signed out or not known yet. */
export function usePlayerId(): number | undefined {
  const status = useAuthStatus();
  const client = useQueryClient();
  // The session stores the profile before it says LOGGED_IN, and this renders again when it does.
  return status === 'LOGGED_IN' ? client.getQueryData<Player>(playerKeys.profile)?.id : undefined;
}

function useIds<T>(type: FavouriteType, select: (ids: number[]) => T) {
  const locale = useLocale();
  const playerId = usePlayerId();
  return useQuery({
    ...favouriteQueries.ids(locale, playerId ?? 0, type),
    enabled: playerId !== undefined,
    select,
  });
}

const all = (ids: number[]): readonly number[] => ids;

/** The query of the favourite ids of `type` (most recently starred first), for pages that show its state. */
export function useFavouriteIdsQuery(type: FavouriteType) {
  return useIds(type, all);
}

/** The favourite ids of `type`; `undefined` until known (or while signed out). */
export function useFavouriteIds(type: FavouriteType): readonly number[] | undefined {
  return useIds(type, all).data;
}

/** Whether `id` is a favourite: re-renders only when that answer changes. */
export function useIsFavourite(type: FavouriteType, id: number): boolean {
  return useIds(type, (ids) => ids.includes(id)).data ?? false;
}
