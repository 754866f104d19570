import { describe, expect, it } from 'vitest';
import { betState, stateTone, winKind } from './bet-state';

describe('a bet in My Bets', () => {
  it('reads open bets from their status and settled ones from their result', () => {
    expect(betState({ status: 'submitted', result: 'no_results' })).toBe('submitted');
    expect(betState({ status: 'waiting_results', result: 'no_results' })).toBe('open');
    expect(betState({ status: 'rejected', result: 'no_results' })).toBe('rejected');
    expect(betState({ status: 'done', result: 'win_entire' })).toBe('won');
    expect(betState({ status: 'done', result: 'refund_half_lose_other' })).toBe('lost');
    expect(betState({ status: 'done', result: 'refund_entire' })).toBe('refunded');
    expect(betState({ status: 'cancelled', result: 'canceled' })).toBe('cancelled');
  });

  it('shows the potential win while open, the payout once settled, nothing when rejected', () => {
    expect(winKind('open')).toBe('potential');
    expect(winKind('lost')).toBe('payout');
    expect(winKind('rejected')).toBeNull();
    expect(stateTone('won')).toBe('positive');
    expect(stateTone('rejected')).toBe('negative');
  });
});
