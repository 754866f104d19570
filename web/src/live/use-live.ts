/** Hooks that read the realtime store: each reads only its own key, so updates stay local. */
import { useEffect, useSyncExternalStore } from 'react';
import type { Market, Match } from '@/api/types';
import { useLiveHub } from './live-context';
import type { ConnectionState } from './live-hub';
import { withPatch } from './live-store';

const noop = () => () => {};
const OFFLINE_STATE: ConnectionState = { status: 'disconnected', wasConnected: false, isOffline: false };

/** The match with every published change applied. */
export function useLiveMatch(match: Match): Match {
  const live = useLiveHub();
  const patch = useSyncExternalStore(
    live ? (listener) => live.store.subscribeMatch(match.id, listener) : noop,
    () => live?.store.matchPatch(match.id),
    () => undefined,
  );
  return withPatch(match, patch);
}

/** A match's markets: the published list once one arrived, else the fetched one. */
export function useLiveMarkets(matchId: number, fetched: Market[]): Market[] {
  const live = useLiveHub();
  const published = useSyncExternalStore(
    live ? (listener) => live.store.subscribeMarkets(matchId, listener) : noop,
    () => live?.store.matchMarkets(matchId),
    () => undefined,
  );
  return published ?? fetched;
}

/** Follows a match's own channel while the calling component is mounted. */
export function useFollowMatch(matchId: number): void {
  const live = useLiveHub();
  useEffect(() => live?.followMatch(matchId), [live, matchId]);
}

/** The connection's state, for the reconnecting notice. */
export function useConnectionState(): ConnectionState {
  const live = useLiveHub();
  return useSyncExternalStore(
    live ? live.subscribeState : noop,
    () => live?.getState() ?? OFFLINE_STATE,
    () => OFFLINE_STATE,
  );
}
