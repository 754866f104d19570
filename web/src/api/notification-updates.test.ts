import { InfiniteQueryObserver, QueryClient, infiniteQueryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyUnreadCounters, markCachedRead, type CachedNotifications } from './notification-updates';
import { nextNotificationsPage, notificationKeys } from './notifications';
import type { Page, PlayerNotification, UnreadCounters } from './types';

function note(id: number, read = false): PlayerNotification {
  return { id, kind: 'deposit', data: {}, created_at: '2026-11-24T07:00:00Z', read };
}

function page(ids: number[], current: number, last: number): Page<PlayerNotification> {
  return {
    data: ids.map((id) => note(id)),
    pagination: { page: current, last_page: last, limit: 2, total: 4 },
  };
}

/** A cache holding the list's two pages (as after "Load more") and a server answering `pages`. */
async function cacheWithTwoPages(server: Record<number, Page<PlayerNotification>>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const requested: number[] = [];
  const options = infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => {
      requested.push(pageParam);
      return Promise.resolve(server[pageParam] as Page<PlayerNotification>);
    },
    initialPageParam: 1,
    getNextPageParam: nextNotificationsPage,
  });
  await queryClient.fetchInfiniteQuery(options);
  queryClient.setQueryData<CachedNotifications>(notificationKeys.list, {
    pages: [server[1] as Page<PlayerNotification>, server[2] as Page<PlayerNotification>],
    pageParams: [1, 2],
  });
  requested.length = 0;
  return { queryClient, requested, options };
}

const ids = (list: CachedNotifications | undefined) => list?.pages.map((p) => p.data.map((n) => n.id));

describe('unread_counters_changed', () => {
  it('sets the bell’s count and fetches only the first page of a list nobody shows', async () => {
    const server = { 1: page([4, 3], 1, 2), 2: page([2, 1], 2, 2) };
    const { queryClient, requested } = await cacheWithTwoPages(server);
    queryClient.setQueryData<UnreadCounters>(notificationKeys.counters, { unread: 4 });
    server[1] = page([5, 4], 1, 3);

    await applyUnreadCounters(queryClient, { unread: 5 });

    expect(queryClient.getQueryData(notificationKeys.counters)).toEqual({ unread: 5 });
    expect(requested).toEqual([1]);
    expect(ids(queryClient.getQueryData(notificationKeys.list))).toEqual([[5, 4]]);
  });

  it('fetches every loaded page again while the panel shows the list', async () => {
    const server = { 1: page([4, 3], 1, 2), 2: page([2, 1], 2, 2) };
    const { queryClient, requested, options } = await cacheWithTwoPages(server);
    const shown = new InfiniteQueryObserver(queryClient, { ...options, staleTime: Infinity });
    const stop = shown.subscribe(() => undefined);
    server[1] = page([5, 4], 1, 3);
    server[2] = page([3, 2], 2, 3);

    await applyUnreadCounters(queryClient, { unread: 5 });

    expect(requested).toEqual([1, 2]);
    expect(ids(queryClient.getQueryData(notificationKeys.list))).toEqual([
      [5, 4],
      [3, 2],
    ]);
    stop();
  });

  it('sets the count when the list was never loaded, and fetches nothing', async () => {
    const queryClient = new QueryClient();
    await applyUnreadCounters(queryClient, { unread: 2 });
    expect(queryClient.getQueryData(notificationKeys.counters)).toEqual({ unread: 2 });
    expect(queryClient.getQueryData(notificationKeys.list)).toBeUndefined();
  });

  it('wins over a counters request still on its way', async () => {
    const queryClient = new QueryClient();
    let answer: (counters: UnreadCounters) => void = () => undefined;
    const slow = queryClient.fetchQuery({
      queryKey: notificationKeys.counters,
      queryFn: () => new Promise<UnreadCounters>((resolve) => (answer = resolve)),
    });
    await applyUnreadCounters(queryClient, { unread: 3 });
    answer({ unread: 1 });
    await slow.catch(() => undefined);
    expect(queryClient.getQueryData(notificationKeys.counters)).toEqual({ unread: 3 });
  });
});

describe('a read made here', () => {
  it('marks the cached rows read at once, and with "all" the count too', async () => {
    const { queryClient } = await cacheWithTwoPages({ 1: page([4, 3], 1, 2), 2: page([2, 1], 2, 2) });
    queryClient.setQueryData<UnreadCounters>(notificationKeys.counters, { unread: 4 });
    const read = () =>
      queryClient
        .getQueryData<CachedNotifications>(notificationKeys.list)
        ?.pages.flatMap((p) => p.data.filter((n) => n.read).map((n) => n.id));

    markCachedRead(queryClient, [4, 2]);
    expect(read()).toEqual([4, 2]);
    expect(queryClient.getQueryData(notificationKeys.counters)).toEqual({ unread: 4 });

    markCachedRead(queryClient, 'all');
    expect(read()).toEqual([4, 3, 2, 1]);
    expect(queryClient.getQueryData(notificationKeys.counters)).toEqual({ unread: 0 });
  });
});
