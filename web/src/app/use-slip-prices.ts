import { useEffect, useRef } from 'react';
import { useLiveHub } from '@/live/live-context';
import type { LiveHub } from '@/live/live-hub';
import { dispatchIfTicketLoaded, useSlipMatchIds } from '@/ticket/slip-view';

/** Follows one match for the slip: its channel, and its published markets into the ticket. */
function followForSlip(live: LiveHub, matchId: number): () => void {
  const push = () => {
    const markets = live.store.matchMarkets(matchId);
    if (markets) dispatchIfTicketLoaded({ type: 'marketsUpdated', matchId, markets });
  };
  const unfollow = live.followMatch(matchId);
  const unsubscribe = live.store.subscribeMarkets(matchId, push);
  push();
  return () => {
    unsubscribe();
    unfollow();
  };
}

/**
 * Spec §4 "Odds updates": the slip follows the channels of its selections' matches (product.md
 * "Realtime channels"), so their prices and suspensions reach it while it is open or not. Only the
 * matches that came or went are (un)followed, so the others' subscriptions stay as they are.
 */
export function useSlipPrices(): void {
  const live = useLiveHub();
  const matchIds = useSlipMatchIds();
  const followed = useRef(new Map<number, () => void>());
  useEffect(() => {
    if (!live) return;
    const current = followed.current;
    for (const [id, stop] of current) {
      if (matchIds.includes(id)) continue;
      stop();
      current.delete(id);
    }
    for (const id of matchIds) if (!current.has(id)) current.set(id, followForSlip(live, id));
  }, [live, matchIds]);
  useEffect(() => {
    const current = followed.current;
    return () => {
      for (const stop of current.values()) stop();
      current.clear();
    };
  }, [live]);
}
