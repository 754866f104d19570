import { useEffect } from 'react';
import { playerKeys } from '@/api/player';
import { useAuthStatus } from '@/api/session';
import type { Player } from '@/api/types';
import { whenIdle } from '@/lib/idle';
import { LiveHub } from '@/live/live-hub';
import { queryClient } from './query-client';

/** Lists, counters and pages fetched before a status change or an unrecovered gap. */
const STALE_KEYS = [['matches'], ['match'], ['markets'], ['counters']] as const;
/** Status changes come in bursts (kick-offs at the same minute): refetch once per burst. */
const STALE_DEBOUNCE_MS = 2_000;

let staleTimer: ReturnType<typeof setTimeout> | undefined;

function refetchStale(): void {
  clearTimeout(staleTimer);
  staleTimer = setTimeout(() => {
    for (const queryKey of STALE_KEYS) void queryClient.invalidateQueries({ queryKey });
  }, STALE_DEBOUNCE_MS);
}

let hub: LiveHub | undefined;

/** The app's hub once the first page created it (for code outside React, e.g. the slip's prices). */
export function currentLiveHub(): LiveHub | undefined {
  return hub;
}
let connecting: Promise<void> | undefined;

/** Loads the client library and connects, once, when the page is idle after the first paint. */
function connect(live: LiveHub): void {
  connecting ??= whenIdle()
    .then(() => Promise.all([import('@/live/live-connection'), import('./player-events')]))
    .then(([{ connectLive }, player]) =>
      connectLive(live, {
        onStale: refetchStale,
        onBalance: ({ accounts }) => queryClient.setQueryData(playerKeys.accounts, accounts),
        onBetChanged: player.onBetChanged,
        onProviderStatus: player.onProviderStatus,
        onUnreadCounters: player.onUnreadCounters,
        onUserResync: player.onUserResync,
      }),
    );
}

/**
 * The app's realtime hub: its connection starts after the first render while auth is still
 * unknown, follows `locale`, and is told who is signed in (docs/product.md#realtime-client).
 */
export function useLiveHubFor(locale: string): LiveHub {
  hub ??= new LiveHub(locale);
  const live = hub;
  const status = useAuthStatus();
  useEffect(() => {
    live.setLocale(locale);
    connect(live);
  }, [live, locale]);
  useEffect(() => {
    if (status === 'LOGGED_IN')
      live.setUser(queryClient.getQueryData<Player>(playerKeys.profile)?.id ?? null);
    else if (status === 'NOT_LOGGED_IN') live.setUser(null);
  }, [live, status]);
  return live;
}
