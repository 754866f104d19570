/**
 * The sportsbook settings (`GET /api/sb/settings`, docs/product.md#sportsbook-settings) and the player's choices
 * saved with `POST /api/sb/settings` (`auto_accept_odds_change`, `odds_type`, `stakes`, and the push
 * subscription `one_signal_push_notification_subscription` of decision 037). Whose settings they are
 * is in the key (decision 040): an anonymous visitor's defaults, or a signed-in player's own, which
 * go with the player's data on sign-out.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { playerQueries } from './player';
import { playerKeys } from './player-keys';
import { useAuthStatus } from './session';
import type { Settings, SettingsUpdate } from './types';

export const settingsKeys = {
  anonymous: (locale: string) => ['sb', 'settings', locale] as const,
  player: (playerId: number, locale: string) => [...playerKeys.all, 'settings', playerId, locale] as const,
};

/** The settings for whoever the request's session is (the profile load fetches them with the player). */
export function fetchSettings(locale: string, signal?: AbortSignal): Promise<Settings> {
  return apiGet<{ data: Settings }>('/settings', { locale, signal }).then((b) => b.data);
}

export const settingsQueries = {
  /** A signed-in player's settings (`playerId`), or an anonymous visitor's (`null`). */
  of: (locale: string, playerId: number | null) =>
    queryOptions({
      queryKey: playerId === null ? settingsKeys.anonymous(locale) : settingsKeys.player(playerId, locale),
      queryFn: ({ signal }) => fetchSettings(locale, signal),
      staleTime: 5 * 60_000,
    }),
};

/** The signed-in player's id, once their profile is in. */
function usePlayerId(locale: string): number | undefined {
  const isSignedIn = useAuthStatus() === 'LOGGED_IN';
  const playerId = useQuery({ ...playerQueries.profile(locale), enabled: isSignedIn }).data?.id;
  return isSignedIn ? playerId : undefined;
}

/**
 * The visitor's settings: the signed-in player's own, else the defaults; none while the session is
 * still being found out (the profile load brings them with the player).
 */
export function useSettings(locale: string): Settings | undefined {
  const status = useAuthStatus();
  const playerId = usePlayerId(locale);
  return useQuery({
    ...settingsQueries.of(locale, playerId ?? null),
    enabled: playerId !== undefined || status === 'NOT_LOGGED_IN',
  }).data;
}

/** Saves the given choices (signed-in players only) and answers with the resulting settings. */
export function saveSettings(locale: string, update: SettingsUpdate): Promise<Settings> {
  return apiPost<{ data: Settings }>('/settings', { locale, body: update }).then((b) => b.data);
}

/**
 * Saves a signed-in player's choices one after the other (so the last answer is the last choice)
 * and keeps their settings to the answer; a failure keeps the choice on this page only.
 */
export function useSaveSettings(locale: string): (update: SettingsUpdate) => void {
  const client = useQueryClient();
  const playerId = usePlayerId(locale);
  const { mutate } = useMutation({
    mutationFn: (update: SettingsUpdate) => saveSettings(locale, update),
    onSuccess: (settings) => {
      if (playerId !== undefined) client.setQueryData(settingsKeys.player(playerId, locale), settings);
    },
    scope: { id: 'settings' },
  });
  return mutate;
}
