/**
 * The signed-in player's notifications (docs/decisions/023-notifications.md): `GET /notifications`
 * (newest first, paged), `GET /notifications/counters` (the bell's unread count), `POST
 * /notifications/read` and `/read-all`. The rows are language-free, so the keys carry no locale;
 * they live under the player's keys and are dropped with them on sign-out or session end.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { playerKeys } from './player-keys';
import type { Page, PlayerNotification, ReadRequest, UnreadCounters } from './types';

/** Notifications a page (the server's default; it allows up to 100). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationKeys = {
  all: [...playerKeys.all, 'notifications'] as const,
  counters: [...playerKeys.all, 'notifications', 'counters'] as const,
  list: [...playerKeys.all, 'notifications', 'list'] as const,
};

export function fetchNotifications(
  locale: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<PlayerNotification>> {
  const params = { page, limit: NOTIFICATIONS_PAGE_SIZE };
  return apiGet<Page<PlayerNotification>>('/notifications', { locale, params, signal });
}

export function fetchUnreadCounters(locale: string, signal?: AbortSignal): Promise<UnreadCounters> {
  return apiGet<{ data: UnreadCounters }>('/notifications/counters', { locale, signal }).then((b) => b.data);
}

/** The page after `page`, or `undefined` on the last one. */
export function nextNotificationsPage(page: Page<PlayerNotification>): number | undefined {
  const { page: current, last_page: last } = page.pagination;
  return current < last ? current + 1 : undefined;
}

export const notificationQueries = {
  /** The unread count: fetched once a session, then kept by `unread_counters_changed`. */
  counters: (locale: string) =>
    queryOptions({
      queryKey: notificationKeys.counters,
      queryFn: ({ signal }) => fetchUnreadCounters(locale, signal),
      staleTime: Infinity,
    }),
  /** The list, newest first, one page more each time the player asks. */
  pages: (locale: string) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list,
      queryFn: ({ signal, pageParam }) => fetchNotifications(locale, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextNotificationsPage,
      staleTime: 30_000,
    }),
};

/** Marks the player's notifications `ids` read (the server announces the new count). */
export async function markNotificationsRead(locale: string, ids: readonly number[]): Promise<void> {
  const body: ReadRequest = { ids: [...ids] };
  await apiPost<undefined>('/notifications/read', { locale, body });
}

/** Marks every notification of the player read. */
export async function markAllNotificationsRead(locale: string): Promise<void> {
  await apiPost<undefined>('/notifications/read-all', { locale });
}
