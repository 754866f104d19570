import { useEffect } from 'react';
import { playerKeys } from '@/api/player-keys';
import { useAuthStatus } from '@/api/session';
import type { Player } from '@/api/types';
import { whenIdle } from '@/lib/idle';
import { LiveHub } from '@/live/live-hub';
import { queryClient } from './query-client';

let hub: LiveHub | undefined;

/** The app's hub once the first page created it (for code outside React, e.g. the slip's prices). */
export function currentLiveHub(): LiveHub | undefined {
  return hub;
}
let connecting: Promise<void> | undefined;

/** Loads the client library and connects, once, when the page is idle after the first paint. */
function connect(live: LiveHub): void {
  connecting ??= whenIdle()
    .then(() => Promise.all([import('@/live/live-connection'), import('./live-handlers')]))
    .then(([{ connectLive }, { liveHandlers }]) => connectLive(live, liveHandlers));
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
