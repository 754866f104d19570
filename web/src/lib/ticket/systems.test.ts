import { describe, expect, it } from 'vitest';
import {
  SYSTEM_TYPES,
  systemLineCount,
  systemLines,
  systemType,
  systemTypesFor,
  type SystemId,
} from './systems';

function lines(id: SystemId): number {
  const type = systemType(id);
  if (!type) throw new Error(id);
  return systemLineCount(type);
}

describe('system types', () => {
  it('counts the lines of k/n systems as in docs/betting-rules.md §2', () => {
    expect([lines('2/3'), lines('2/4'), lines('3/4'), lines('2/5'), lines('3/5')]).toEqual([3, 6, 4, 10, 10]);
    expect([lines('3/6'), lines('4/6'), lines('4/8')]).toEqual([20, 15, 70]);
  });

  it('counts the lines of the named full-cover bets', () => {
    const named: SystemId[] = [
      'trixie',
      'patent',
      'yankee',
      'lucky15',
      'canadian',
      'lucky31',
      'heinz',
      'lucky63',
      'super_heinz',
      'goliath',
    ];
    expect(named.map(lines)).toEqual([4, 7, 11, 15, 26, 31, 57, 63, 120, 247]);
    expect(named.map((id) => systemType(id)?.totalCount)).toEqual([3, 3, 4, 4, 5, 5, 6, 6, 7, 8]);
  });

  it('lists every line once as selection indexes', () => {
    const trixie = systemType('trixie');
    if (!trixie) throw new Error('trixie');
    expect(systemLines(trixie)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]);
  });

  it('sorts the types by total count, then win count', () => {
    for (let i = 1; i < SYSTEM_TYPES.length; i += 1) {
      const [a, b] = [SYSTEM_TYPES[i - 1], SYSTEM_TYPES[i]];
      if (!a || !b) continue;
      expect(a.totalCount * 100 + a.winCount).toBeLessThanOrEqual(b.totalCount * 100 + b.winCount);
    }
    expect(systemTypesFor(3).map((t) => t.id)).toEqual(['patent', '2/3', 'trixie']);
  });

  it('offers no system below three selections nor above eight', () => {
    expect(systemTypesFor(2)).toEqual([]);
    expect(systemTypesFor(9)).toEqual([]);
  });
});
