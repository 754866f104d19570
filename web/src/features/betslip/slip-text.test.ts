import { describe, expect, it } from 'vitest';
import { parseStake, stakeText } from './slip-text';

describe('slip texts', () => {
  it('reads stakes in the currency decimals as integers', () => {
    expect(parseStake('10', 100)).toBe(1000);
    expect(parseStake('10,5', 100)).toBe(1050);
    expect(parseStake(' 0.07 ', 100)).toBe(7);
    expect(parseStake('.5', 100)).toBe(50);
    expect(parseStake('', 100)).toBe(0);
    expect(parseStake('1.234', 100)).toBeUndefined();
    expect(parseStake('12', 1)).toBe(12);
    expect(parseStake('1.5', 1)).toBeUndefined();
    expect(parseStake('0.00012345', 100_000_000)).toBe(12345);
    expect(parseStake('abc', 100)).toBeUndefined();
    expect(parseStake('.', 100)).toBeUndefined();
  });
  it('shows a stake back in the same form', () => {
    expect(stakeText(1050, 100)).toBe('10.50');
    expect(stakeText(0, 100)).toBe('');
  });
});
