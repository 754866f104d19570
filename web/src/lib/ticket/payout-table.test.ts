import { describe, expect, it } from 'vitest';
import { payoutTable } from './payout-table';
import { potentialWin } from './potential-win';
import { newBet, newSelection } from './selections';
import type { SystemId } from './systems';
import { pick } from './test-fixtures';
import type { Bet } from './types';

function system(odds: number[], systemId: SystemId, stake: number): Bet {
  const selections = odds.map((o, i) => newSelection(pick(i + 1, { odds: o }), []));
  return { ...newBet(selections, 'system', stake), systemId };
}

describe('payoutTable', () => {
  it('gives 2/3 with 3 × 1.00 stake per line: two winners pay one line, three pay all', () => {
    const bet = system([2000, 3000, 4000], '2/3', 300);
    expect(payoutTable(bet)).toEqual([
      // 2 winners: lowest pair 2 × 3 = 6.00, highest pair 3 × 4 = 12.00
      { winners: 2, min: 600, max: 1200 },
      // 3 winners: 6 + 8 + 12 = 26.00
      { winners: 3, min: 2600, max: 2600 },
    ]);
  });
  it('ends on the potential win when everything wins', () => {
    const bet = system([1500, 2250, 1830, 3100], 'yankee', 1100);
    const rows = payoutTable(bet);
    expect(rows.map((r) => r.winners)).toEqual([2, 3, 4]);
    expect(rows.at(-1)).toEqual({ winners: 4, min: potentialWin(bet), max: potentialWin(bet) });
    for (const row of rows) expect(row.min).toBeLessThanOrEqual(row.max);
  });
  it('starts at one winner for a bet with singles (Patent) and rounds down once', () => {
    const bet = system([1333, 1777, 2111], 'patent', 700);
    const [one] = payoutTable(bet);
    // 1.00 per line: the lowest single alone returns 1.333 → 1.33
    expect(one).toEqual({ winners: 1, min: 133, max: 211 });
  });
  it('is empty for a combo or an unfitting system', () => {
    const combo = { ...system([2000, 2000], '2/3', 100), type: 'combo' as const, systemId: null };
    expect(payoutTable(combo)).toEqual([]);
    expect(payoutTable({ ...combo, type: 'system', systemId: '2/3' })).toEqual([]);
  });
});
