/**
 * The sportsbook settings (`GET /api/sb/settings`, docs/product.md#sportsbook-settings) and the player's choices
 * saved with `POST /api/sb/settings` (`auto_accept_odds_change`, `odds_type`, `stakes`, and the push
 * subscription `one_signal_push_notification_subscription` of decision 037).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { playerKeys } from './player';
import type { Settings, SettingsUpdate } from './types';

export const settingsKeys = {
  all: ['sb', 'settings'] as const,
  /** A signed-in player's own answer: under the player's keys (dropped on sign-out), keyed by them. */
  player: (playerId: number, locale: string) => [...playerKeys.all, 'settings', playerId, locale] as const,
};

function fetchSettings(locale: string, signal: AbortSignal): Promise<Settings> {
  return apiGet<{ data: Settings }>('/settings', { locale, signal }).then((b) => b.data);
}

export const settingsQueries = {
  current: (locale: string) =>
    queryOptions({
      queryKey: [...settingsKeys.all, locale],
      queryFn: ({ signal }) => fetchSettings(locale, signal),
      staleTime: 5 * 60_000,
    }),
  /** What only the signed-in player's answer tells (`push_notifications_subscribed`). */
  player: (locale: string, playerId: number) =>
    queryOptions({
      queryKey: settingsKeys.player(playerId, locale),
      queryFn: ({ signal }) => fetchSettings(locale, signal),
    }),
};

/** Saves the given choices (signed-in players only) and answers with the resulting settings. */
export function saveSettings(locale: string, update: SettingsUpdate): Promise<Settings> {
  return apiPost<{ data: Settings }>('/settings', { locale, body: update }).then((b) => b.data);
}
