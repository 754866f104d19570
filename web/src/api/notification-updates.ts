/**
 * The notification caches kept in step with the server. `unread_counters_changed` (the private
 * channel's count after every new or read notification) sets the bell's count and fetches the
 * list again; a read made here marks the cached rows at once, before the server's answer.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './notifications';
import type { Page, PlayerNotification, UnreadCounters } from './types';

export type CachedNotifications = InfiniteData<Page<PlayerNotification>, number>;

function firstPageOnly(list: CachedNotifications): CachedNotifications {
  return { pages: list.pages.slice(0, 1), pageParams: list.pageParams.slice(0, 1) };
}

/**
 * The cached list fetched again: every loaded page while the panel shows it (what the player
 * reads stays put), else only the first one — the pages after it are dropped, "Load more" brings
 * them back. Nothing when the list was never loaded.
 */
export function refetchNotificationList(queryClient: QueryClient): Promise<void> {
  const query = queryClient.getQueryCache().find({ queryKey: notificationKeys.list, exact: true });
  if (!query) return Promise.resolve();
  if (query.getObserversCount() === 0)
    queryClient.setQueryData<CachedNotifications>(
      notificationKeys.list,
      (list) => list && firstPageOnly(list),
    );
  return queryClient.invalidateQueries({ queryKey: notificationKeys.list, exact: true, refetchType: 'all' });
}

/** `unread_counters_changed`: the bell's count, then the list when it is cached. */
export async function applyUnreadCounters(
  queryClient: QueryClient,
  { unread }: UnreadCounters,
): Promise<void> {
  // A counters request still on its way would answer an older count than this one.
  await queryClient.cancelQueries({ queryKey: notificationKeys.counters, exact: true });
  queryClient.setQueryData<UnreadCounters>(notificationKeys.counters, { unread });
  await refetchNotificationList(queryClient);
}

/** The cached rows `ids` (every row for `'all'`) marked read; with `'all'` the count is 0 too. */
export function markCachedRead(queryClient: QueryClient, ids: readonly number[] | 'all'): void {
  const isRead = (id: number) => ids === 'all' || ids.includes(id);
  queryClient.setQueryData<CachedNotifications>(
    notificationKeys.list,
    (list) =>
      list && {
        ...list,
        pages: list.pages.map((page) => ({
          ...page,
          data: page.data.map((item) => (item.read || !isRead(item.id) ? item : { ...item, read: true })),
        })),
      },
  );
  if (ids === 'all') queryClient.setQueryData<UnreadCounters>(notificationKeys.counters, { unread: 0 });
}
