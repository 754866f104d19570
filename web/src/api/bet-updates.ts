/**
 * A `bet_changed` publication applied to the cached My Bets lists (spec §4 "Bet panel and lists"):
 * a VIP bet that became rejected leaves the lists; any other bet is replaced in place, keeping the
 * selection details the list had (the names given at placement). The lists are then refetched, as
 * the bet may have moved between filters or be new.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { betsKeys, type ServerBet, type ServerBetSelection } from './bets';
import type { Page } from './types';

function mergeSelection(
  before: ServerBetSelection | undefined,
  after: ServerBetSelection,
): ServerBetSelection {
  if (!before) return after;
  return {
    ...before,
    ...after,
    market: after.market.name ? after.market : before.market,
    outcome: after.outcome.name ? after.outcome : before.outcome,
    match: after.match.name ? after.match : before.match,
  };
}

/** The list with the changed bet applied; the same array when the bet is not in it. */
export function withChangedBet(bets: readonly ServerBet[], changed: ServerBet): ServerBet[] {
  const index = bets.findIndex((bet) => bet.id === changed.id);
  if (index === -1) return bets as ServerBet[];
  if (changed.is_vip && changed.status === 'rejected') return bets.filter((bet) => bet.id !== changed.id);
  const before = bets[index] as ServerBet;
  const selections = changed.selections.map((s) =>
    mergeSelection(
      before.selections.find((old) => old.id === s.id),
      s,
    ),
  );
  return bets.map((bet, i) => (i === index ? { ...changed, selections } : bet));
}

type CachedBets = Page<ServerBet> | InfiniteData<Page<ServerBet>> | undefined;

function applyToPage(page: Page<ServerBet>, bet: ServerBet): Page<ServerBet> {
  const data = withChangedBet(page.data, bet);
  return data === page.data ? page : { ...page, data };
}

function applyToCached(cached: CachedBets, bet: ServerBet): CachedBets {
  if (!cached) return cached;
  if ('pages' in cached) return { ...cached, pages: cached.pages.map((page) => applyToPage(page, bet)) };
  return applyToPage(cached, bet);
}

/** Updates every cached bets list at once, then refetches the lists on screen. */
export function applyBetChanged(queryClient: QueryClient, bet: ServerBet): void {
  queryClient.setQueriesData<CachedBets>({ queryKey: betsKeys.all }, (cached) => applyToCached(cached, bet));
  void queryClient.invalidateQueries({ queryKey: betsKeys.all });
}
