/**
 * docs/product.md#odds-changes: the slip follows the channels of its selections' matches
 * (docs/product.md#realtime-channels: a match channel for the pages showing the match and the
 * slips holding it), and each match's published markets go into the ticket as `marketsUpdated`,
 * so prices and suspensions reach the slip whether it is open or not. Loaded with the ticket
 * store; only the matches that came or went are (un)followed.
 */
import type { LiveHub } from '@/live/live-hub';
import type { TicketStore } from '@/ticket/ticket-store';
import { currentLiveHub } from './use-live-hub';

function slipMatchIds(store: TicketStore): Set<number> {
  return new Set(store.getState().bets.flatMap((bet) => bet.selections.map((s) => s.matchId)));
}

function pushMarkets(live: LiveHub, store: TicketStore, matchId: number): void {
  const markets = live.store.matchMarkets(matchId);
  if (markets) store.dispatch({ type: 'marketsUpdated', matchId, markets });
}

function follow(live: LiveHub, store: TicketStore, matchId: number): () => void {
  const unfollow = live.followMatch(matchId);
  const unsubscribe = live.store.subscribeMarkets(matchId, () => pushMarkets(live, store, matchId));
  return () => {
    unsubscribe();
    unfollow();
  };
}

/** Keeps the followed matches in line with the slip's from now on. */
export function followSlipMatches(store: TicketStore, live: LiveHub | undefined = currentLiveHub()): void {
  if (!live) return;
  const followed = new Map<number, () => void>();
  const sync = () => {
    const wanted = slipMatchIds(store);
    for (const [id, stop] of followed) {
      if (wanted.has(id)) continue;
      stop();
      followed.delete(id);
    }
    const added = [...wanted].filter((id) => !followed.has(id));
    for (const id of added) followed.set(id, follow(live, store, id));
    // Markets a match page already follows are current: the new selection starts from them.
    for (const id of added) pushMarkets(live, store, id);
  };
  store.subscribe(sync);
  sync();
}
