import { describe, expect, it } from 'vitest';
import { comboName, placedBetName, systemName } from './bet-names';

describe('bet names', () => {
  it('names combos by size', () => {
    expect(comboName(2).key).toBe('betslip.type.double');
    expect(comboName(3).key).toBe('betslip.type.treble');
    expect(comboName(5)).toEqual({ key: 'betslip.type.fold', values: { count: 5 } });
  });
  it('names k/n systems and the named bets', () => {
    expect(systemName('2/4')).toEqual({ key: 'betslip.system.kOfN', values: { k: 2, n: 4 } });
    expect(systemName('lucky15').key).toBe('betslip.system.lucky15');
  });
  it('names a placed bet from its server form', () => {
    expect(placedBetName('single', 1, null).key).toBe('betslip.type.single');
    expect(placedBetName('combo', 3, null).key).toBe('betslip.type.treble');
    expect(placedBetName('system', 3, '2/3')).toEqual({ key: 'betslip.system.kOfN', values: { k: 2, n: 3 } });
    expect(placedBetName('system', 4, 'yankee').key).toBe('betslip.system.yankee');
  });
});
