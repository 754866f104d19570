import { describe, expect, it } from 'vitest';
import { newestAccounts } from './newest-accounts';
import type { Account } from './types';

function account(currency: string, balance: number, version: number, current = false): Account {
  const subunits = currency === 'BTC' ? 100_000_000 : 100;
  return {
    currency,
    balance,
    available_to_bet_with_locked_cents: balance,
    subunits,
    active: true,
    current,
    version,
  };
}

describe('newestAccounts', () => {
  it('keeps a newer balance when an older reading arrives after it', () => {
    const afterBet = [account('EUR', 1500, 2, true)];
    const readBefore = [account('EUR', 2000, 1, true)];
    expect(newestAccounts(afterBet, readBefore)).toEqual(afterBet);
  });
  it('takes a newer or equal reading', () => {
    expect(newestAccounts([account('EUR', 2000, 1)], [account('EUR', 1500, 2)])).toEqual([
      account('EUR', 1500, 2),
    ]);
    expect(newestAccounts([account('EUR', 2000, 3)], [account('EUR', 2000, 3, true)])).toEqual([
      account('EUR', 2000, 3, true),
    ]);
    expect(newestAccounts(undefined, [account('EUR', 5, 0)])).toEqual([account('EUR', 5, 0)]);
  });
  it('lets the newer list say which accounts there are and which is current', () => {
    const cached = [account('EUR', 1500, 4, true)];
    const switched = [account('EUR', 2000, 1), account('BTC', 0, 0, true)];
    expect(newestAccounts(cached, switched)).toEqual([account('EUR', 1500, 4), account('BTC', 0, 0, true)]);
  });
});
