/**
 * The app's handlers of the realtime connection's events, loaded with the connection when the page
 * is idle, not with the first page: a status change or an unrecovered gap refetches the lists,
 * counters and pages once per burst; a balance sets the accounts; the player's other events are
 * `player-events.ts`'s.
 */
import { playerKeys } from '@/api/player-keys';
import type { LiveHandlers } from '@/live/live-connection';
import { onBetChanged, onProviderStatus, onUnreadCounters, onUserResync } from './player-events';
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

export const liveHandlers: LiveHandlers = {
  onStale: refetchStale,
  onBalance: ({ accounts }) => queryClient.setQueryData(playerKeys.accounts, accounts),
  onBetChanged,
  onProviderStatus,
  onUnreadCounters,
  onUserResync,
};
