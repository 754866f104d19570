import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyBetChanged, withChangedBet } from './bet-updates';
import { betsKeys, nextBetsPage, type ServerBet } from './bets';
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

function page(bets: ServerBet[], current = 1, last = 1): Page<ServerBet> {
  return { data: bets, pagination: { page: current, last_page: last, limit: 500, total: bets.length } };
}

describe('a changed bet in the My Bets lists', () => {
  it('replaces the bet and keeps the selection details the list had', () => {
    const changed = bet(1, { status: 'waiting_results' });
    const first = changed.selections[0];
    if (!first) throw new Error('fixture');
    changed.selections = [{ ...first, market: { id: 1, name: '' }, status: 'open' }];
    const [after] = withChangedBet([bet(1), bet(2)], changed);
    expect(after?.status).toBe('waiting_results');
    expect(after?.selections[0]?.market.name).toBe('1X2');
  });

  it('drops a VIP bet that became rejected and keeps any other rejected bet', () => {
    expect(
      withChangedBet([bet(1), bet(2)], bet(1, { status: 'rejected', is_vip: true })).map((b) => b.id),
    ).toEqual([2]);
    expect(withChangedBet([bet(1)], bet(1, { status: 'rejected' }))[0]?.status).toBe('rejected');
  });

  it('leaves a list without the bet as it is', () => {
    const list = [bet(2)];
    expect(withChangedBet(list, bet(1))).toBe(list);
  });

  it('updates single pages and paged lists in the cache', () => {
    const client = new QueryClient();
    client.setQueryData([...betsKeys.list({ status: 'all', result: 'all' }), 1], page([bet(1)]));
    const pagesKey = [...betsKeys.list({ status: 'open', result: 'all' }), 'pages'];
    client.setQueryData<InfiniteData<Page<ServerBet>>>(pagesKey, {
      pages: [page([bet(1)])],
      pageParams: [1],
    });
    applyBetChanged(client, bet(1, { status: 'waiting_results' }));
    const single = client.getQueryData<Page<ServerBet>>([
      ...betsKeys.list({ status: 'all', result: 'all' }),
      1,
    ]);
    expect(single?.data[0]?.status).toBe('waiting_results');
    const paged = client.getQueryData<InfiniteData<Page<ServerBet>>>(pagesKey);
    expect(paged?.pages[0]?.data[0]?.status).toBe('waiting_results');
  });
});

describe('bets paging', () => {
  it('stops when the page is the last page (spec §5)', () => {
    expect(nextBetsPage(page([], 1, 3))).toBe(2);
    expect(nextBetsPage(page([], 3, 3))).toBeUndefined();
  });
});
