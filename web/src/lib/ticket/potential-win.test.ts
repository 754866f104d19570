import { describe, expect, it } from 'vitest';
import { toEuropean } from '@/lib/odds';
import { potentialWin, shownTotalOdds, stakeForWin, stakePerLine } from './potential-win';
import { newBet, newSelection } from './selections';
import type { SystemId } from './systems';
import { pick } from './test-fixtures';
import type { Bet } from './types';

function bet(odds: number[], stake: number, systemId?: SystemId): Bet {
  const selections = odds.map((o, i) => newSelection(pick(i + 1, { odds: o }), []));
  const type = systemId ? 'system' : selections.length > 1 ? 'combo' : 'single';
  return { ...newBet(selections, type, stake), systemId: systemId ?? null };
}

describe('potential win', () => {
  it('is stake × odds for a single, rounded down to the minor unit', () => {
    expect(potentialWin(bet([1850], 1000))).toBe(1850);
    expect(potentialWin(bet([1333], 100))).toBe(133);
  });

  it('is stake × the product of the odds for a combo, rounded down once', () => {
    expect(potentialWin(bet([1500, 2000, 1333], 1000))).toBe(3999);
    expect(potentialWin(bet([1010, 1010, 1010, 1010, 1010, 1010, 1010, 1010, 1010, 1010], 100))).toBe(110);
  });

  it('uses exact integers where float arithmetic would lose a cent', () => {
    // 10.00 × 1.10 × 1.20 × 1.15 = 15.18; in floats it is 15.1799… and would floor to 15.17.
    expect(potentialWin(bet([1100, 1200, 1150], 1000))).toBe(1518);
    expect(potentialWin(bet([251000, 251000, 251000, 251000], 100))).toBe(396912600100);
    // Past 2^53 the float product is inexact: 15000.00 would come out as 14999.99.
    expect(potentialWin(bet([4000, 2500, 2500, 4000, 1500, 4000, 2500], 1000))).toBe(1500000);
  });

  it('sums every line of a system: the worked vectors of docs/betting-rules.md §2', () => {
    expect(potentialWin(bet([2000, 3500, 4000, 1500], 1100, 'yankee'))).toBe(15675);
    expect(potentialWin(bet([2000, 3500, 4000, 1500], 1500, 'lucky15'))).toBe(16775);
    expect(potentialWin(bet([2000, 2500, 2500, 2000, 2000], 2600, 'canadian'))).toBe(31875);
    expect(potentialWin(bet([6000, 6000, 6000], 40, 'trixie'))).toBe(3240);
    expect(potentialWin(bet([1500, 3000, 2500], 300, '2/3'))).toBe(1575);
  });

  it('is 0 without a stake or when the system type does not fit', () => {
    expect(potentialWin(bet([2000], 0))).toBe(0);
    expect(potentialWin(bet([2000, 2000], 100, '2/3'))).toBe(0);
  });

  it('splits a system total stake into whole per-line stakes only', () => {
    expect(stakePerLine(bet([2000, 2000, 2000], 300, '2/3'))).toBe(100);
    expect(stakePerLine(bet([2000, 2000, 2000], 100, '2/3'))).toBeUndefined();
  });

  it('finds the smallest stake that reaches a wanted win', () => {
    expect(stakeForWin(bet([2000], 0), 1000)).toBe(500);
    expect(stakeForWin(bet([3000], 0), 1000)).toBe(334);
    expect(potentialWin(bet([3000], 334))).toBeGreaterThanOrEqual(1000);
  });

  it('finds a system stake that splits into whole lines', () => {
    const system = bet([1500, 3000, 2500], 0, '2/3');
    expect(stakeForWin(system, 1575)).toBe(300);
    // 16.00 / 5.25 needs 3.05; per line that is 1.02 (3.06 in all), not 1.016….
    expect(stakeForWin(system, 1600)).toBe(306);
  });
});

describe('total odds beside a potential win', () => {
  it('go down to the hundredth, as the win does', () => {
    expect(toEuropean(shownTotalOdds(150765))).toBe('150.76');
    expect(toEuropean(shownTotalOdds(2779))).toBe('2.77');
    expect(toEuropean(shownTotalOdds(1850))).toBe('1.85');
  });
});
