import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyBetChanged, withChangedPages } from './bet-updates';
import {
  betsKeys,
  filtersOfKey,
  matchesFilters,
  nextBetsPage,
  type BetFilters,
  type ServerBet,
} from './bets';
import type { Page } from './types';

function bet(id: number, change: Partial<ServerBet> = {}): ServerBet {
  return {
    id,
    type: 'single',
    ref: `SB${id}`,
    status: 'submitted',
    stake: { value: 1000, currency: 'EUR', subunits: 100 },
    win_amount: 2000,
    odds: 2,
    selections: [
      {
        id: `${id}-0`,
        status: 'open',
        market: { id: 1, name: '1X2' },
        outcome: { id: 1, name: 'Home' },
        odds: 2,
        match: { id: 9, name: 'A - B', sport_key: 'football', is_live: true },
        specifier: '',
        result: null,
      },
    ],
    created_at: '2026-11-24T07:00:00Z',
    result: 'no_results',
    system: null,
    is_vip: false,
    ...change,
  };
}

const won = (id: number) => bet(id, { status: 'done', result: 'win_entire', win_amount: 2000 });
const ALL: BetFilters = { status: 'all', result: 'all' };
const OPEN: BetFilters = { status: 'open', result: 'all' };
const SETTLED: BetFilters = { status: 'settled', result: 'all' };

function page(bets: ServerBet[], current = 1, last = 1): Page<ServerBet> {
  return { data: bets, pagination: { page: current, last_page: last, limit: 500, total: bets.length } };
}

function ids(pages: Page<ServerBet>[]): number[][] {
  return pages.map((p) => p.data.map((b) => b.id));
}

describe('a changed bet in the My Bets lists', () => {
  it('replaces the bet and keeps the selection details the list had', () => {
    const changed = bet(1, { status: 'waiting_results' });
    const first = changed.selections[0];
    if (!first) throw new Error('fixture');
    changed.selections = [{ ...first, market: { id: 1, name: '' }, status: 'open' }];
    const [after] = withChangedPages([page([bet(1), bet(2)])], changed, ALL)[0]?.data ?? [];
    expect(after?.status).toBe('waiting_results');
    expect(after?.selections[0]?.market.name).toBe('1X2');
  });

  it('drops a VIP bet that became rejected and keeps any other rejected bet', () => {
    const list = [page([bet(1), bet(2)])];
    expect(ids(withChangedPages(list, bet(1, { status: 'rejected', is_vip: true }), ALL))).toEqual([[2]]);
    expect(withChangedPages(list, bet(1, { status: 'rejected' }), ALL)[0]?.data[0]?.status).toBe('rejected');
  });

  it('takes a settled bet out of the open list', () => {
    expect(ids(withChangedPages([page([bet(3), bet(2), bet(1)])], won(2), OPEN))).toEqual([[3, 1]]);
  });

  it('puts a settled bet into the settled list, newest first', () => {
    expect(ids(withChangedPages([page([won(3), won(1)])], won(2), SETTLED))).toEqual([[3, 2, 1]]);
    expect(ids(withChangedPages([page([])], won(2), SETTLED))).toEqual([[2]]);
  });

  it('adds a bet only to a page it belongs on, leaving pages not loaded yet to the refetch', () => {
    const loaded = [page([won(9), won(8)], 1, 3)];
    expect(ids(withChangedPages(loaded, won(2), SETTLED))).toEqual([[9, 8]]);
    expect(
      ids(withChangedPages([page([won(9), won(8)], 1, 2), page([won(5)], 2, 2)], won(2), SETTLED)),
    ).toEqual([
      [9, 8],
      [5, 2],
    ]);
  });

  it('keeps a list the bet does not belong to as it is', () => {
    const list = [page([won(2)])];
    expect(withChangedPages(list, bet(1), SETTLED)[0]).toBe(list[0]);
    expect(ids(withChangedPages([page([])], won(1), { status: 'settled', result: 'lose' }))).toEqual([[]]);
  });

  it('moves the bet between every cached list at once', () => {
    const client = new QueryClient();
    const tabKey = [...betsKeys.list(ALL), 1];
    client.setQueryData(tabKey, page([bet(1)]));
    const openKey = [...betsKeys.list(OPEN), 'pages'];
    const settledKey = [...betsKeys.list(SETTLED), 'pages'];
    for (const [key, data] of [
      [openKey, [bet(1)]],
      [settledKey, []],
    ] as const) {
      client.setQueryData<InfiniteData<Page<ServerBet>>>(key, { pages: [page([...data])], pageParams: [1] });
    }
    applyBetChanged(client, won(1));
    expect(client.getQueryData<Page<ServerBet>>(tabKey)?.data[0]?.status).toBe('done');
    const open = client.getQueryData<InfiniteData<Page<ServerBet>>>(openKey);
    expect(open?.pages[0]?.data).toEqual([]);
    const settled = client.getQueryData<InfiniteData<Page<ServerBet>>>(settledKey);
    expect(settled?.pages[0]?.data.map((b) => b.id)).toEqual([1]);
  });
});

describe('bets filters', () => {
  it('list what the server lists under each filter', () => {
    expect(matchesFilters({ status: 'waiting_results', result: 'no_results' }, OPEN)).toBe(true);
    expect(matchesFilters({ status: 'done', result: 'win_entire' }, OPEN)).toBe(false);
    expect(matchesFilters({ status: 'cancelled', result: 'canceled' }, SETTLED)).toBe(true);
    const win: BetFilters = { status: 'settled', result: 'win' };
    expect(matchesFilters({ status: 'done', result: 'refund_half_win_other' }, win)).toBe(true);
    expect(matchesFilters({ status: 'done', result: 'refund_half_lose_other' }, win)).toBe(false);
    const refund: BetFilters = { status: 'all', result: 'refund' };
    expect(matchesFilters({ status: 'cancelled', result: 'canceled' }, refund)).toBe(true);
    expect(matchesFilters({ status: 'rejected', result: 'no_results' }, ALL)).toBe(true);
  });

  it('are read back from a cached list key', () => {
    expect(filtersOfKey([...betsKeys.list(SETTLED), 'pages'])).toEqual(SETTLED);
    expect(filtersOfKey(betsKeys.all)).toBeNull();
  });
});

describe('bets paging', () => {
  it('stops when the page is the last page (docs/product.md#catalogue-lists)', () => {
    expect(nextBetsPage(page([], 1, 3))).toBe(2);
    expect(nextBetsPage(page([], 3, 3))).toBeUndefined();
  });
});
