import { useEffect } from 'react';
import { playerKeys } from '@/api/player';
import { useAuthStatus } from '@/api/session';
import type { Player } from '@/api/types';
import { LiveConnection } from '@/live/live-connection';
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

let connection: LiveConnection | undefined;

/**
 * The app's one realtime connection: started after the first render while auth is still
 * unknown, kept in `locale`, and told who is signed in (spec §4 "Realtime client").
 */
export function useLiveConnectionFor(locale: string): LiveConnection {
  connection ??= new LiveConnection(locale, {
    onStale: refetchStale,
    onBalance: ({ accounts }) => queryClient.setQueryData(playerKeys.accounts, accounts),
    onUserResync: () => void queryClient.invalidateQueries({ queryKey: playerKeys.accounts }),
  });
  const live = connection;
  const status = useAuthStatus();
  useEffect(() => {
    live.setLocale(locale);
    void live.start();
  }, [live, locale]);
  useEffect(() => {
    if (status === 'LOGGED_IN')
      live.setUser(queryClient.getQueryData<Player>(playerKeys.profile)?.id ?? null);
    else if (status === 'NOT_LOGGED_IN') live.setUser(null);
  }, [live, status]);
  return live;
}
