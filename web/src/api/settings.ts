/**
 * The sportsbook settings (`GET /api/sb/settings`, docs/product.md#sportsbook-settings) and the player's choices
 * saved with `POST /api/sb/settings` (`auto_accept_odds_change`, `odds_type`, `stakes`).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type { Settings, SettingsUpdate } from './types';

export const settingsKeys = { all: ['sb', 'settings'] as const };

export const settingsQueries = {
  current: (locale: string) =>
    queryOptions({
      queryKey: [...settingsKeys.all, locale],
      queryFn: ({ signal }) =>
        apiGet<{ data: Settings }>('/settings', { locale, signal }).then((b) => b.data),
      staleTime: 5 * 60_000,
    }),
};

/** Saves the given choices (signed-in players only) and answers with the resulting settings. */
export function saveSettings(locale: string, update: SettingsUpdate): Promise<Settings> {
  return apiPost<{ data: Settings }>('/settings', { locale, body: update }).then((b) => b.data);
}
