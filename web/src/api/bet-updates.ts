/**
 * A `bet_changed` publication applied to the cached My Bets lists (docs/product.md#bet-lists):
 * a VIP bet that became rejected leaves the lists; any other bet is replaced in place, keeping the
 * selection details the list had (the names given at placement). A bet also moves between the
 * filtered lists at once — under "open" a bet that was settled leaves, under "settled" it appears —
 * and the lists are then refetched, so the server has the last word on order and paging.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  betsKeys,
  filtersOfKey,
  matchesFilters,
  type BetFilters,
  type ServerBet,
  type ServerBetSelection,
} from './bets';
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

function belongs(bet: ServerBet, filters: BetFilters): boolean {
  return !(bet.is_vip && bet.status === 'rejected') && matchesFilters(bet, filters);
}

/**
 * The list under `filters` with the changed bet applied: replaced (or dropped when it no longer
 * belongs) if it is there, else `undefined` so the caller may add it. Unchanged lists stay the
 * same array.
 */
function replaced(
  bets: readonly ServerBet[],
  changed: ServerBet,
  filters: BetFilters,
): ServerBet[] | undefined {
  const index = bets.findIndex((bet) => bet.id === changed.id);
  if (index === -1) return undefined;
  if (!belongs(changed, filters)) return bets.filter((bet) => bet.id !== changed.id);
  const before = bets[index] as ServerBet;
  const selections = changed.selections.map((s) =>
    mergeSelection(
      before.selections.find((old) => old.id === s.id),
      s,
    ),
  );
  return bets.map((bet, i) => (i === index ? { ...changed, selections } : bet));
}

/**
 * A page with the bet added where the newest-first order puts it (ids grow with time); the same
 * page when it belongs to a page not loaded yet (the refetch brings it).
 */
function added(page: Page<ServerBet>, bet: ServerBet): Page<ServerBet> {
  const position = page.data.findIndex((other) => other.id < bet.id);
  const isLast = page.pagination.page >= page.pagination.last_page;
  if (position === -1 && !isLast) return page;
  const data = [...page.data];
  data.splice(position === -1 ? data.length : position, 0, bet);
  return { ...page, data };
}

type CachedBets = Page<ServerBet> | InfiniteData<Page<ServerBet>> | undefined;

/** Pages (one, or all of a paged list) with the changed bet replaced, dropped or added. */
export function withChangedPages(
  pages: readonly Page<ServerBet>[],
  bet: ServerBet,
  filters: BetFilters,
): Page<ServerBet>[] {
  let isPresent = false;
  const next = pages.map((page) => {
    const data = replaced(page.data, bet, filters);
    if (!data) return page;
    isPresent = true;
    return data === page.data ? page : { ...page, data };
  });
  if (isPresent || !belongs(bet, filters)) return next;
  let isAdded = false;
  return next.map((page) => {
    if (isAdded) return page;
    const after = added(page, bet);
    isAdded = after !== page;
    return after;
  });
}

function applyToCached(cached: CachedBets, bet: ServerBet, filters: BetFilters): CachedBets {
  if (!cached) return cached;
  if ('pages' in cached) return { ...cached, pages: withChangedPages(cached.pages, bet, filters) };
  return withChangedPages([cached], bet, filters)[0];
}

/** Updates every cached bets list at once, then refetches the lists on screen. */
export function applyBetChanged(queryClient: QueryClient, bet: ServerBet): void {
  for (const [key, cached] of queryClient.getQueriesData<CachedBets>({ queryKey: betsKeys.all })) {
    const filters = filtersOfKey(key) ?? { status: 'all', result: 'all' };
    queryClient.setQueryData<CachedBets>(key, applyToCached(cached, bet, filters));
  }
  void queryClient.invalidateQueries({ queryKey: betsKeys.all });
}
